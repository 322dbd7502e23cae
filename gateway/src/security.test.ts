import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ERROR_MESSAGES } from '@openportal/contract';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';
import { openSocket, type TTestSocket } from './testing/ws-client.ts';

let h: THarness;
let address: string;
beforeAll(async () => {
  h = await startHarness();
  address = await h.gateway.listen({ port: 0, host: '127.0.0.1' });
  await h.upstream.streamConnected;
});
afterAll(async () => h.close());
beforeEach(() => {
  h.upstream.refreshCalls = 0;
  h.upstream.lastRequest = undefined;
});

const FOREIGN = { host: 'acme.localhost:8080', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
const SIBLING = { host: 'acme.localhost:8080', origin: 'http://zeta.localhost:8080', 'sec-fetch-site': 'same-site' };
const COOKIE = 'op_rt=rt-cookie-only';
const post = (url: string, headers: Record<string, string>, payload = '{}') =>
  h.gateway.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });
const refused = { responseCode: '13', responseDescription: ERROR_MESSAGES.accessDenied };

describe('cross-site requests', () => {
  it.each([
    ['a foreign Origin', FOREIGN],
    ['a sibling brand', SIBLING],
    ['Sec-Fetch-Site cross-site alone', { host: 'acme.localhost:8080', 'sec-fetch-site': 'cross-site' }],
    ['Origin null', { host: 'acme.localhost:8080', origin: 'null' }],
  ])('%s: method call, refresh and logout are refused before the upstream', async (_name, headers) => {
    for (const url of ['/api/?method=needsBearer', '/api/auth/refresh', '/api/auth/logout', '/api/auth/login']) {
      const res = await post(url, { ...headers, cookie: COOKIE });
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, refused]);
    }
    expect(h.upstream.lastRequest).toBeUndefined();
    expect(h.upstream.refreshCalls).toBe(0);
  });
  it('a call with only the refresh cookie, no bearer, is never made on the cookie', async () => {
    const res = await post('/api/?method=needsBearer', { ...sameOrigin('acme'), cookie: COOKIE });
    expect(res.statusCode).toBe(401);
    expect(h.upstream.refreshCalls).toBe(0);
    expect(h.upstream.lastRequest?.headers.authorization).toBeUndefined();
  });
  it('refresh and logout use the cookie only when the browser says same origin', async () => {
    const noOrigin = await post('/api/auth/refresh', { host: 'acme.localhost:8080', cookie: COOKIE }, '');
    expect(noOrigin.json()).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.emptyRefreshToken });
    expect(h.upstream.refreshCalls).toBe(0);
    const same = await post('/api/auth/refresh', { ...sameOrigin('acme'), cookie: COOKIE }, '');
    expect(same.statusCode).toBe(200);
    expect(h.upstream.refreshCalls).toBe(1);
    // A non-browser client may still send its token in the body.
    const body = await post('/api/auth/refresh', { host: 'acme.localhost:8080' }, '{"refreshToken":"rt-body"}');
    expect(body.statusCode).toBe(200);
  });
});

describe('hosts', () => {
  it.each(['127.0.0.1:8080', 'localhost:8080', 'nobrand.localhost:8080', 'evil.example'])(
    'the API does not answer on %s',
    async (host) => {
      const res = await post('/api/?method=balanceInquiry', { host });
      expect([res.statusCode, res.json()]).toEqual([
        404,
        { responseCode: 'IM', responseDescription: ERROR_MESSAGES.notFound },
      ]);
      expect(h.upstream.lastRequest).toBeUndefined();
    },
  );
});

describe('API answers are never cached', () => {
  it.each(['/api/auth/login', '/api/auth/token', '/api/?method=balanceInquiry', '/api/?method=boom'])(
    '%s carries Cache-Control: no-store',
    async (url) => {
      const res = await post(url, { ...sameOrigin('acme'), authorization: 'Bearer t' });
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );
});

/** One raw HTTP/1.1 request, so the path reaches the gateway byte for byte. */
function rawRequest(requestLine: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(address);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(
        `${requestLine}\r\nHost: acme.localhost:8080\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      ),
    );
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('error', reject);
    socket.on('end', () =>
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) }),
    );
  });
}

describe('malformed paths', () => {
  it.each([
    ['POST /api/\\ HTTP/1.1', 404],
    ['GET /api/\\\\evil HTTP/1.1', 404],
    ['POST /api/\\?method=x HTTP/1.1', 404],
    ['POST /api/%E0%A4%A HTTP/1.1', 400],
    ['GET /%E0%A4%A HTTP/1.1', 400],
  ])('%s answers the catalogue envelope', async (line, status) => {
    const res = await rawRequest(line);
    expect(res.status).toBe(status);
    expect(Object.keys(JSON.parse(res.body) as object)).toContain('responseCode');
    expect(res.body).not.toContain('FST_');
  });
});

/** Resolves with the HTTP status when the upgrade is refused, or 101 when a socket opened. */
function upgradeStatus(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${address.replace('http', 'ws')}${path}`, { headers });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}

describe('websocket upgrades', () => {
  it('upgrade only /ws, on a brand host, from that origin or none', async () => {
    expect(await upgradeStatus('/ws', sameOrigin('acme'))).toBe(101);
    expect(await upgradeStatus('/ws', { host: 'acme.localhost:8080' })).toBe(101);
    expect(await upgradeStatus('/ws', FOREIGN)).toBe(403);
    expect(await upgradeStatus('/ws', SIBLING)).toBe(403);
    expect(await upgradeStatus('/ws', { host: '127.0.0.1:8080' })).toBe(404);
    for (const path of ['/', '/other', '/api/x', '/ws/x'])
      expect([path, await upgradeStatus(path, sameOrigin('acme'))]).toEqual([path, 404]);
  });

  const wsUrl = () => `${address.replace('http', 'ws')}/ws`;
  async function signedIn(token: string): Promise<TTestSocket> {
    const s = await openSocket(wsUrl(), sameOrigin('acme'));
    s.send({ type: 'auth', accessToken: token });
    expect(await s.next()).toMatchObject({ type: 'authenticated' });
    return s;
  }

  it("closes the sockets of a session when it is revoked, and only that session's", async () => {
    const ended = await signedIn(await h.upstream.sign('u9', 300, 'acme', 'sess-ended'));
    const other = await signedIn(await h.upstream.sign('u9', 300, 'acme', 'sess-alive'));
    h.upstream.push({ userIds: ['u9'], event: { type: 'SessionRevoked', sessionId: 'sess-ended' } });
    expect(await ended.closed).toEqual({ code: 4401, reason: 'session ended' });
    h.upstream.push({ userIds: ['u9'], event: { type: 'BalanceChanged', customerId: 'c', accountIds: [1] } });
    expect(await other.next()).toEqual({ type: 'BalanceChanged', customerId: 'c', accountIds: [1] });
    other.socket.close();
  });

  it('refuses the token of an ended session and a token of another brand', async () => {
    h.upstream.revoked.add('sess-gone');
    const gone = await openSocket(wsUrl(), sameOrigin('acme'));
    gone.send({ type: 'auth', accessToken: await h.upstream.sign('u8', 300, 'acme', 'sess-gone') });
    expect((await gone.closed).code).toBe(4401);
    const elsewhere = await openSocket(wsUrl(), sameOrigin('acme'));
    elsewhere.send({ type: 'auth', accessToken: await h.upstream.sign('u8', 300, 'zeta') });
    expect((await elsewhere.closed).code).toBe(4401);
  });
});

describe('body limits per call', () => {
  const MiB = 1024 * 1024;
  function multipart(fileBytes: number) {
    const boundary = 'op-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"type":1}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, Buffer.alloc(fileBytes, 7), tail]);
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  }
  it('a 10 MiB upload reaches the upstream; the same body to a JSON call is refused', async () => {
    const { body, type } = multipart(10 * MiB);
    const headers = { ...sameOrigin('acme'), authorization: 'Bearer t', 'content-type': type };
    const ok = await h.gateway.inject({
      method: 'POST',
      url: '/api/?method=customerDocumentUpload',
      headers,
      payload: body,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().received).toEqual({ uploadBytes: body.length });
    const json = await h.gateway.inject({ method: 'POST', url: '/api/?method=balanceInquiry', headers, payload: body });
    expect([json.statusCode, json.json().responseCode]).toEqual([413, 'TA1']);
  });
  it('an upload over its call limit is refused before the upstream', async () => {
    const { body, type } = multipart(21 * MiB);
    const headers = { ...sameOrigin('acme'), authorization: 'Bearer t', 'content-type': type };
    const res = await h.gateway.inject({
      method: 'POST',
      url: '/api/?method=customerDocumentUpload',
      headers,
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(h.upstream.lastRequest).toBeUndefined();
  });
});
