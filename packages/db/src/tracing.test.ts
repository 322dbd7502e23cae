import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { openDatabase, type Db } from './index.ts';

describe('database spans (traceDb)', () => {
  const exporter = new InMemorySpanExporter();
  const recorded = new TracerProvider({
    sampler: new AlwaysOnSampler(),
    spanProcessors: [new SimpleSpanProcessor({ exporter })],
  });
  const unrecorded = new TracerProvider({ sampler: new AlwaysOffSampler() });
  let db: Db;
  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(recorded);
    db = await openDatabase({ url: process.env.DATABASE_URL });
  });
  afterAll(async () => {
    await db.close();
    trace.disable();
    context.disable();
  });

  const names = () => exporter.getFinishedSpans().map((s) => s.name);

  it('records a statement and a transaction as children of a recorded request span', async () => {
    exporter.reset();
    await recorded.getTracer('test').startActiveSpan('request', async (span) => {
      await db.query('SELECT 1 AS one');
      await db.transaction(async (tx) => tx.query('SELECT 2 AS two'));
      span.end();
    });
    expect(names()).toEqual(['SELECT', 'SELECT', 'TRANSACTION', 'request']);
    const parent = exporter
      .getFinishedSpans()
      .find((s) => s.name === 'request')!
      .spanContext().spanId;
    expect(exporter.getFinishedSpans()[0]!.parentSpanContext?.spanId).toBe(parent);
  });

  it('makes no span under a request span that is not recorded (no exporter, or not sampled)', async () => {
    exporter.reset();
    await unrecorded.getTracer('test').startActiveSpan('request', async (span) => {
      expect(span.isRecording()).toBe(false);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one).toBe(1);
      await db.transaction(async (tx) => tx.query('SELECT 2 AS two'));
      span.end();
    });
    expect(names()).toEqual([]);
  });
});
