import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_LOGO, INDEX_CSS, startHarness, VENDOR_JS, type THarness } from './testing/gateway-harness.ts';

let h: THarness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const get = (host: string, url: string, accept = 'text/html') =>
  h.gateway.inject({ method: 'GET', url, headers: { host, accept } });

describe('brands by host', () => {
  it('serves the brand index.html at / with no-cache', async () => {
    const res = await get('acme.localhost:8080', '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('--acme');
  });

  it('falls back to index.html for SPA routes that accept HTML', async () => {
    const res = await get('zeta.localhost:8080', '/transfers/between-accounts?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('--zeta');
  });

  it('serves hashed assets with a long immutable cache, other files without', async () => {
    const asset = await get('acme.localhost:8080', '/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(`console.log('acme')`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('acme.localhost:8080', '/favicon.svg', '*/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('answers 404 for a missing asset instead of the SPA page', async () => {
    expect((await get('acme.localhost:8080', '/assets/missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('acme.localhost:8080', '/assets/missing.js')).statusCode).toBe(404);
  });

  it('never leaves the brand folder', async () => {
    for (const url of [
      '/../zeta/index.html',
      '/%2e%2e/zeta/assets/index-abc123.js',
      '/..%2fzeta%2fassets%2findex-abc123.js',
    ]) {
      const res = await get('acme.localhost:8080', url, '*/*');
      expect(res.body).not.toContain('zeta');
    }
  });

  it('answers a 404 page for an unknown sub-domain', async () => {
    for (const host of ['nobody.localhost:8080', 'not-a-brand.localhost', 'example.com']) {
      const res = await get(host, '/');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('lists the brands on the bare domain by name and logo, each linking to its portal', async () => {
    const res = await get('localhost:8080', '/');
    expect(res.statusCode).toBe(200);
    const links = [...res.body.matchAll(/<a href="([^"]+)" data-brand="([^"]+)">(.*?)<\/a>/g)];
    expect(links.map(([, href, id]) => [href, id])).toEqual([
      ['http://acme.localhost:8080/', 'acme'],
      ['http://zeta.localhost:8080/', 'zeta'],
    ]);
    const [acme, zeta] = links.map((l) => l[3]!);
    // the built title, escaped once; the logo inline (the page's CSP allows data: images only)
    expect(acme).toContain('<span class="name">Acme &#38; Co Pay</span>');
    expect(acme).toContain(`<img src="data:image/svg+xml;base64,${Buffer.from(ACME_LOGO).toString('base64')}" alt=""`);
    // no title, no logo: the folder name, no broken image
    expect(zeta).toContain('<span class="name">zeta</span>');
    expect(zeta).not.toContain('<img');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(res.body).not.toContain('not-a-brand');
  });
});

describe('compressed assets by Accept-Encoding', () => {
  const asset = (url: string, acceptEncoding?: string) =>
    h.gateway.inject({
      method: 'GET',
      url,
      headers: {
        host: 'acme.localhost:8080',
        accept: '*/*',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  /** One line per case: what the browser accepts, and the encoding the gateway must answer with. */
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %j → %s', async (acceptEncoding, encoding) => {
    const res = await asset('/assets/vendor-def456.js', acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    // the file's own type, not the copy's (send's table says application/javascript)
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const body =
      encoding === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(body.toString()).toBe(VENDOR_JS('acme'));
    if (encoding !== undefined) expect(res.rawPayload.length).toBeLessThan(body.length / 3);
  });

  it('falls back to gzip when a file has no brotli copy, and keeps the type of the file', async () => {
    const res = await asset('/assets/index-abc123.css', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(res.rawPayload).toString()).toBe(INDEX_CSS);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends a file without copies as it is, still varying on Accept-Encoding', async () => {
    const res = await asset('/assets/index-abc123.js', 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(`console.log('acme')`);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('keeps HTML uncompressed-at-build, no-cache and nonced, whatever the browser accepts', async () => {
    const res = await h.gateway.inject({
      method: 'GET',
      url: '/login',
      headers: { host: 'acme.localhost:8080', accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    expect(res.body).toContain('--acme');
  });

  it('answers 404 for a missing asset whatever the encoding', async () => {
    expect((await asset('/assets/missing-000000.js', 'br, gzip')).statusCode).toBe(404);
  });
});

describe('content security policy', () => {
  function nonceOf(csp: string | undefined): string {
    const match = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp ?? '');
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  }

  it('is fresh per HTML answer and on every script, style and stylesheet tag', async () => {
    const first = await get('acme.localhost:8080', '/');
    const second = await get('acme.localhost:8080', '/');
    const n1 = nonceOf(first.headers['content-security-policy'] as string);
    const n2 = nonceOf(second.headers['content-security-policy'] as string);
    expect(n1).not.toBe(n2);
    expect(n1.length).toBeGreaterThanOrEqual(22);
    const tags = first.body.match(/<(script|style)\b[^>]*>|<link\b[^>]*rel="(stylesheet|modulepreload)"[^>]*>/g) ?? [];
    expect(tags).toHaveLength(5);
    for (const tag of tags) expect(tag).toContain(`nonce="${n1}"`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${n1}">`);
    expect(first.body).not.toContain(n2);
    expect(first.body).toMatch(/<link rel="icon" href="\/favicon.svg">/);
  });

  it('sends the strict policy and the security headers', async () => {
    const res = await get('acme.localhost:8080', '/');
    const csp = res.headers['content-security-policy'] as string;
    for (const part of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "connect-src 'self' ws: wss:",
    ]) {
      expect(csp).toContain(part);
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('nonces the brand index and 404 pages too', async () => {
    for (const host of ['localhost', 'nobody.localhost']) {
      const res = await get(host, '/');
      const nonce = nonceOf(res.headers['content-security-policy'] as string);
      expect(res.body).toContain(`<style nonce="${nonce}">`);
    }
  });
});
