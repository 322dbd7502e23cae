import { RESTRICTION_REASONS } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import type { RecurringJob } from '../jobs/runner.ts';
import { notify, type TNotifyDeps } from '../platform/notifications/index.ts';
import { ADDRESS_TYPE_IDS, documentTypeName, IDENTITY_TYPE_IDS, isoDay } from './documents.ts';

/** Days before its expiry a confirmed document counts as expiring soon (our choice). */
export const EXPIRES_SOON_DAYS = 30;
/** Documents moved per run at most (the next run takes the rest). */
const BATCH = 500;

interface TMoved {
  id: number;
  customer_id: string;
  type: number;
  expires_date: Date | string;
  brand: string;
}

/** The users a customer's notices go to: its primary user(s). */
async function usersOf(q: Queryable, customerId: string): Promise<string[]> {
  return (
    await q.query<{ user_id: string }>(
      `SELECT user_id FROM customer_access WHERE customer_id = $1 AND is_primary AND access_rights > 0`,
      [customerId],
    )
  ).rows.map((r) => r.user_id);
}

/** The document types that answer an "expired documents" reason for a document of `type`. */
const replacementsOf = (type: number) =>
  IDENTITY_TYPE_IDS.includes(type) ? IDENTITY_TYPE_IDS : ADDRESS_TYPE_IDS.includes(type) ? ADDRESS_TYPE_IDS : [type];

/** Opens (or widens) the customer's "expired documents" limit reason for an expired document of `type`. */
async function openExpiredReason(tx: Queryable, customerId: string, type: number) {
  await tx.query(
    `INSERT INTO customer_limit_reasons (customer_id, reason_id, document_type_ids) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (customer_id, reason_id) WHERE cleared_at IS NULL
     DO UPDATE SET document_type_ids = (SELECT jsonb_agg(DISTINCT x) FROM jsonb_array_elements(
       customer_limit_reasons.document_type_ids || EXCLUDED.document_type_ids) x)`,
    [customerId, RESTRICTION_REASONS.expiredDocuments, JSON.stringify(replacementsOf(type))],
  );
}

/**
 * The tests' seeding route: a passport (type 1) that expired yesterday, as the job leaves it (the
 * e2e journeys cannot wait for the daily run): status expired and the "expired documents" reason.
 */
export async function seedExpiredDocumentForTests(tx: Queryable, customerId: string, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO customer_documents (customer_id, type, file_id, status, issued_date, expires_date, uploaded_by, status_changed_at)
     VALUES ($1, 1, $2, 'expired', current_date - 3650, current_date - 1, $3, now())`,
    [customerId, `seed-expired-${customerId}`, userId],
  );
  await openExpiredReason(tx, customerId, 1);
}

/**
 * One pass of the document-expiry job, at `today` (a fake clock in tests): confirmed documents
 * whose expiry is within EXPIRES_SOON_DAYS become expiredSoon (documentExpSoon); confirmed or
 * expiring documents past their expiry become expired (documentExpired) and the customer gets
 * the "expired documents" limit reason (1), naming the document types that answer it. Each
 * document in its own transaction with its notice. Returns how many documents moved.
 */
export async function runDocumentExpiry(db: Db, deps: TNotifyDeps, today: Date = new Date()): Promise<number> {
  const day = isoDay(today)!;
  let moved = 0;
  const expired = await db.query<TMoved>(
    `SELECT d.id, d.customer_id, d.type, d.expires_date, c.brand FROM customer_documents d JOIN customers c ON c.id = d.customer_id
      WHERE d.status IN ('confirmed', 'expiredSoon') AND d.expires_date < $1::date ORDER BY d.expires_date LIMIT $2`,
    [day, BATCH],
  );
  for (const d of expired.rows) {
    await db.transaction(async (tx) => {
      const r = await tx.query(
        `UPDATE customer_documents SET status = 'expired', status_changed_at = now(), version = version + 1
          WHERE id = $1 AND status IN ('confirmed', 'expiredSoon')`,
        [d.id],
      );
      if (r.rowCount === 0) return;
      moved++;
      await openExpiredReason(tx, d.customer_id, d.type);
      await notify(tx, deps, { userIds: await usersOf(tx, d.customer_id), brand: d.brand }, 'documentExpired', {
        document: documentTypeName(d.type),
      });
    });
  }
  const soon = await db.query<TMoved>(
    `SELECT d.id, d.customer_id, d.type, d.expires_date, c.brand FROM customer_documents d JOIN customers c ON c.id = d.customer_id
      WHERE d.status = 'confirmed' AND d.expires_date >= $1::date AND d.expires_date < $1::date + $2::int
      ORDER BY d.expires_date LIMIT $3`,
    [day, EXPIRES_SOON_DAYS, BATCH],
  );
  for (const d of soon.rows) {
    await db.transaction(async (tx) => {
      const r = await tx.query(
        `UPDATE customer_documents SET status = 'expiredSoon', status_changed_at = now(), version = version + 1
          WHERE id = $1 AND status = 'confirmed'`,
        [d.id],
      );
      if (r.rowCount === 0) return;
      moved++;
      await notify(tx, deps, { userIds: await usersOf(tx, d.customer_id), brand: d.brand }, 'documentExpSoon', {
        document: documentTypeName(d.type),
        date: isoDay(d.expires_date)!,
      });
    });
  }
  return moved;
}

/** The recurring job (daily, 02:17 UTC) on the jobs runner. */
export function kycJobs(deps: TNotifyDeps, cron = '17 2 * * *'): RecurringJob[] {
  return [{ name: 'kyc-document-expiry', cron, run: async ({ db }) => void (await runDocumentExpiry(db, deps)) }];
}
