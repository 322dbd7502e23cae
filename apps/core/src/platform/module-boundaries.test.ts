import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Folders with a public entry (issues 19 and 20): code outside a folder imports it only through
 * its index.ts, so the folder may change its insides without other domains knowing.
 */
const ENTRIES = ['identity', 'users', 'platform/codes', 'platform/notifications'] as const;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : tsFiles(full);
    return d.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports (static and dynamic), as paths under src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specs.map((s) =>
    path
      .relative(SRC, path.resolve(path.dirname(file), s))
      .split(path.sep)
      .join('/'),
  );
}

/** The imports of `file` that reach into an entry folder past its index.ts. */
export function boundaryBreaches(file: string, imports: readonly string[]): string[] {
  const own = path.relative(SRC, file).split(path.sep).join('/');
  return imports.filter((target) =>
    ENTRIES.some((e) => target.startsWith(`${e}/`) && !own.startsWith(`${e}/`) && target !== `${e}/index.ts`),
  );
}

describe('module boundaries', () => {
  it('imports identity, users, codes and notifications only through their index.ts', () => {
    const breaches = tsFiles(SRC).flatMap((f) =>
      boundaryBreaches(f, importsOf(f)).map((t) => `${path.relative(SRC, f)} -> ${t}`),
    );
    expect(breaches).toEqual([]);
  });

  it('catches a reach past the entry', () => {
    const file = path.join(SRC, 'security/operations/x.ts');
    expect(boundaryBreaches(file, ['identity/data/users.ts', 'identity/index.ts'])).toEqual(['identity/data/users.ts']);
    expect(boundaryBreaches(path.join(SRC, 'identity/x.ts'), ['identity/data/users.ts'])).toEqual([]);
  });
});
