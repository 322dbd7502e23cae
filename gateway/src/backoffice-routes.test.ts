import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminApiPath, isOperatorMethodCall } from './backoffice-routes.ts';
import { BRAND_HTML, sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';

const HOST = 'ops.localhost:8080';
let h: THarness;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'op-backoffice-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), BRAND_HTML.replace('--brand', '--backoffice-app'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log('backoffice')`);
  h = await startHarness({ BACKOFFICE_HOST: 'ops.localhost', BACKOFFICE_DIR: dir });
});
afterAll(async () => h.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  h.gateway.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });

describe('the back office host', () => {
  it('serves the app with its own nonce CSP, and its SPA routes', async () => {
    for (const url of ['/', '/fx-rates', '/customers/c-1']) {
      const res = await get(HOST, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('--backoffice-app');
      const csp = String(res.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(res.body).toContain(`nonce="${nonce}"`);
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('ws:');
      expect(csp).toContain("frame-ancestors 'none'");
    }
    const asset = await get(HOST, '/assets/index-abc123.js', { accept: '*/*' });
    expect(asset.body).toBe(`console.log('backoffice')`);
  });

  it('proxies the operators’ calls to core without a brand, and nothing else', async () => {
    h.upstream.lastRequest = undefined;
    await get(HOST, '/api/admin/auth/me', { accept: 'application/json', authorization: 'Bearer adm_x' });
    const seen = h.upstream.lastRequest as THarness['upstream']['lastRequest'];
    expect(seen?.url).toBe('/admin/auth/me');
    expect(seen?.headers['x-brand']).toBeUndefined();
    expect(seen?.headers.authorization).toBe('Bearer adm_x');
    // An operators' method call, with the company it names (Customer-Id).
    h.upstream.lastRequest = undefined;
    await h.gateway.inject({
      method: 'POST',
      url: '/api/?method=adminDocumentList',
      headers: { host: HOST, 'content-type': 'application/json', 'customer-id': 'C-1' },
      payload: {},
    });
    const listed = h.upstream.lastRequest as THarness['upstream']['lastRequest'];
    expect(listed?.url).toBe('/?method=adminDocumentList');
    expect(listed?.headers['customer-id']).toBe('C-1');
    h.upstream.lastRequest = undefined;
    for (const url of [
      '/api/?method=balanceInquiry',
      '/api/auth/login',
      '/api/internal/realtime',
      '/api/admin/../auth/login',
    ]) {
      const res = await h.gateway.inject({ method: 'POST', url, headers: { host: HOST }, payload: {} });
      expect(res.statusCode, url).toBe(404);
    }
    expect(h.upstream.lastRequest).toBeUndefined();
  });

  it('refuses a call from another site', async () => {
    const res = await get(HOST, '/api/admin/auth/me', { origin: 'http://acme.localhost:8080' });
    expect(res.statusCode).toBe(403);
  });
});

describe('a brand host', () => {
  it('never serves the back office nor proxies the operators’ calls', async () => {
    const page = await get('acme.localhost:8080', '/');
    expect(page.body).not.toContain('--backoffice-app');
    h.upstream.lastRequest = undefined;
    for (const url of ['/api/admin/auth/me', '/api/ADMIN/fx-rates', '/api/%61dmin/fees', '/api/admin']) {
      const res = await h.gateway.inject({ method: 'GET', url, headers: sameOrigin('acme') });
      expect(res.statusCode, url).toBe(404);
    }
    const login = await h.gateway.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      headers: { ...sameOrigin('acme'), 'content-type': 'application/json' },
      payload: { username: 'admin', password: 'x' },
    });
    expect(login.statusCode).toBe(404);
    expect(h.upstream.lastRequest).toBeUndefined();
  });

  it('names admin paths however they are spelled', () => {
    expect(isAdminApiPath('/admin/auth/me?x=1')).toBe(true);
    expect(isAdminApiPath('//Admin/x')).toBe(true);
    expect(isAdminApiPath('/administrator')).toBe(false);
    expect(isAdminApiPath('/auth/login')).toBe(false);
  });

  it('names the method calls only operators make, and no other', () => {
    expect(isOperatorMethodCall('/?method=adminDocumentList')).toBe(true);
    expect(isOperatorMethodCall('/?method=adminDocumentAssign')).toBe(true);
    for (const path of [
      '/?method=balanceInquiry',
      '/?method=adminDocumentList&method=balanceInquiry',
      '/x/?method=adminDocumentList',
      '/?method=toString',
      '/',
    ])
      expect(isOperatorMethodCall(path), path).toBe(false);
  });
});
