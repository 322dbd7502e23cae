import { setTimeout as sleep } from 'node:timers/promises';
import { SERVICE_ROUTES, ZRealtimeDelivery, type TRealtimeDelivery } from '@openportal/contract';
import { createSseParser } from './sse-parser.ts';

export type TStreamLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type TRealtimeStreamOptions = {
  base: string;
  secret: string;
  reconnectMinMs?: number;
  reconnectMaxMs: number;
  /** No byte (data or heartbeat comment) for this long: the stream is taken as dead. */
  idleMs: number;
  log: TStreamLog;
  onDelivery(delivery: TRealtimeDelivery): void;
  /**
   * Whether a delivery to these users and waits would reach a socket here; one that would not is
   * dropped before it is checked against the contract (most deliveries, on a gateway whose
   * customers are not all online). Absent: every delivery is checked and handed over.
   */
  reaches?(userIds: readonly string[], waitIds: readonly string[]): boolean;
};

const MAX_EVENT_CHARS = 256 * 1024;

/** One connection to `<base>/internal/realtime`; resolves when the stream ends. */
async function readStreamOnce(opts: TRealtimeStreamOptions, stop: AbortSignal, onOpen: () => void): Promise<void> {
  const idle = new AbortController();
  // One timer per connection that checks when the last byte came (a timer re-armed per chunk
  // cost a clear and a set on every delivery).
  let lastByteAt = performance.now();
  const idleCheck = setInterval(
    () => {
      if (performance.now() - lastByteAt >= opts.idleMs) idle.abort();
    },
    Math.max(10, Math.floor(opts.idleMs / 4)),
  );
  const signal = AbortSignal.any([stop, idle.signal]);
  try {
    const headers = { accept: 'text/event-stream', 'x-internal-secret': opts.secret };
    const res = await fetch(`${opts.base}${SERVICE_ROUTES.realtimeStream}`, { headers, signal });
    if (!res.ok || res.body === null) throw new Error(`realtime stream answered HTTP ${res.status}`);
    onOpen();
    const parse = createSseParser(MAX_EVENT_CHARS);
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      lastByteAt = performance.now();
      for (const data of parse(decoder.decode(chunk, { stream: true }))) deliver(opts, data);
    }
  } finally {
    clearInterval(idleCheck);
  }
}

const ids = (v: unknown): readonly string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : [];

function deliver(opts: TRealtimeStreamOptions, data: string): void {
  let parsed;
  try {
    const raw = JSON.parse(data) as { userIds?: unknown; waitIds?: unknown } | null;
    if (opts.reaches !== undefined && raw !== null && typeof raw === 'object') {
      if (!opts.reaches(ids(raw.userIds), ids(raw.waitIds))) return;
    }
    parsed = ZRealtimeDelivery.safeParse(raw);
  } catch {
    parsed = undefined;
  }
  if (parsed?.success === true) opts.onDelivery(parsed.data);
  else opts.log.warn({ base: opts.base }, 'realtime: dropped a delivery that does not match ZRealtimeDelivery');
}

/**
 * Keeps one SSE connection to an upstream's realtime stream open, reconnecting with doubling
 * backoff (reset after each successful connect). Events sent while it is down are lost; the
 * portal reloads its data on its own schedule. Returns a stop function.
 */
export function startRealtimeStream(opts: TRealtimeStreamOptions): () => void {
  const controller = new AbortController();
  const minMs = opts.reconnectMinMs ?? 250;
  void (async () => {
    let delayMs = minMs;
    while (!controller.signal.aborted) {
      try {
        await readStreamOnce(opts, controller.signal, () => {
          delayMs = minMs;
          opts.log.info({ base: opts.base }, 'realtime: stream connected');
        });
      } catch (error) {
        if (controller.signal.aborted) break;
        opts.log.warn({ base: opts.base, err: String(error) }, 'realtime: stream failed');
      }
      await sleep(delayMs, undefined, { signal: controller.signal }).catch(() => undefined);
      delayMs = Math.min(delayMs * 2, opts.reconnectMaxMs);
    }
  })();
  return () => controller.abort();
}
