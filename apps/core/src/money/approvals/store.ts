import type { Queryable } from '@openportal/db';
import type { TApprovalMode, TApprovalStatus } from './types.ts';

/** A row of `payment_approvals` (migrations 0019, 0033, 0041), as the machine needs it. */
export interface TApprovalRow {
  id: string;
  user_id: string;
  customer_id: string;
  ledger_transaction_id: string;
  from_account_id: string | bigint;
  to_account_id: string | bigint;
  amount_minor: string | bigint;
  currency: string;
  mode: TApprovalMode;
  status: TApprovalStatus;
  code_id: string | null;
  approver_user_id: string | null;
  resends: number;
  batch_id: string | null;
  transfer_kind: string;
  /** What the movement does when it completes (money/completion.ts), run when the hold is posted. */
  on_complete: unknown;
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
  mode: TApprovalMode;
  transferKind: string;
  payee: string;
  batchId: string | null;
  ttlS: number;
  /** JSON of what the movement does when its hold is posted, or null. */
  onComplete: string | null;
}

/** New requests of a batch in one statement; a transaction already waiting keeps its request. */
export async function insertApprovals(q: Queryable, rows: readonly TNewApproval[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof TNewApproval>(k: K) => rows.map((r) => (r[k] === null ? null : String(r[k])));
  await q.query(
    `INSERT INTO payment_approvals (id, user_id, customer_id, ledger_transaction_id, idempotency_key, amount_minor,
            currency, to_amount_minor, to_currency, from_account_id, to_account_id, expires_at, mode, transfer_kind,
            batch_id, payee, on_complete)
     SELECT a.id, a.u, a.c, a.t::uuid, a.k, a.am::int8, a.cur, a.tam::int8, a.tcur, a.f::int8, a.tt::int8,
            now() + make_interval(secs => a.ttl::int), a.mode, a.kind, a.batch, a.payee, a.done::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[],
                   $16::text[], $17::text[])
            AS a(id, u, c, t, k, am, cur, tam, tcur, f, tt, ttl, mode, kind, batch, payee, done)
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
      col('mode'),
      col('transferKind'),
      col('batchId'),
      col('payee'),
      col('onComplete'),
    ],
  );
}

const ROW = `id, user_id, customer_id, ledger_transaction_id::text AS ledger_transaction_id, from_account_id,
             to_account_id, amount_minor, currency, mode, status, code_id, approver_user_id, resends, batch_id,
             transfer_kind, on_complete, expires_at <= now() AS expired`;

/** The requests of these ledger transactions (a replayed movement answers its request's state). */
export async function approvalsOfTransactions(q: Queryable, transactionIds: readonly string[]) {
  if (transactionIds.length === 0) return new Map<string, TApprovalRow>();
  const r = await q.query<TApprovalRow>(
    `SELECT ${ROW} FROM payment_approvals WHERE ledger_transaction_id = ANY($1::uuid[])`,
    [transactionIds],
  );
  return new Map(r.rows.map((row) => [row.ledger_transaction_id, row]));
}

/**
 * A request a device of `userId` may decide, locked for its decision (a second decision waits,
 * then sees it decided): the maker's own push request, or a checker's once they chose push.
 */
export async function lockApproval(q: Queryable, id: string, userId: string): Promise<TApprovalRow | null> {
  const r = await q.query<TApprovalRow>(
    `SELECT ${ROW} FROM payment_approvals
      WHERE id = $1 AND (approver_user_id = $2 OR approver_user_id IS NULL AND mode <> 'checker' AND user_id = $2)
      FOR UPDATE`,
    [id, userId],
  );
  return r.rows[0] ?? null;
}

/** Requests of the customer, locked in id order (no deadlock between two approvers). */
export async function lockCustomerApprovals(
  q: Queryable,
  customerId: string,
  ids: readonly string[],
): Promise<TApprovalRow[]> {
  const r = await q.query<TApprovalRow>(
    `SELECT ${ROW} FROM payment_approvals WHERE customer_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE`,
    [customerId, ids],
  );
  return r.rows;
}

/** The pending requests of a batch of the customer, locked. */
export async function lockBatchApprovals(q: Queryable, customerId: string, batchId: string): Promise<TApprovalRow[]> {
  const r = await q.query<TApprovalRow>(
    `SELECT ${ROW} FROM payment_approvals WHERE customer_id = $1 AND batch_id = $2 AND status = 'pending'
      ORDER BY id FOR UPDATE`,
    [customerId, batchId],
  );
  return r.rows;
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
  s: { status: TApprovalStatus; deviceId: string | null; userId: string | null; failure: string | null },
): Promise<void> {
  await q.query(
    `UPDATE payment_approvals SET status = $2, decided_by_device_id = $3, decided_by_user_id = $4, failure = $5,
            decided_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, s.status, s.deviceId, s.userId, s.failure],
  );
}

/** The code (and, for a checker, who answers it) a request now waits for. */
export async function setApprovalCode(
  q: Queryable,
  ids: readonly string[],
  c: { codeId: string | null; approverUserId: string | null; resend: boolean },
): Promise<void> {
  await q.query(
    `UPDATE payment_approvals SET code_id = $2, approver_user_id = coalesce($3, approver_user_id),
            resends = resends + $4::int
      WHERE id = ANY($1::text[]) AND status = 'pending'`,
    [ids, c.codeId, c.approverUserId, c.resend ? 1 : 0],
  );
}

/** The machine's record of a payment that waited: how, how it ended, who decided and when. */
export interface TApprovalRecord {
  customerId: string;
  makerUserId: string;
  mode: TApprovalMode;
  status: TApprovalStatus;
  decidedByUserId: string | null;
  decidedAt: Date | null;
}

/** The record of one ledger transaction's approval; undefined when it never waited. */
export async function approvalRecordOf(q: Queryable, transactionId: string): Promise<TApprovalRecord | undefined> {
  const r = await q.query<TApprovalRecord>(
    `SELECT customer_id AS "customerId", user_id AS "makerUserId", mode, status,
            decided_by_user_id AS "decidedByUserId", decided_at AS "decidedAt"
       FROM payment_approvals WHERE ledger_transaction_id = $1::uuid`,
    [transactionId],
  );
  return r.rows[0];
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

/** The push requests a device of the user decides, still waiting (not expired), newest first. */
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
    // A mass batch's push rows are one request (one push decides them all): one entry, its total.
    `SELECT * FROM (
       SELECT p.id, p.ledger_transaction_id::text AS t, sum(p.amount_minor) OVER g AS amount_minor, p.currency,
              sum(p.to_amount_minor) OVER g AS to_amount_minor, p.to_currency, p.from_account_id, p.to_account_id,
              p.expires_at, p.created_at, row_number() OVER (g ORDER BY p.id) AS nth,
              COALESCE(NULLIF(c.business_name, ''), NULLIF(concat_ws(' ', c.first_name, c.last_name), '')) AS name
         FROM payment_approvals p JOIN customers c ON c.id = p.customer_id
        WHERE p.status = 'pending' AND p.expires_at > now() AND p.code_id IS NULL
          AND (p.mode = 'push' AND p.user_id = $1 AND p.approver_user_id IS NULL OR p.approver_user_id = $1)
       WINDOW g AS (PARTITION BY CASE WHEN p.batch_id IS NOT NULL AND p.approver_user_id IS NULL
                                      THEN p.batch_id ELSE p.id END)) w
      WHERE nth = 1
      ORDER BY created_at DESC, id LIMIT 50`,
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
