import type { Db, Queryable } from '@openportal/db';
import type { TRealtimeDelivery } from '@openportal/contract';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Written in the caller's transaction: nothing leaves for a transaction that rolled back. */
export async function enqueueMail(tx: Queryable, mail: MailMessage) {
  await tx.query(`INSERT INTO outbox (kind, payload) VALUES ('mail', $1)`, [mail]);
}

/** Several realtime deliveries in one statement. */
export async function enqueueRealtime(tx: Queryable, deliveries: readonly TRealtimeDelivery[]) {
  if (deliveries.length === 0) return;
  await tx.query(`INSERT INTO outbox (kind, payload) SELECT 'realtime', p FROM unnest($1::jsonb[]) AS p`, [
    deliveries.map((d) => JSON.stringify(d)),
  ]);
}

export interface OutboxHandlers {
  mail(message: MailMessage): Promise<void>;
  /** Runs inside the dispatcher's transaction, so it may notify other replicas on commit. */
  realtime(delivery: TRealtimeDelivery, tx: Queryable): Promise<void>;
}

const BATCH = 50;
const MAX_ATTEMPTS = 10;

/**
 * Sends pending outbox rows after commit. Rows are claimed with SKIP LOCKED so several core
 * replicas share the work; a failure is retried with exponential backoff, then parked.
 */
export function startOutboxDispatcher(db: Db, handlers: OutboxHandlers, options: { idleMs?: number } = {}) {
  const idleMs = options.idleMs ?? 250;
  let stopped = false;
  let wake: (() => void) | null = null;

  async function drainOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = (
        await tx.query<{ id: string; kind: 'mail' | 'realtime'; payload: unknown; attempts: number }>(
          `SELECT id, kind, payload, attempts FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < $1
          ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
          [MAX_ATTEMPTS, BATCH],
        )
      ).rows;
      // Marking rows sent may be lost in a crash: they are then sent again (at least once).
      await tx.query('SET LOCAL synchronous_commit = off');
      const sent: string[] = [];
      for (const row of rows) {
        try {
          if (row.kind === 'mail') await handlers.mail(row.payload as MailMessage);
          else await handlers.realtime(row.payload as TRealtimeDelivery, tx);
          sent.push(row.id);
        } catch (error) {
          await tx.query(
            `UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
            [row.id, String((error as Error).message).slice(0, 500), 2 ** Math.min(row.attempts, 10)],
          );
        }
      }
      if (sent.length > 0) {
        await tx.query('UPDATE outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = ANY($1::int8[])', [sent]);
      }
      return rows.length;
    });
  }

  async function loop() {
    while (!stopped) {
      // A failed drain (database briefly unavailable) counts as idle: try again after the wait.
      const n = await drainOnce().catch(() => 0);
      if (n === 0 && !stopped)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, idleMs);
        });
      wake = null;
    }
  }
  const running = loop();
  return {
    /** Called after a commit that wrote outbox rows, to send them without waiting. */
    poke() {
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await running;
    },
    drainOnce,
  };
}
