import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import type { Db, Queryable, Tx } from './types.ts';

const MAX_QUERY_TEXT = 1000;

/** `INSERT INTO x …` -> `INSERT`; a statement's first keyword names its span. */
function operationOf(sql: string): string {
  return /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
}

/** A span named after its operation, and saying it. */
const OPERATION = (name: string) => () => ({ name, extra: { 'db.operation.name': name } });

/**
 * OpenTelemetry client spans around every statement and transaction, children of whatever span
 * is active (core's server span). Without a registered tracer provider (tests, tools) the API's
 * no-op tracer makes this nearly free.
 */
export function traceDb(db: Db, attributes: Attributes): Db {
  const tracer = trace.getTracer('@openportal/db');
  // Under a parent that is not recorded (no exporter, or a trace not sampled) a child span would
  // not be recorded either (parent-based sampling): no span, no attributes, no context switch
  // around the statement (issue 25: tracing took about 5% of core's busy time in a transfers
  // profile without an exporter).
  const unrecorded = () => trace.getActiveSpan()?.isRecording() === false;
  /** `run` in a client span (its name and attributes made only when the span is), or bare when unrecorded. */
  const spanned = async <T>(what: () => { name: string; extra: Attributes }, run: () => Promise<T>): Promise<T> => {
    if (unrecorded()) return run();
    const { name, extra } = what();
    return tracer.startActiveSpan(
      name,
      { kind: SpanKind.CLIENT, attributes: { ...attributes, ...extra } },
      async (span) => {
        try {
          return await run();
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
  const traced = (q: Queryable): Queryable => ({
    query: (sql, params) =>
      spanned(
        () => {
          const name = operationOf(sql);
          return { name, extra: { 'db.operation.name': name, 'db.query.text': sql.slice(0, MAX_QUERY_TEXT) } };
        },
        () => q.query(sql, params),
      ),
  });
  const top = traced(db);
  return {
    ...db,
    kind: db.kind,
    query: top.query,
    transaction: (fn, options) =>
      spanned(OPERATION('TRANSACTION'), () => db.transaction((tx: Tx) => fn(traced(tx)), options)),
    exec: (sql) => spanned(OPERATION('EXEC'), () => db.exec(sql)),
    listen: (channel, onPayload, onState) => db.listen(channel, onPayload, onState),
    close: () => db.close(),
  };
}

/** What a span says about the database it ran on (never the password). */
export function databaseAttributes(url: string | undefined): Attributes {
  if (url === undefined) return { 'db.system.name': 'postgresql', 'db.openportal.engine': 'pglite' };
  const u = new URL(url);
  return {
    'db.system.name': 'postgresql',
    'db.namespace': decodeURIComponent(u.pathname.replace(/^\//, '')),
    'server.address': u.hostname,
    'server.port': Number(u.port || 5432),
  };
}
