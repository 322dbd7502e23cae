import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '@openportal/brand-kit';
import { callKeysUsedIn, METHOD_CALLS, PORTAL_PATHS, REST_CALLS, type Call } from '@openportal/contract';

const script = fileURLToPath(new URL('../../../scripts/build-brands.mjs', import.meta.url));
const report = fileURLToPath(new URL('../../../scripts/bundle-report.mjs', import.meta.url));

interface TSize {
  raw: number;
  gzip: number;
}
/** scripts/bundle-report.mjs, as the test uses it. */
interface TReport {
  /** The initial JS budget of the fullest brand, KiB gzip. */
  BUDGET_KB: number;
  measureBrand(dir: string): { initialFiles: string[]; initial: TSize; all: TSize; chunks: number };
  brandJs(dir: string): string;
}
const CALLS: Record<string, Call> = { ...METHOD_CALLS, ...REST_CALLS };

/** The portal's source files (tests aside): which calls it uses is read from them. */
function portalSources(dir = fileURLToPath(new URL('../../../packages/portal/src/', import.meta.url))): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return portalSources(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

/** What of a call is in a bundle when it is: its method name, or its REST path, as a string literal. */
function wireName(key: string): string {
  const c = CALLS[key]!;
  return c.transport === 'method' ? c.method : c.path;
}
const quoted = (js: string, s: string) => js.includes(`"${s}"`) || js.includes(`'${s}'`) || js.includes(`\`${s}\``);

/**
 * Builds two brands whose flags and languages differ (paywave: everything, all six languages;
 * coinpurse: contracts off, en and es) into a folder of its own (apps/web/dist may be served by
 * the e2e stack running beside it), then checks what each bundle carries. Takes a few seconds.
 */
describe('per-brand build', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'op-web-build-'));
  let build: ReturnType<typeof spawnSync>;
  let reporter: TReport;
  const brandJs = (id: string) => reporter.brandJs(join(distDir, id));
  beforeAll(async () => {
    build = spawnSync(process.execPath, [script, 'paywave', 'coinpurse'], {
      encoding: 'utf8',
      timeout: 120_000,
      // A production build as npm test makes it (vitest sets NODE_ENV=test, which would build React's development files).
      env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir },
    });
    reporter = (await import(report)) as TReport;
  }, 120_000);
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('drops flagged-off feature markers and keeps index.html free of inline code', () => {
    expect(`${build.stdout}${build.stderr}`).toContain('2 passed, 0 failed');
    expect(build.status).toBe(0);
  });

  it("leaves the design-system gallery (development only) and other brands' themes out of a production bundle", () => {
    for (const id of ['paywave', 'coinpurse']) {
      expect(brandJs(id)).not.toContain('design-gallery');
      expect(brandJs(id)).not.toContain('/dev/design');
    }
  });

  it('keeps the initial JS of the fullest brand within the budget', () => {
    const { initial } = reporter.measureBrand(join(distDir, 'paywave'));
    expect(reporter.BUDGET_KB).toBe(100);
    expect(initial.gzip / 1024).toBeLessThanOrEqual(reporter.BUDGET_KB);
  });

  it("leaves a flagged-off feature's contract calls out of the brand's bundle", () => {
    const coinpurse = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../brands/coinpurse/brand.json', import.meta.url)), 'utf8'),
    );
    const flags = featureFlags(coinpurse);
    // A REST path that is also a screen's path (GET /company and the /company screen) is not telling.
    const screens = new Set<string>(Object.values(PORTAL_PATHS));
    const off = Object.keys(CALLS).filter(
      (k) => CALLS[k]!.feature !== undefined && !flags[CALLS[k]!.feature!] && !screens.has(wireName(k)),
    );
    expect(off).toContain('contractList');
    const js = brandJs('coinpurse');
    expect(off.filter((key) => quoted(js, wireName(key)))).toEqual([]);
    // and a call every brand uses is there, so the check reads the right text
    expect(quoted(js, wireName('transferBetweenAccounts'))).toBe(true);
  });

  it('carries only the brand languages: no Cyrillic (Russian, Ukrainian) text in coinpurse, some in paywave', () => {
    expect(brandJs('coinpurse')).not.toMatch(/[\u0400-\u04FF]/);
    expect(brandJs('paywave')).toMatch(/[\u0400-\u04FF]/);
  });

  it('ships no contract call table: calls no feature uses stay out of every chunk', () => {
    const used = callKeysUsedIn(portalSources());
    const unused = Object.keys(METHOD_CALLS).filter((k) => !used.has(k));
    const js = brandJs('paywave');
    const initial = reporter
      .measureBrand(join(distDir, 'paywave'))
      .initialFiles.map((f) => readFileSync(join(distDir, 'paywave', 'assets', f), 'utf8'))
      .join('\n');
    // Enough calls still unused for the check to mean something (it shrinks as features land).
    expect(unused.length).toBeGreaterThan(100);
    expect(unused.filter((k) => quoted(initial, wireName(k)))).toEqual([]);
    // A definition sharing a contract module with a used call may stay in that feature's lazy
    // chunk (the contract's call makers are not marked pure); the whole table never.
    expect(unused.filter((k) => quoted(js, wireName(k))).length).toBeLessThanOrEqual(10);
  });
});
