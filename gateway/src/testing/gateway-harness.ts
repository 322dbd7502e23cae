import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app.ts';
import { parseGatewayConfig } from '../config.ts';
import { INTERNAL_SECRET, startFakeUpstream, type TFakeUpstream } from './fake-upstream.ts';

export const BRAND_HTML = `<!doctype html><html><head><meta charset="utf-8">
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def456.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
<link rel="icon" href="/favicon.svg">
<style>:root{--brand:#123456}</style>
</head><body><div id="root"></div><script>window.__x = 1</script></body></html>`;

/** A chunk large enough to compress well. */
export const VENDOR_JS = (brand: string) =>
  Array.from({ length: 200 }, (_, i) => `export const ${brand}${i} = 'value ${i} of ${brand}';`).join('\n');
export const INDEX_CSS = Array.from({ length: 100 }, (_, i) => `.op-x${i}{color:var(--op-color-text)}`).join('\n');

export const ACME_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

/** Two brand folders shaped like a Vite build. */
export function makeBrandsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'op-gateway-brands-'));
  for (const brand of ['acme', 'zeta']) {
    mkdirSync(join(dir, brand, 'assets'), { recursive: true });
    writeFileSync(join(dir, brand, 'index.html'), BRAND_HTML.replace('--brand', `--${brand}`));
    writeFileSync(join(dir, brand, 'assets', 'index-abc123.js'), `console.log('${brand}')`);
    writeFileSync(join(dir, brand, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // As apps/web's compress plugin leaves them: brotli and gzip copies beside the JS, only gzip
    // beside the CSS (a copy is written only when it is smaller).
    const assets = join(dir, brand, 'assets');
    writeFileSync(join(assets, 'vendor-def456.js'), VENDOR_JS(brand));
    writeFileSync(join(assets, 'vendor-def456.js.br'), brotliCompressSync(VENDOR_JS(brand)));
    writeFileSync(join(assets, 'vendor-def456.js.gz'), gzipSync(VENDOR_JS(brand)));
    writeFileSync(join(assets, 'index-abc123.css'), INDEX_CSS);
    writeFileSync(join(assets, 'index-abc123.css.gz'), gzipSync(INDEX_CSS));
  }
  // acme as a real build has it: its name as the title, its logo; zeta has neither.
  writeFileSync(
    join(dir, 'acme', 'index.html'),
    BRAND_HTML.replace('--brand', '--acme').replace('<head>', '<head><title>Acme &amp; Co Pay</title>'),
  );
  writeFileSync(join(dir, 'acme', 'assets', 'brand-logo.svg'), ACME_LOGO);
  mkdirSync(join(dir, 'not-a-brand'));
  return dir;
}

/** What a browser sends with a same-origin call from a brand's page (Host, Origin, Sec-Fetch-Site). */
export function sameOrigin(brand: string, port = 8080): Record<string, string> {
  const host = `${brand}.localhost:${port}`;
  return { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' };
}

export type THarness = { gateway: FastifyInstance; upstream: TFakeUpstream; brandsDir: string; close(): Promise<void> };

export async function startHarness(env: Record<string, string> = {}): Promise<THarness> {
  const upstream = await startFakeUpstream();
  const brandsDir = makeBrandsDir();
  const config = parseGatewayConfig({
    BRANDS_DIR: brandsDir,
    API_UPSTREAM_LOCAL: upstream.url,
    INTERNAL_SECRET,
    LOG_LEVEL: 'silent',
    REFRESH_COLLAPSE_MS: '30000',
    ...env,
  });
  const gateway = await buildGateway(config);
  await gateway.ready();
  return {
    gateway,
    upstream,
    brandsDir,
    close: async () => {
      await gateway.close();
      await upstream.close();
    },
  };
}
