import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One received span, flattened from OTLP/JSON. */
export type TSinkSpan = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};

export type TTraceSink = {
  url: string;
  spans: TSinkSpan[];
  /** The spans of one trace, once `done(spans)` says it is complete (or the time is up). */
  waitForTrace(traceId: string, done: (spans: TSinkSpan[]) => boolean, timeoutMs?: number): Promise<TSinkSpan[]>;
  close(): Promise<void>;
};

type TOtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type TOtlpAttribute = { key: string; value: TOtlpValue };
type TOtlpRequest = {
  resourceSpans?: Array<{
    resource?: { attributes?: TOtlpAttribute[] };
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: TOtlpAttribute[];
      }>;
    }>;
  }>;
};

/** OTLP/JSON ids are hex; accept base64 too (protobuf-to-JSON mappers emit it). */
const hexId = (id: string | undefined) =>
  id === undefined || id === '' || /^[0-9a-f]+$/i.test(id)
    ? (id ?? '').toLowerCase()
    : Buffer.from(id, 'base64').toString('hex');
const attributes = (list: TOtlpAttribute[] | undefined) =>
  Object.fromEntries(
    (list ?? []).map((a) => [
      a.key,
      a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? a.value.doubleValue,
    ]),
  );

/**
 * A minimal OTLP/HTTP JSON receiver (POST /v1/traces) that keeps what it is sent: for checks
 * that a trace crosses the services (containers-check, tests), not for production.
 */
export async function startTraceSink(port = 0, host = '127.0.0.1'): Promise<TTraceSink> {
  const spans: TSinkSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).includes('json')) {
        res.writeHead(415).end();
        return;
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TOtlpRequest;
        for (const rs of body.resourceSpans ?? []) {
          const service = String(attributes(rs.resource?.attributes)['service.name'] ?? '');
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({
                service,
                traceId: hexId(s.traceId),
                spanId: hexId(s.spanId),
                parentSpanId: hexId(s.parentSpanId),
                name: s.name,
                kind: s.kind ?? 0,
                attributes: attributes(s.attributes),
              });
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    spans,
    async waitForTrace(traceId, done, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = spans.filter((s) => s.traceId === traceId);
        if (done(found) || Date.now() > until) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The spans of a trace as an indented tree: `service: name` per line, children under parents. */
export function traceTree(spans: TSinkSpan[]): string {
  const ids = new Set(spans.map((s) => s.spanId));
  const lines: string[] = [];
  const walk = (parent: string, depth: number) => {
    for (const s of spans.filter((x) => x.parentSpanId === parent)) {
      lines.push(`${'  '.repeat(depth)}${s.service}: ${s.name}`);
      walk(s.spanId, depth + 1);
    }
  };
  for (const root of spans.filter((s) => !ids.has(s.parentSpanId))) {
    lines.push(`${root.service}: ${root.name}${root.parentSpanId ? ' (parent outside the trace)' : ''}`);
    walk(root.spanId, 1);
  }
  return lines.join('\n');
}
