import { trace } from '@opentelemetry/api';
import { expect, it } from 'vitest';
import { startTracing } from './tracing.ts';

// A file of its own: startTracing registers process-wide providers.
it('stops without an error, and in bounded time, when the collector is gone', async () => {
  const tracing = startTracing('lost', {
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    OTEL_BSP_SCHEDULE_DELAY: '60000',
  });
  trace.getTracer('test').startSpan('never delivered').end();
  const started = Date.now();
  await expect(tracing.shutdown()).resolves.toBeUndefined();
  expect(Date.now() - started).toBeLessThan(5000);
});
