import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { observeHttpService } from './http-service.ts';

describe('observeHttpService', () => {
  it('counts the requests and serves /metrics on its own port only while the app listens', async () => {
    const app = Fastify();
    const metrics = observeHttpService(app, {
      service: 'svc',
      isCall: (name) => name === 'known',
      metricsPort: 0,
      host: '127.0.0.1',
    });
    const seen: string[] = [];
    app.log.info = ((message: string) => void seen.push(message)) as typeof app.log.info;
    app.post('/', async () => ({ responseCode: '00' }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await fetch(`${url}/?method=known`, { method: 'POST' });
      const line = seen.find((m) => m.startsWith('metrics: '));
      expect(line).toMatch(/^metrics: http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const text = await (await fetch(line!.slice('metrics: '.length))).text();
      expect(text).toContain(
        'http_requests_total{method="POST",route="/",call="known",status_code="200",service="svc"} 1',
      );
      expect(await metrics.registry.metrics()).toContain('openportal_response_codes_total{code="00",service="svc"} 1');
    } finally {
      await app.close();
    }
  });

  it('starts no metrics server without a port', async () => {
    const app = Fastify();
    observeHttpService(app, { service: 'svc', isCall: () => false, metricsPort: undefined, host: '127.0.0.1' });
    const seen: string[] = [];
    app.log.info = ((message: string) => void seen.push(message)) as typeof app.log.info;
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(seen.filter((m) => m.startsWith('metrics: '))).toEqual([]);
  });
});
