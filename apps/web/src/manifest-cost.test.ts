import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const FEATURES_DIR = fileURLToPath(new URL('../../../packages/portal/src/features/', import.meta.url));
/** What one more feature may add to the first chunk (gzip), issue 19. */
const MAX_ENTRY_BYTES = 1024;
const ENTRY = 'virtual:manifest-entries';

/** Every feature's manifest entry: `features/<feature>/index.ts`. */
const manifests = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(FEATURES_DIR, d.name, 'index.ts')))
  .map((d) => join(FEATURES_DIR, d.name, 'index.ts'));

/**
 * A feature that breaks the rule: its manifest imports the screen itself instead of a lazy
 * loader, so the screen's code would ride in the first chunk. The test must see it.
 */
const FAT_FEATURE = 'virtual:fat-feature';
const fatFeatureSource = `import { HomeScreen } from ${JSON.stringify(join(FEATURES_DIR, 'accounts', 'home-screen.tsx'))};
export const fatFeature = { id: 'fat', layout: 'main', namespace: 'accounts', routes: [{ path: 'home', screen: HomeScreen }] };`;

/**
 * The manifests as the first chunk has them: minified, packages and the lazy screens' own chunks
 * left out (they are shared by every feature, or not in the first chunk at all).
 */
function manifestOnly(modules: readonly string[]): Plugin {
  return {
    name: 'manifest-only',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (id === ENTRY || id === FAT_FEATURE) return id;
      if (importer && (options as { kind?: string }).kind === 'dynamic-import') return { id, external: true };
      if (!id.startsWith('.') && !id.startsWith('/')) return { id, external: true };
      return null;
    },
    load(id) {
      if (id === FAT_FEATURE) return fatFeatureSource;
      if (id !== ENTRY) return null;
      return modules.map((m, i) => `export * as m${i} from ${JSON.stringify(m)};`).join('\n');
    },
  };
}

/** Gzip size (level 9) of the minified bundle of `modules`. */
async function bundledSize(modules: readonly string[]): Promise<number> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [manifestOnly(modules)],
    build: { write: false, minify: true, rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict' } },
  })) as Rolldown.RolldownOutput;
  const code = out.output
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
    .map((c) => c.code)
    .join('\n');
  return gzipSync(code, { level: 9 }).length;
}

/**
 * The registry's manifest grows by a few hundred bytes per feature whatever the feature's code:
 * each feature's entry (paths, layout, navigation, flag, realtime handlers, lazy loaders) costs
 * the first chunk under 1 KB gzip, measured as the bundle with it minus the bundle without it.
 */
describe("a feature's manifest entry", () => {
  const costs = new Map<string, number>();
  let fat = 0;
  beforeAll(async () => {
    const all = await bundledSize(manifests);
    for (const m of manifests) costs.set(m, all - (await bundledSize(manifests.filter((x) => x !== m))));
    fat = (await bundledSize([...manifests, FAT_FEATURE])) - all;
  }, 120_000);

  it('costs the first chunk under 1 KB gzip, for every feature', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(9);
    const over = [...costs].filter(([, bytes]) => bytes >= MAX_ENTRY_BYTES).map(([m]) => m);
    expect(over).toEqual([]);
    // each entry is counted: removing one makes the bundle smaller
    for (const bytes of costs.values()) expect(bytes).toBeGreaterThan(0);
  });

  it('would fail for an entry that imports its screen instead of a lazy loader', () => {
    expect(fat).toBeGreaterThan(MAX_ENTRY_BYTES);
  });
});
