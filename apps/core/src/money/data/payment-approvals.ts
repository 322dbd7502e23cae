import type { Queryable } from '@openportal/db';

/** Where a payment approval request is: waiting, or how it ended. */
export type TApprovalStatus = 'pending' | 'approved' | 'denied' | 'expired';

/** A row of `payment_approvals` (migration 0019), as the decision needs it. */
export interface TApprovalRow {
  id: string;
  user_id: string;
  customer_id: string;
  ledger_transaction_id: string;
  from_account_id: string | bigint;
  to_account_id: string | bigint;
  status: TApprovalStatus;
  expired: boolean;
}

export interface TNewApproval {
  id: string;
  userId: string;
  customerId: string;
  transactionId: string;
  idempotencyKey: string;
  amountMinor: bigint;
  currency: string;
  toAmountMinor: bigint;
  toCurrency: string;
  fromAccountId: bigint;
  toAccountId: bigint;
  ttlS: number;
}

/** New requests of a batch in one statement; a transaction already waiting keeps its request. */
export async function insertApprovals(q: Queryable, rows: readonly TNewApproval[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof TNewApproval>(k: K) => rows.map((r) => String(r[k]));
  await q.query(
    `INSERT INTO payment_approvals (id, user_id, customer_id, ledger_transaction_id, idempotency_key, amount_minor,
            currency, to_amount_minor, to_currency, from_account_id, to_account_id, expires_at)
     SELECT a.id, a.u, a.c, a.t::uuid, a.k, a.am::int8, a.cur, a.tam::int8, a.tcur, a.f::int8, a.tt::int8,
            now() + make_interval(secs => a.ttl::int)
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::text[], $12::text[]) AS a(id, u, c, t, k, am, cur, tam, tcur, f, tt, ttl)
     ON CONFLICT (ledger_transaction_id) DO NOTHING`,
    [
      col('id'),
      col('userId'),
      col('customerId'),
      col('transactionId'),
      col('idempotencyKey'),
      col('amountMinor'),
      col('currency'),
      col('toAmountMinor'),
      col('toCurrency'),
      col('fromAccountId'),
      col('toAccountId'),
      col('ttlS'),
    ],
  );
}

/** True when a request was made for this ledger transaction (it was held for approval). */
export async function isHeldForApproval(q: Queryable, transactionId: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM payment_approvals WHERE ledger_transaction_id = $1::uuid', [transactionId]);
  return r.rows.length > 0;
}

const ROW = `id, user_id, customer_id, ledger_transaction_id::text AS ledger_transaction_id, from_account_id,
             to_account_id, status, expires_at <= now() AS expired`;

/** The user's request, locked for its decision (a second decision waits, then sees it decided). */
export async function lockApproval(q: Queryable, id: string, userId: string): Promise<TApprovalRow | null> {
  const r = await q.query<TApprovalRow>(
    `SELECT ${ROW} FROM payment_approvals WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  );
  return r.rows[0] ?? null;
}

/** Waiting requests past their time, locked and skipped by another replica's expiry run. */
export async function lockDueApprovals(q: Queryable, limit: number): Promise<TApprovalRow[]> {
  const r = await q.query<TApprovalRow>(
    `SELECT ${ROW} FROM payment_approvals WHERE status = 'pending' AND expires_at <= now()
      ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  return r.rows;
}

export async function setApprovalStatus(
  q: Queryable,
  id: string,
  s: { status: TApprovalStatus; deviceId: string | null; failure: string | null },
): Promise<void> {
  await q.query(
    `UPDATE payment_approvals SET status = $2, decided_by_device_id = $3, failure = $4, decided_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, s.status, s.deviceId, s.failure],
  );
}

/** What the device page shows of a waiting request. */
export interface TWaitingPayment {
  approvalId: string;
  transactionId: string;
  amountMinor: bigint;
  currency: string;
  toAmountMinor: bigint;
  toCurrency: string;
  fromAccountId: number;
  toAccountId: number;
  customerName: string;
  expiresAt: string;
}

/** The user's requests still waiting (not expired), newest first. */
export async function waitingApprovals(q: Queryable, userId: string): Promise<TWaitingPayment[]> {
  const r = await q.query<{
    id: string;
    t: string;
    amount_minor: bigint | string;
    currency: string;
    to_amount_minor: bigint | string;
    to_currency: string;
    from_account_id: bigint | string;
    to_account_id: bigint | string;
    name: string | null;
    expires_at: Date;
  }>(
    `SELECT p.id, p.ledger_transaction_id::text AS t, p.amount_minor, p.currency, p.to_amount_minor, p.to_currency,
            p.from_account_id, p.to_account_id, p.expires_at,
            COALESCE(NULLIF(c.business_name, ''), NULLIF(concat_ws(' ', c.first_name, c.last_name), '')) AS name
       FROM payment_approvals p JOIN customers c ON c.id = p.customer_id
      WHERE p.user_id = $1 AND p.status = 'pending' AND p.expires_at > now()
      ORDER BY p.created_at DESC, p.id LIMIT 50`,
    [userId],
  );
  return r.rows.map((p) => ({
    approvalId: p.id,
    transactionId: p.t,
    amountMinor: BigInt(p.amount_minor),
    currency: p.currency,
    toAmountMinor: BigInt(p.to_amount_minor),
    toCurrency: p.to_currency,
    fromAccountId: Number(p.from_account_id),
    toAccountId: Number(p.to_account_id),
    customerName: p.name ?? '',
    expiresAt: new Date(p.expires_at).toISOString(),
  }));
}
