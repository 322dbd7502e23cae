import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type THarness } from './testing/gateway-harness.ts';

let on: THarness;
let off: THarness;
beforeAll(async () => {
  [on, off] = await Promise.all([
    startHarness({ SHELL_SIMULATOR: 'true' }),
    startHarness({ SHELL_SIMULATOR: 'false' }),
  ]);
});
afterAll(async () => Promise.all([on.close(), off.close()]));

const get = (h: THarness, url: string, headers: Record<string, string> = {}, host = 'acme.localhost:8080') =>
  h.gateway.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });
const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]+)/.exec(String(csp))?.[1];

describe('mobile shell simulator (docs/decisions/mobile-shell.md)', () => {
  it("serves the simulator on a brand's host with its script, a nonce policy and a same-origin frame", async () => {
    const page = await get(on, '/shell-simulator');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.body).toContain(`<script type="module" src="/shell-simulator/simulator.js" nonce="${nonce}">`);
    expect(page.body).toContain('src="/login?shell=1"');
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(frameAncestors(csp)).toBe("'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const script = await get(on, '/shell-simulator/simulator.js', { accept: '*/*' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(script.body).toContain('postMessage(JSON.stringify(m), location.origin)');
    expect((await get(on, '/shell-simulator', {}, 'nobody.localhost:8080')).statusCode).toBe(404);
  });

  it('lets only the shell frame of this origin hold the portal', async () => {
    const framed = await get(on, '/login?shell=1', { 'sec-fetch-dest': 'iframe' });
    expect(framed.statusCode).toBe(200);
    expect(frameAncestors(framed.headers['content-security-policy'])).toBe("'self'");
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Everything else stays unframeable: a top-level load, a frame without the flag, an asset.
    for (const [url, dest] of [
      ['/login?shell=1', 'document'],
      ['/login', 'iframe'],
      ['/login?shell=0', 'iframe'],
    ] as const) {
      const res = await get(on, url, { 'sec-fetch-dest': dest });
      expect([url, dest, frameAncestors(res.headers['content-security-policy'])]).toEqual([url, dest, "'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('is not there when SHELL_SIMULATOR is off, and nothing is framed then', async () => {
    const page = await get(off, '/shell-simulator');
    expect(page.body).not.toContain('Mobile shell simulator');
    expect((await get(off, '/shell-simulator/simulator.js', { accept: '*/*' })).statusCode).toBe(404);
    const framed = await get(off, '/login?shell=1', { 'sec-fetch-dest': 'iframe' });
    expect(frameAncestors(framed.headers['content-security-policy'])).toBe("'none'");
    expect(framed.headers['x-frame-options']).toBe('DENY');
  });
});
