import { formatMinor, type TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** The filters of the checker's list (spec 2 §7 approvals: transaction requests list). */
export interface TRequestFilter {
  customerId: string;
  page: number;
  size: number;
  transactionType?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** The maker: a user id or an e-mail (transactionRequestUserList gives both). */
  createdBy?: string | undefined;
}

const WHERE = `p.customer_id = $1 AND p.status = 'pending' AND p.mode = 'checker' AND p.expires_at > now()
   AND ($2::text IS NULL OR p.transfer_kind = $2)
   AND ($3::date IS NULL OR p.created_at >= $3::date)
   AND ($4::date IS NULL OR p.created_at < $4::date + 1)
   AND ($5::text IS NULL OR p.user_id = $5 OR lower(u.email) = lower($5))`;

/**
 * The customer's requests waiting for a checker (maker-checker), newest first: single ones
 * paged, and those of a mass file grouped by batch. Any user of the customer may read them
 * (read rights); deciding needs rights 2 or 4.
 */
export async function transactionRequests(q: Queryable, f: TRequestFilter) {
  const args = [f.customerId, f.transactionType ?? null, f.fromDate ?? null, f.toDate ?? null, f.createdBy ?? null];
  const singles = await q.query<{
    id: string;
    transfer_kind: string;
    amount_minor: string;
    currency: string;
    email: string;
    created_at: Date;
    payee: string;
    total: number;
  }>(
    `SELECT p.id, p.transfer_kind, p.amount_minor::text, p.currency, u.email, p.created_at,
            coalesce(nullif(p.payee, ''), 'account ' || p.to_account_id) AS payee,
            count(*) OVER ()::int AS total
       FROM payment_approvals p JOIN users u ON u.id = p.user_id
      WHERE ${WHERE} AND p.batch_id IS NULL
      ORDER BY p.created_at DESC, p.id LIMIT $6 OFFSET $7`,
    [...args, f.size, (f.page - 1) * f.size],
  );
  const batches = await q.query<{
    batch_id: string;
    n: number;
    total_minor: string;
    currency: string;
    email: string;
    created_at: Date;
  }>(
    `SELECT p.batch_id, count(*)::int AS n, sum(p.amount_minor)::text AS total_minor, min(p.currency) AS currency,
            min(u.email) AS email, min(p.created_at) AS created_at
       FROM payment_approvals p JOIN users u ON u.id = p.user_id
      WHERE ${WHERE} AND p.batch_id IS NOT NULL
      GROUP BY p.batch_id ORDER BY min(p.created_at) DESC LIMIT 50`,
    args,
  );
  return {
    transactionRequestList: singles.rows.map((r) => ({
      id: r.id,
      transactionType: r.transfer_kind,
      groupedTransactionType: r.transfer_kind,
      amount: formatMinor(BigInt(r.amount_minor), r.currency as TCurrencyCode),
      currencyCode: r.currency as TCurrencyCode,
      createdBy: r.email,
      createdAt: r.created_at.toISOString(),
      beneficiary: r.payee,
      status: 'pending' as const,
    })),
    massTransactionRequestList: batches.rows.map((b) => ({
      batchId: b.batch_id,
      batchName: b.batch_id,
      count: b.n,
      total: formatMinor(BigInt(b.total_minor), b.currency as TCurrencyCode),
      currencyCode: b.currency as TCurrencyCode,
      createdBy: b.email,
      createdAt: b.created_at.toISOString(),
    })),
    total: singles.rows[0]?.total ?? 0,
  };
}

/** The makers of the customer's requests (the list's creator filter): id, name, e-mail. */
export async function requestMakers(q: Queryable, customerId: string) {
  const r = await q.query<{ id: string; name: string; email: string }>(
    `SELECT u.id, concat_ws(' ', u.first_name, u.last_name) AS name, u.email
       FROM users u WHERE u.id IN (SELECT DISTINCT user_id FROM payment_approvals WHERE customer_id = $1 AND mode = 'checker')
      ORDER BY u.email`,
    [customerId],
  );
  return r.rows;
}

/**
 * The nav badge: requests the caller could decide now (pending, in time, not their own),
 * single and by batch. An initiator, read-only or uploading user decides none: zero.
 */
export async function requestCounts(q: Queryable, customerId: string, userId: string, canApprove: boolean) {
  if (!canApprove) return { transactionRequestCount: 0, massTransactionRequestCount: 0 };
  const r = await q.query<{ single: number; mass: number }>(
    `SELECT count(*) FILTER (WHERE batch_id IS NULL)::int AS single, count(DISTINCT batch_id)::int AS mass
       FROM payment_approvals
      WHERE customer_id = $1 AND status = 'pending' AND mode = 'checker' AND expires_at > now() AND user_id <> $2`,
    [customerId, userId],
  );
  return { transactionRequestCount: r.rows[0]!.single, massTransactionRequestCount: r.rows[0]!.mass };
}
