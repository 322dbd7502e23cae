import type { TLanguage } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { devicesOf, pushTo } from '../../devices/data.ts';
import type { Outbox } from '../../jobs/index.ts';
import type { TNotifyDeps } from '../../platform/notifications/index.ts';
import { AppError, fieldError } from '../../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';
import { codeRefusal, type TCodeRefusal } from '../../platform/codes/index.ts';
import { checkApprovalCode, sendApprovalCode } from './codes.ts';
import { settle, type TEnd } from './machine.ts';
import { lockBatchApprovals, lockCustomerApprovals, setApprovalCode, type TApprovalRow } from './store.ts';
import { APPROVAL_RESENDS_MAX, APPROVE_MODE_OF, type TUserTransactionMode } from './types.ts';

/** What the approval calls need: the outbox of their transaction and the brands' names. */
export interface TApprovalDeps {
  db: Db;
  outbox: Outbox;
  brandName: (brand: string) => string;
}

type TRefused = { refused: AppError };
const refused = (error: AppError): TRefused => ({ refused: error });
const isRefused = (v: unknown): v is TRefused => typeof v === 'object' && v !== null && 'refused' in v;

/**
 * Runs `work` in a transaction that commits even when it refuses (the counts of a wrong code,
 * an expiry it applied), then throws the refusal.
 */
async function committing<T>(db: Db, work: (tx: Queryable) => Promise<T | TRefused>): Promise<T> {
  const out = await db.transaction(work);
  if (isRefused(out)) throw out.refused;
  return out;
}

/** The code's deciding user of a request: the maker (own modes) or the checker who chose a code. */
const decider = (row: TApprovalRow) => (row.mode === 'checker' ? row.approver_user_id : row.user_id);

/**
 * A request the caller decides with a code: pending, not past its time (one past it is expired
 * here, committed, and refused), waiting for a code of this caller. The maker of a checker
 * request is told another user must approve it.
 */
async function codeRequest(tx: Queryable, sink: TNotifyDeps, caller: Caller, trxid: string) {
  const [row] = await lockCustomerApprovals(tx, caller.customerId, [trxid]);
  if (!row) return refused(fieldError('trxid', 'notOperationId'));
  if (row.mode === 'checker' && row.user_id === caller.userId) return refused(new AppError('VF', 'ownApprovalRequest'));
  if (decider(row) !== caller.userId) return refused(fieldError('trxid', 'notOperationId'));
  if (row.status !== 'pending') return refused(new AppError('VF', 'approvalDecided'));
  if (row.expired) {
    await settle(tx, sink, row, 'expired');
    return refused(new AppError('VF', 'paymentApprovalExpired'));
  }
  if (row.mode === 'push' || (row.mode === 'checker' && row.code_id === null))
    return refused(new AppError('VF', 'approvalNoCode'));
  return row;
}

const codeFailure = (reason: TCodeRefusal) => refused(codeRefusal(reason, 'trxid'));

/**
 * transferApprove: the code of a waiting payment approves it (the hold is posted) when it is
 * the code issued for THIS payment with its amount, currency and payee; answers the status.
 * A mass batch's code approves all its waiting rows at once (one code was issued for them).
 * Wrong, expired, replayed (spent, or the payment already decided) and other-payment codes are
 * each refused with a catalogue message and move nothing.
 */
export async function approveWithCode(
  deps: TApprovalDeps,
  a: { caller: Caller; trxid: string; code: string; ip: string },
): Promise<{ status: 'completed' | 'rejected' }> {
  return committing(deps.db, async (tx) => {
    const row = await codeRequest(tx, deps, a.caller, a.trxid);
    if (isRefused(row)) return row;
    // A mass batch's rows share one code: it approves every row of the batch it was issued for.
    const rows =
      row.batch_id && row.code_id
        ? (await requestsOfCode(tx, a.caller.customerId, row.code_id)).filter(
            (r) => r.batch_id === row.batch_id && decider(r) === a.caller.userId,
          )
        : [row];
    const check = await checkApprovalCode(tx, {
      codeId: row.code_id,
      userId: a.caller.userId,
      code: a.code,
      ip: a.ip,
      rows,
    });
    if (!check.ok) return codeFailure(check.reason);
    const by = { deviceId: null, userId: a.caller.userId };
    const ends = [];
    for (const r of rows) ends.push(await settle(tx, deps, r, 'approved', by));
    return { status: ends.every((e) => e === 'approved') ? ('completed' as const) : ('rejected' as const) };
  });
}

/**
 * approvalResend: a new code for a waiting payment (the earlier one ends), at most
 * APPROVAL_RESENDS_MAX times a request and within the hourly bound of one-time codes; a push
 * request is pushed again. Answers where it went (masked), null for otp and push.
 */
export async function resendCode(
  deps: TApprovalDeps,
  a: { caller: Caller; trxid: string; lang: TLanguage },
): Promise<{ approvalSentTo: string | null }> {
  return committing(deps.db, async (tx) => {
    const [row] = await lockCustomerApprovals(tx, a.caller.customerId, [a.trxid]);
    const own = row && (row.mode === 'push' ? row.user_id === a.caller.userId && !row.approver_user_id : false);
    if (row && own) {
      if (row.status !== 'pending') return refused(new AppError('VF', 'approvalDecided'));
      if (row.resends >= APPROVAL_RESENDS_MAX)
        return refused(new AppError('AE', 'approvalResendLimit', { httpStatus: 429 }));
      const devices = await devicesOf(tx, [a.caller.userId], true);
      await pushTo(
        tx,
        devices.map((d) => d.id),
        {
          title: `${deps.brandName(a.caller.brand)}: payment request`,
          body: 'A payment waits for your approval',
          data: { approvalId: row.id, transactionId: row.ledger_transaction_id },
        },
      );
      await setApprovalCode(tx, [row.id], { codeId: null, approverUserId: null, resend: true });
      return { approvalSentTo: null };
    }
    const found = await codeRequest(tx, deps, a.caller, a.trxid);
    if (isRefused(found)) return found;
    if (found.resends >= APPROVAL_RESENDS_MAX)
      return refused(new AppError('AE', 'approvalResendLimit', { httpStatus: 429 }));
    // A checker's code covers every request it was issued for: the new one does too.
    const rows = found.code_id ? await requestsOfCode(tx, a.caller.customerId, found.code_id) : [found];
    const sent = await sendApprovalCode(tx, deps.outbox, {
      userId: a.caller.userId,
      brand: a.caller.brand,
      brandName: deps.brandName(a.caller.brand),
      lang: a.lang,
      rows,
      strict: true,
    });
    await setApprovalCode(
      tx,
      rows.map((r) => r.id),
      { codeId: sent.codeId, approverUserId: null, resend: true },
    );
    return { approvalSentTo: sent.sentTo };
  });
}

/** The pending requests of the customer that wait for one code (a checker's selection), locked. */
async function requestsOfCode(tx: Queryable, customerId: string, codeId: string): Promise<TApprovalRow[]> {
  const ids = await tx.query<{ id: string }>(
    `SELECT id FROM payment_approvals WHERE customer_id = $1 AND code_id = $2 AND status = 'pending'`,
    [customerId, codeId],
  );
  return lockCustomerApprovals(
    tx,
    customerId,
    ids.rows.map((r) => r.id),
  );
}

/** What a checker's approval answers (transactionRequestApprove, massTransactionRequestApprove). */
export interface TCheckerAnswer {
  /** The code's request id to confirm with (businessTransactionRequestConfirm), or null. */
  operationId: string | null;
  /** The checker's mode: 0 done at once, 1 their devices decide, 2 sms, 3 otp, 4 mailed code. */
  approveMode: number;
}

/**
 * A checker (rights 2 or 4: the dispatcher refused the others) approves or declines requests
 * initiated in the company, never their own. Declined: each hold is voided now. Approved: by
 * the checker's own transaction mode: none posts now; push asks their devices; sms, otp and the
 * approval code issue ONE code bound to every chosen request's amount, currency and payee, to
 * confirm with `businessTransactionRequestConfirm`. A request not pending, not the customer's,
 * or past its time refuses the whole choice (nothing decided).
 */
export async function checkerDecide(
  deps: TApprovalDeps,
  a: { caller: Caller; ids?: readonly string[]; batchId?: string; declined: boolean; lang: TLanguage },
): Promise<TCheckerAnswer> {
  const field = a.batchId !== undefined ? 'batchId' : 'transactionIds';
  return committing(deps.db, async (tx) => {
    const ids = [...new Set(a.ids ?? [])];
    const rows =
      a.batchId !== undefined
        ? await lockBatchApprovals(tx, a.caller.customerId, a.batchId)
        : await lockCustomerApprovals(tx, a.caller.customerId, ids);
    if (
      rows.length === 0 ||
      (a.batchId === undefined && rows.length !== ids.length) ||
      rows.some((r) => r.mode !== 'checker')
    )
      return refused(fieldError(field, 'notOperationId'));
    if (rows.some((r) => r.user_id === a.caller.userId)) return refused(new AppError('VF', 'ownApprovalRequest'));
    if (rows.some((r) => r.status !== 'pending')) return refused(new AppError('VF', 'approvalDecided'));
    const late = rows.filter((r) => r.expired);
    if (late.length > 0) {
      for (const r of late) await settle(tx, deps, r, 'expired');
      return refused(new AppError('VF', 'paymentApprovalExpired'));
    }
    const by = { deviceId: null, userId: a.caller.userId };
    const endAll = async (end: TEnd) => {
      for (const r of rows) await settle(tx, deps, r, end, by);
      return { operationId: null, approveMode: APPROVE_MODE_OF.none };
    };
    if (a.declined) return endAll('denied');
    const mode = (
      await tx.query<{ mode: TUserTransactionMode }>('SELECT two_step_transaction AS mode FROM users WHERE id = $1', [
        a.caller.userId,
      ])
    ).rows[0]?.mode;
    if (!mode || mode === 'no') return endAll('approved');
    const ids2 = rows.map((r) => r.id);
    if (mode === 'push') {
      const devices = await devicesOf(tx, [a.caller.userId], true);
      if (devices.length === 0) return refused(new AppError('VF', 'noLinkedDevice'));
      await setApprovalCode(tx, ids2, { codeId: null, approverUserId: a.caller.userId, resend: false });
      for (const r of rows)
        await pushTo(
          tx,
          devices.map((d) => d.id),
          {
            title: `${deps.brandName(a.caller.brand)}: payment request`,
            body: 'A payment of your company waits for your approval',
            data: { approvalId: r.id, transactionId: r.ledger_transaction_id },
          },
        );
      return { operationId: null, approveMode: APPROVE_MODE_OF.push };
    }
    const sent = await sendApprovalCode(tx, deps.outbox, {
      userId: a.caller.userId,
      brand: a.caller.brand,
      brandName: deps.brandName(a.caller.brand),
      lang: a.lang,
      rows,
      strict: true,
    });
    await setApprovalCode(tx, ids2, { codeId: sent.codeId, approverUserId: a.caller.userId, resend: false });
    return { operationId: sent.codeId, approveMode: sent.approveMode };
  });
}

/**
 * businessTransactionRequestConfirm: the checker's code (operation id = the code's id) approves
 * every request it was issued for that still waits, each bound to its amount, currency and
 * payee. A wrong, spent or foreign code refuses them all; a request decided meanwhile is
 * refused (approvalDecided) and nothing is approved.
 */
export async function confirmOperation(
  deps: TApprovalDeps,
  a: { caller: Caller; operationId: string; code: string; ip: string },
): Promise<void> {
  await committing(deps.db, async (tx) => {
    const rows = await requestsOfCode(tx, a.caller.customerId, a.operationId);
    const mine = rows.filter((r) => r.approver_user_id === a.caller.userId);
    const check = await checkApprovalCode(tx, {
      codeId: a.operationId,
      userId: a.caller.userId,
      code: a.code,
      ip: a.ip,
      rows: mine,
    });
    if (!check.ok) {
      if (check.reason === 'invalidSecurityCode' && mine.length === 0)
        return refused(new AppError('VF', 'approvalDecided'));
      return refused(codeRefusal(check.reason, 'approvalTransactionId'));
    }
    const late = mine.filter((r) => r.expired);
    for (const r of late) await settle(tx, deps, r, 'expired');
    if (late.length > 0) return refused(new AppError('VF', 'paymentApprovalExpired'));
    for (const r of mine) await settle(tx, deps, r, 'approved', { deviceId: null, userId: a.caller.userId });
    return true;
  });
}
