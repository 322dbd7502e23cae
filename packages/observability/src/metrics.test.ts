import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetrics, instrumentHttp, startMetricsServer } from './metrics.ts';

describe('metrics', () => {
  const metrics = createMetrics('test');
  const app = Fastify();
  instrumentHttp(app, metrics, (name) => name === 'balanceInquiry');
  app.post('/', async (req, reply) =>
    (req.query as { method?: string }).method === 'balanceInquiry'
      ? { responseCode: '00', accounts: [] }
      : reply.status(400).send({ responseCode: 'TA1', responseDescription: 'bad' }),
  );
  app.get('/items/:id', async () => ({ ok: true }));
  afterAll(() => app.close());

  it('counts requests by route template, known call and status, and envelope codes', async () => {
    await app.inject({ method: 'POST', url: '/?method=balanceInquiry' });
    await app.inject({ method: 'POST', url: '/?method=balanceInquiry' });
    await app.inject({ method: 'POST', url: '/?method=made-up-name' });
    await app.inject({ method: 'GET', url: '/items/42' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'http_requests_total{method="POST",route="/",call="balanceInquiry",status_code="200",service="test"} 2',
    );
    expect(text).toContain('http_requests_total{method="POST",route="/",call="",status_code="400",service="test"} 1');
    expect(text).toContain(
      'http_requests_total{method="GET",route="/items/:id",call="",status_code="200",service="test"} 1',
    );
    expect(text).toContain('route="unmatched",call="",status_code="404"');
    expect(text).not.toContain('made-up-name');
    expect(text).toContain('openportal_response_codes_total{code="00",service="test"} 2');
    expect(text).toContain('openportal_response_codes_total{code="TA1",service="test"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/items\/:id"[^}]*\} 1/);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('serves /metrics on a port of its own', async () => {
    const server = await startMetricsServer({ registry: metrics.registry, port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('http_requests_total');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
