import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/build-brands.mjs', import.meta.url));

/**
 * Builds two brands whose flags differ (paywave: contracts on; coinpurse: contracts off) and lets
 * the build script's check grep each bundle for the flagged feature markers, inline scripts and
 * the title. Takes a few seconds.
 */
describe('per-brand build', () => {
  it('drops flagged-off features from the bundle and keeps index.html free of inline code', () => {
    // Into a folder of its own: apps/web/dist may be served by the e2e stack running beside it.
    const distDir = mkdtempSync(join(tmpdir(), 'op-web-build-'));
    const r = spawnSync(process.execPath, [script, 'paywave', 'coinpurse'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DIST_DIR: distDir },
    });
    rmSync(distDir, { recursive: true, force: true });
    expect(r.stdout + r.stderr).toContain('2 passed, 0 failed');
    expect(r.status).toBe(0);
  }, 120_000);
});
