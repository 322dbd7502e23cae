import { context, trace } from '@opentelemetry/api';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTraceSink, traceTree, type TTraceSink } from './trace-sink.ts';
import { startTracing, tracedChildLogger, traceHttp, type TTracing } from './tracing.ts';

// Two services in one process: `front` calls `back` with fetch (undici), as the gateway calls core.
let sink: TTraceSink;
let tracing: TTracing;
const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});
const back = Fastify({ logger: { level: 'info', stream: logStream }, childLoggerFactory: tracedChildLogger });
const front = Fastify({ logger: { level: 'info', stream: logStream }, childLoggerFactory: tracedChildLogger });
let backUrl = '';
let frontUrl = '';

beforeAll(async () => {
  sink = await startTraceSink();
  tracing = startTracing('test', { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
  traceHttp(back);
  back.get('/items/:id', async (req) => {
    req.log.info('back handles it');
    return { id: (req.params as { id: string }).id };
  });
  traceHttp(front);
  front.get('/', async (req) => {
    req.log.info('front calls back');
    return (await fetch(`${backUrl}/items/7`)).json();
  });
  backUrl = await back.listen({ port: 0, host: '127.0.0.1' });
  frontUrl = await front.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await front.close();
  await back.close();
  await tracing.shutdown();
  await sink.close();
});

describe('tracing', { timeout: 20_000 }, () => {
  it('continues the caller’s trace through both services and puts its id on every request log line', async () => {
    // The caller is traced too (this process registered tracing): its fetch is a client span.
    const caller = trace.getTracer('test').startSpan('caller');
    const traceId = caller.spanContext().traceId;
    const res = await context.with(trace.setSpan(context.active(), caller), () => fetch(frontUrl));
    expect(await res.json()).toEqual({ id: '7' });
    caller.end();
    const spans = await sink.waitForTrace(traceId, (s) => s.length >= 5, 10_000);
    expect(traceTree(spans)).toBe(
      ['test: caller', '  test: GET', '    test: GET /', '      test: GET', '        test: GET /items/:id'].join('\n'),
    );
    const clientUrls = spans.filter((s) => s.kind === 3).map((s) => String(s.attributes['url.full']));
    expect(clientUrls.sort()).toEqual([`${backUrl}/items/7`, `${frontUrl}/`].sort());
    const own = logLines.filter((l) => l.trace_id === traceId);
    expect(own.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'front calls back', 'back handles it', 'request completed']),
    );
    expect(own).toHaveLength(6);
  });
});
