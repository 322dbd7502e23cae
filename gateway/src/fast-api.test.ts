import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ERROR_MESSAGES } from '@openportal/contract';
import { sameOrigin, startHarness, type THarness } from './testing/gateway-harness.ts';
import { tokenAnswering, tokenMethods } from './token-calls.ts';

/** The gateway listening for real: the fast path sits in front of Fastify, which `inject` skips. */
async function listening(env: Record<string, string> = {}) {
  const h = await startHarness(env);
  const address = await h.gateway.listen({ port: 0, host: '127.0.0.1' });
  return { h, url: address };
}

type TCall = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

function caller(url: () => string) {
  return async ({ path, method = 'POST', headers = {}, body }: TCall) => {
    const res = await request(`${url()}${path}`, {
      method,
      headers: {
        ...sameOrigin('acme'),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body }),
    });
    return res;
  };
}

describe('/api fast path', () => {
  let h: THarness;
  let base = '';
  const call = caller(() => base);
  beforeAll(async () => ({ h, url: base } = await listening()));
  afterAll(async () => h.close());

  it('streams the call upstream with the allowed headers only, and back without Fastify (no rate-limit headers)', async () => {
    const res = await call({
      path: '/api/?method=balanceInquiry',
      body: '{"a":1}',
      headers: { authorization: 'Bearer t', 'idempotency-key': 'k1', 'x-secret': 's', cookie: 'other=1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({ responseCode: '00', method: 'balanceInquiry', bearer: 'Bearer t' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    const seen = h.upstream.lastRequest!;
    expect(seen.url).toBe('/?method=balanceInquiry');
    expect(seen.body).toEqual({ a: 1 });
    expect(seen.headers).toMatchObject({ 'idempotency-key': 'k1', 'x-brand': 'acme', authorization: 'Bearer t' });
    expect(seen.headers['x-secret']).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
  });

  it('refuses a call from another origin before the upstream sees it', async () => {
    h.upstream.lastRequest = undefined;
    const res = await call({
      path: '/api/?method=balanceInquiry',
      body: '{}',
      headers: { origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await res.body.json()).toEqual({ responseCode: '13', responseDescription: ERROR_MESSAGES.accessDenied });
    expect(h.upstream.lastRequest).toBeUndefined();
  });

  it('passes an answer on as it arrives (the first bytes before the upstream has finished)', async () => {
    const res = await call({ path: '/api/files/stream', method: 'GET' });
    expect(res.statusCode).toBe(200);
    const chunks: string[] = [];
    for await (const chunk of res.body) {
      chunks.push(String(chunk));
      if (chunks.join('') === 'first;') h.upstream.finishStream!();
    }
    expect(chunks.join('')).toBe('first;last');
  });

  it("masks an upstream 5xx answer's detail", async () => {
    const res = await call({ path: '/api/?method=boom', body: '{}' });
    expect(res.statusCode).toBe(500);
    const text = await res.body.text();
    expect(text).not.toContain('secret detail');
    expect(JSON.parse(text)).toMatchObject({ responseCode: 'UE' });
  });

  it("leaves token answers to Fastify's path: the refresh token goes into the cookie, out of the body", async () => {
    const res = await call({ path: '/api/?method=accountActivate', body: '{}' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
    const answer = (await res.body.json()) as Record<string, unknown>;
    expect(answer.refreshToken).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toContain('op_rt=rt-activate');
  });

  it("refreshes and retries a browser's 401 as before (bearer and refresh cookie: Fastify's path)", async () => {
    const res = await call({
      path: '/api/?method=needsFreshToken',
      body: '{}',
      headers: { authorization: 'Bearer stale', cookie: 'op_rt=rt-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-access-token']).toBeDefined();
  });
});

describe('/api fast path rate limit (in memory)', () => {
  let h: THarness;
  let base = '';
  const call = caller(() => base);
  beforeAll(async () => ({ h, url: base } = await listening({ RATE_LIMIT_GLOBAL_MAX: '3' })));
  afterAll(async () => h.close());

  it('answers the catalogue 429 past the limit, with Retry-After', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) {
      const res = await call({ path: '/api/?method=balanceInquiry', body: '{}' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(await res.body.json()).toMatchObject({ responseCode: 'AE' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      } else await res.body.dump();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('calls whose answers carry tokens (from the contract)', () => {
  it('names the activation and token calls, not the money calls', () => {
    expect(tokenMethods().has('accountActivate')).toBe(true);
    expect(tokenMethods().has('balanceInquiry')).toBe(false);
    expect(tokenAnswering('/?method=accountActivate')).toBe(true);
    expect(tokenAnswering('/?method=transferBetweenAccounts')).toBe(false);
    expect(tokenAnswering('/auth/token')).toBe(true);
  });
});
