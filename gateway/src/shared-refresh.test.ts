import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app.ts';
import { parseGatewayConfig } from './config.ts';
import { INTERNAL_SECRET, startFakeUpstream, type TFakeUpstream } from './testing/fake-upstream.ts';
import { makeBrandsDir, sameOrigin } from './testing/gateway-harness.ts';
import { hasRedisServer, startRedisServer } from './testing/redis-server.ts';

/** Two gateway replicas sharing one Redis: one upstream refresh, one login budget. */
describe.skipIf(!hasRedisServer)('gateway replicas with REDIS_URL', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let upstream: TFakeUpstream;
  let replicas: FastifyInstance[];

  beforeAll(async () => {
    redis = await startRedisServer();
    upstream = await startFakeUpstream();
    const env = {
      API_UPSTREAM_LOCAL: upstream.url,
      INTERNAL_SECRET,
      LOG_LEVEL: 'silent',
      REDIS_URL: redis.url,
      RATE_LIMIT_LOGIN_MAX: '2',
      REFRESH_COLLAPSE_MS: '30000',
      BRANDS_DIR: makeBrandsDir(),
    };
    replicas = await Promise.all([buildGateway(parseGatewayConfig(env)), buildGateway(parseGatewayConfig(env))]);
    await Promise.all(replicas.map((r) => r.ready()));
  });
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await upstream.close();
    await redis.stop();
  });

  const post = (replica: FastifyInstance, url: string, cookie?: string) =>
    replica.inject({
      method: 'POST',
      url,
      headers: { ...sameOrigin('acme'), ...(cookie === undefined ? {} : { cookie }) },
      payload: '',
    });

  it('collapses one session refreshing on both replicas into one upstream call', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(replicas[i % 2]!, '/api/auth/refresh', 'op_rt=rt-shared')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().accessToken as string)).size).toBe(1);
    expect(upstream.refreshCalls).toBe(1);
  });

  it('shares the login rate limit', async () => {
    const a = replicas[0]!;
    const b = replicas[1]!;
    const codes = [(await post(a, '/api/auth/login')).statusCode, (await post(b, '/api/auth/login')).statusCode];
    expect(codes).toEqual([200, 200]);
    expect((await post(a, '/api/auth/login')).statusCode).toBe(429);
  });
});
