import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { FILE_BYTES, VERBATIM_JSON } from './testing/fake-upstream.ts';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';

let h: THarness;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMIT_LOGIN_MAX: '3' });
});
afterAll(async () => h.close());
beforeEach(() => {
  h.upstream.refreshCalls = 0;
});

type TInject = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  cookie?: string;
};
/** A call as acme's page makes it: same origin, unless the test's headers say otherwise. */
function call({ url, method = 'POST', headers = {}, body, cookie }: TInject) {
  const all: Record<string, string> = { ...sameOrigin('acme'), ...headers };
  if (cookie !== undefined) all.cookie = cookie;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) all['content-type'] = 'application/json';
  return h.gateway.inject({ method, url, headers: all, ...(payload === undefined ? {} : { payload }) });
}

function refreshCookieOf(res: { cookies: Array<{ name: string; value: string } & Record<string, unknown>> }) {
  return res.cookies.find((c) => c.name === 'op_rt');
}

describe('/api proxy', () => {
  it('strips /api and forwards the method call with its headers but never cookies', async () => {
    const res = await call({
      url: '/api/?method=balanceInquiry',
      body: { a: 1 },
      headers: {
        authorization: 'Bearer t',
        'customer-id': '7',
        'accept-language': 'es',
        'client-version': '2.1.2',
        'idempotency-key': 'k1',
      },
      cookie: 'op_rt=secret; other=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ responseCode: '00', method: 'balanceInquiry', bearer: 'Bearer t' });
    const seen = h.upstream.lastRequest;
    expect(seen?.url).toBe('/?method=balanceInquiry');
    expect(seen?.body).toEqual({ a: 1 });
    expect(seen?.headers).toMatchObject({
      'customer-id': '7',
      'accept-language': 'es',
      'client-version': '2.1.2',
      'idempotency-key': 'k1',
      'x-brand': 'acme',
    });
    expect(seen?.headers.cookie).toBeUndefined();
  });

  it('maps /api/auth/login to /auth/login', async () => {
    const res = await call({ url: '/api/auth/login', body: { username: 'u' } });
    expect(res.json()).toEqual({ authFlow: 'simple', code: 'code-1' });
    expect(h.upstream.lastRequest?.url).toBe('/auth/login');
  });

  it('chooses the upstream by x-api-index and refuses an unknown index', async () => {
    const ok = await call({ url: '/api/?method=x', headers: { 'x-api-index': 'local' }, body: {} });
    expect(ok.statusCode).toBe(200);
    const unknown = await call({ url: '/api/?method=x', headers: { 'x-api-index': '99-nobody' }, body: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ responseCode: 'TA1', responseDescription: 'Unknown API index' });
  });

  it("blocks /api/internal/* and the contract's internal calls however they are spelled", async () => {
    for (const url of [
      '/api/internal/realtime',
      '/api/INTERNAL/realtime',
      '/api/%69nternal/realtime',
      '/api//internal/realtime',
      '/api/x/../internal/realtime',
      '/api/users/u-1/check-password',
      '/api/Users/u-1/devices/d-1/approve',
      '/api/users/u-1',
      '/api/users/u-1/',
      '/api/%75sers/u-1/push',
    ]) {
      h.upstream.lastRequest = undefined as THarness['upstream']['lastRequest'];
      const res = await call({ url, method: 'GET' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ responseCode: 'IM', responseDescription: ERROR_MESSAGES.notFound });
      // Nothing reached the upstream but, perhaps, the gateway's own stream (it carries the secret).
      const seen = h.upstream.lastRequest;
      if (seen !== undefined) expect(seen.headers['x-internal-secret'], url).toBeDefined();
    }
  });

  it('passes a JSON answer on byte for byte (no parse and serialize on the way)', async () => {
    const res = await call({ url: '/api/?method=verbatim', body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(VERBATIM_JSON);
  });

  it('streams a file answer on with its type, name and every byte', async () => {
    const res = await call({ url: '/api/files/agreement', method: 'GET' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="a.pdf"');
    expect(res.rawPayload.equals(FILE_BYTES)).toBe(true);
  });

  it('masks upstream 5xx detail', async () => {
    const res = await call({ url: '/api/?method=boom', body: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ responseCode: 'UE', responseDescription: ERROR_MESSAGES.serverError });
  });

  it('answers 413 TA1 for a body over the limit', async () => {
    const res = await call({ url: '/api/?method=x', body: { big: 'x'.repeat(300 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ responseCode: 'TA1' });
  });
});

describe('refresh token cookie', () => {
  it('moves refreshToken from /auth/token into an httpOnly cookie', async () => {
    const res = await call({ url: '/api/auth/token', body: { code: 'c' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshToken).toBeUndefined();
    expect(typeof res.json().accessToken).toBe('string');
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ value: 'rt-1', httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(cookie?.secure).toBeFalsy();
    // A bank session ends with the browser unless the customer chose to stay signed in.
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it('keeps the cookie for 30 days when the customer chose to stay signed in, across rotations', async () => {
    const signIn = await call({ url: '/api/auth/token', body: { code: 'c' }, headers: { 'x-stay-signed-in': '1' } });
    expect(refreshCookieOf(signIn)).toMatchObject({ value: 'rt-1', maxAge: 30 * 24 * 3600 });
    const stay = signIn.cookies.find((c) => c.name === 'op_stay');
    expect(stay).toMatchObject({ value: '1', httpOnly: true, maxAge: 30 * 24 * 3600 });
    const rotated = await call({ url: '/api/auth/refresh', cookie: 'op_rt=rt-s1; op_stay=1' });
    expect(refreshCookieOf(rotated)).toMatchObject({ maxAge: 30 * 24 * 3600 });
    const sessionOnly = await call({ url: '/api/auth/refresh', cookie: 'op_rt=rt-s2' });
    expect(refreshCookieOf(sessionOnly)?.maxAge).toBeUndefined();
  });

  it('moves refreshToken out of accountActivate too', async () => {
    const res = await call({ url: '/api/?method=accountActivate', body: {} });
    expect(res.json()).toMatchObject({ responseCode: '00' });
    expect(res.json().refreshToken).toBeUndefined();
    expect(refreshCookieOf(res)?.value).toBe('rt-activate');
  });

  it('fills an empty refresh from the cookie and rotates the cookie', async () => {
    const res = await call({ url: '/api/auth/refresh', cookie: 'op_rt=rt-a' });
    expect(res.statusCode).toBe(200);
    expect(h.upstream.lastRequest?.body).toEqual({ refreshToken: 'rt-a' });
    expect(res.json().refreshToken).toBeUndefined();
    expect(refreshCookieOf(res)?.value).toMatch(/^rt-a-next/);
  });

  it('answers 401 AU without a cookie, and clears the cookie when refresh fails', async () => {
    const none = await call({ url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.emptyRefreshToken });
    const bad = await call({ url: '/api/auth/refresh', cookie: 'op_rt=bad-1' });
    expect(bad.statusCode).toBe(401);
    expect(refreshCookieOf(bad)?.value).toBe('');
  });

  it('logout sends the cookie token upstream and clears the cookie', async () => {
    const res = await call({ url: '/api/auth/logout', cookie: 'op_rt=rt-z', headers: { authorization: 'Bearer t' } });
    expect(res.statusCode).toBe(200);
    expect(h.upstream.lastRequest?.body).toEqual({ refreshToken: 'rt-z' });
    expect(refreshCookieOf(res)?.value).toBe('');
  });

  it('collapses concurrent refreshes of one session into one upstream call', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call({ url: '/api/auth/refresh', cookie: 'op_rt=rt-many' })),
    );
    expect(h.upstream.refreshCalls).toBe(1);
    const tokens = new Set(answers.map((a) => a.json().accessToken as string));
    const cookies = new Set(answers.map((a) => refreshCookieOf(a)?.value));
    expect(tokens.size).toBe(1);
    expect(cookies.size).toBe(1);
    // A tab arriving just after gets the same pair, still without a second upstream call.
    const late = await call({ url: '/api/auth/refresh', cookie: 'op_rt=rt-many' });
    expect(late.json().accessToken).toBe([...tokens][0]);
    expect(h.upstream.refreshCalls).toBe(1);
  });
});

describe('401 -> one refresh, one retry', () => {
  it('retries with the new bearer and hands it back in x-access-token', async () => {
    const res = await call({
      url: '/api/?method=needsFreshToken',
      body: {},
      headers: { authorization: 'Bearer stale' },
      cookie: 'op_rt=rt-retry',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.headers['x-access-token'];
    expect(typeof fresh).toBe('string');
    expect(res.json()).toEqual({ responseCode: '00', bearer: `Bearer ${fresh as string}` });
    expect(refreshCookieOf(res)?.value).toMatch(/^rt-retry-next/);
    expect(h.upstream.refreshCalls).toBe(1);
  });

  it('returns the 401 and clears the cookie when refresh fails', async () => {
    const res = await call({
      url: '/api/?method=needsFreshToken',
      body: {},
      headers: { authorization: 'Bearer stale' },
      cookie: 'op_rt=bad-2',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-access-token']).toBeUndefined();
    expect(refreshCookieOf(res)?.value).toBe('');
  });

  it('does not refresh without a cookie', async () => {
    const res = await call({
      url: '/api/?method=needsFreshToken',
      body: {},
      headers: { authorization: 'Bearer stale' },
    });
    expect(res.statusCode).toBe(401);
    expect(h.upstream.refreshCalls).toBe(0);
  });
});

describe('rate limits', () => {
  it('limits /api/auth/login per IP with a 429 AE envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await call({ url: '/api/auth/login', body: {} })).statusCode);
    expect(codes).toContain(429);
    const res = await call({ url: '/api/auth/login', body: {} });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ responseCode: 'AE', responseDescription: ERROR_MESSAGES.tooManyRequests });
  });
});
