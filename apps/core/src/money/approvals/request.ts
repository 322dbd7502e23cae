import { formatMinor, type TCurrencyCode, type TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { TPostOutcome } from '@openportal/ledger';
import { devicesOf, pushTo } from '../../devices/data.ts';
import type { Outbox } from '../../jobs/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';
import { newId } from '../../platform/crypto.ts';
import { notify } from '../../platform/notifications/index.ts';
import { usersOfCustomer } from '../../users/index.ts';
import { sendApprovalCode } from './codes.ts';
import { overApprovalThreshold } from './policy.ts';
import { approvalsOfTransactions, insertApprovals, setApprovalCode, type TNewApproval } from './store.ts';
import {
  APPROVAL_TTL_S,
  APPROVE_MODE_OF,
  COMPLETED,
  type TApprovalMode,
  type TPaymentState,
  type TUserTransactionMode,
} from './types.ts';

/**
 * What a movement submitted by a signed-in user carries so the money path can ask for its
 * approval: the brand's name and the user's language (texts), and how the payee is named in
 * the code's text. A movement without it (a schedule's later occurrence: the payer consented
 * when creating it) never waits.
 */
export interface TApprovalAsk {
  brandName: string;
  lang: TLanguage;
  /** The payee as the code's text names it (`account 1002`, `jane@example.com`). */
  payee: string;
  /** The transfer kind the checker's list shows (`betweenAccounts`, `p2p`...). */
  transferKind: string;
  /** A mass file's batch: its requests are approved together (massTransactionRequestApprove). */
  batchId?: string;
}

/** What the money path needs of each movement to decide. */
export interface TAskingMovement {
  caller: Caller;
  idempotencyKey: string;
  approval?: TApprovalAsk;
  /** A repeating payment: its later occurrences never wait, so an initiator may not create one. */
  schedule?: unknown;
  /** What it moves, for the customer's approval policy by amount (`policy.ts`). */
  kind?: string;
  amountMinor: bigint;
  from: { currency: string };
  /** The payer's threshold in its currency, read with the request (null: none); undefined: read here. */
  approvalThreshold?: bigint | null;
}

/** The decision for one movement: post at once, hold and wait (how), or refuse. */
export type TApprovalDecision = { hold: false } | { hold: true; mode: TApprovalMode | null } | { refusal: AppError };

/**
 * Whether each movement of a batch waits, in the batch's transaction (spec 2 §4 and
 * maker-checker), keyed by the movement:
 * - a key already used keeps what it was (the ledger replays; held iff it has a request), so a
 *   replay answers the same after the mode changed;
 * - a maker with rights 3 (initiate) waits for a checker (and may not create a repeating payment);
 * - a payment to another party over the customer's approval threshold in its currency
 *   (`policy.ts`, a company setting) waits for a checker too, even from a full-rights user;
 * - otherwise the user's transaction mode: none posts, push needs an approved device (refused
 *   without: never moved unapproved), sms / otp / code wait for a code.
 * A movement with no `approval` (a schedule's occurrence) posts at once. `used`: the batch's
 * probe of its keys (item -> the transaction its key already wrote), one statement per batch.
 */
export async function decideApprovals(
  tx: Queryable,
  items: readonly TAskingMovement[],
  used: ReadonlyMap<number, string>,
): Promise<TApprovalDecision[]> {
  const asking = items.flatMap((r, n) => (r.approval ? [n] : []));
  const decisions: TApprovalDecision[] = items.map(() => ({ hold: false }));
  if (asking.length === 0) return decisions;
  const requests = await approvalsOfTransactions(
    tx,
    asking.flatMap((n) => (used.has(n) ? [used.get(n)!] : [])),
  );
  const fresh = asking.filter((n) => !used.has(n));
  const modes = await modesOf(
    tx,
    fresh.map((n) => items[n]!.caller),
  );
  const overThreshold = await overApprovalThreshold(
    tx,
    fresh.map((n) => items[n]!),
  );
  for (const n of asking) {
    const r = items[n]!;
    const usedId = used.get(n);
    if (usedId) {
      decisions[n] = requests.has(usedId) ? { hold: true, mode: null } : { hold: false };
      continue;
    }
    if (r.caller.accessRights === 3) {
      // A schedule's later occurrences post unattended: a checker would approve only the first.
      decisions[n] = r.schedule ? { refusal: new AppError('13', 'accessDenied') } : { hold: true, mode: 'checker' };
      continue;
    }
    if (overThreshold.has(r)) {
      decisions[n] = { hold: true, mode: 'checker' };
      continue;
    }
    const { mode, approvedDevice } = modes.get(r.caller.userId) ?? { mode: 'no', approvedDevice: false };
    if (mode === 'no') continue;
    if (mode === 'push' && !approvedDevice) {
      decisions[n] = { refusal: new AppError('VF', 'noLinkedDevice') };
      continue;
    }
    decisions[n] = { hold: true, mode };
  }
  return decisions;
}

type TModeOf = { mode: TUserTransactionMode; approvedDevice: boolean };

/**
 * Each caller's approval mode and, for push, whether an approved device exists: as read with
 * the caller's session (`platform/access/customer.ts`, no statement here); a caller made
 * elsewhere without it is read now (one query, and one for push devices).
 */
async function modesOf(tx: Queryable, callers: readonly Caller[]): Promise<Map<string, TModeOf>> {
  const modes = new Map<string, TModeOf>();
  for (const c of callers)
    if (c.approvalMode) modes.set(c.userId, { ...c.approvalMode, mode: c.approvalMode.mode as TUserTransactionMode });
  const unread = [...new Set(callers.filter((c) => !modes.has(c.userId)).map((c) => c.userId))];
  if (unread.length === 0) return modes;
  const rows = (
    await tx.query<{ id: string; mode: TUserTransactionMode }>(
      'SELECT id, two_step_transaction AS mode FROM users WHERE id = ANY($1::text[])',
      [unread],
    )
  ).rows;
  const pushUsers = rows.filter((u) => u.mode === 'push').map((u) => u.id);
  const withDevice = new Set(pushUsers.length ? (await devicesOf(tx, pushUsers, true)).map((d) => d.userId) : []);
  for (const u of rows) modes.set(u.id, { mode: u.mode, approvedDevice: withDevice.has(u.id) });
  return modes;
}

/** A movement the batch just held (or replayed), with its decision. */
export interface THeld extends Omit<TAskingMovement, 'kind' | 'amountMinor' | 'from'> {
  movement: TPostOutcome;
  mode: TApprovalMode | null;
  fromAccountId: bigint;
  toAccountId: bigint;
  /** What it does when its approval posts it (`completion.ts`), kept with the request. */
  completion?: unknown;
}

/** The amounts of a held movement: sold and bought (an exchange records both). */
function amountsOf(m: TPostOutcome, fromAccountId: bigint, toAccountId: bigint) {
  const entries = m.transaction.entries;
  const from = entries.find((e) => e.accountId === fromAccountId && e.amountMinor < 0n)!;
  const to = entries.find((e) => e.accountId === toAccountId && e.amountMinor > 0n)!;
  return {
    amountMinor: -from.amountMinor,
    currency: from.currency,
    toAmountMinor: to.amountMinor,
    toCurrency: to.currency,
  };
}

/**
 * The requests of the batch's held movements, in its transaction, and what each answer says.
 * A new hold gets its row and what its mode sends: a push to the user's approved devices, a
 * code (sms, authenticator, mail) bound to its amount, currency and payee, or for a checker the
 * notice "payment waits for your approval" to every full user (2, 4) of the customer but the
 * maker. A replayed hold answers its request's state now (pending, completed or rejected).
 */
export async function requestApprovals(
  tx: Queryable,
  outbox: Outbox,
  held: readonly THeld[],
): Promise<TPaymentState[]> {
  const states = await replayedStates(tx, held);
  const fresh = held.flatMap((h, n) => (!h.movement.replayed && h.mode ? [n] : []));
  const rows: TNewApproval[] = fresh.map((n) => {
    const h = held[n]!;
    return {
      id: newId(),
      userId: h.caller.userId,
      customerId: h.caller.customerId,
      transactionId: h.movement.transaction.transactionId,
      idempotencyKey: h.idempotencyKey,
      ...amountsOf(h.movement, h.fromAccountId, h.toAccountId),
      fromAccountId: h.fromAccountId,
      toAccountId: h.toAccountId,
      mode: h.mode!,
      transferKind: h.approval?.transferKind ?? 'betweenAccounts',
      batchId: h.approval?.batchId ?? null,
      payee: h.approval?.payee ?? '',
      ttlS: APPROVAL_TTL_S[h.mode!],
      onComplete: h.completion === undefined ? null : JSON.stringify(h.completion),
    };
  });
  await insertApprovals(tx, rows);
  const pushUsers = [...new Set(fresh.filter((n) => held[n]!.mode === 'push').map((n) => held[n]!.caller.userId))];
  const devices = pushUsers.length ? await devicesOf(tx, pushUsers, true) : [];
  // The rows of one mass batch (one maker) in a code mode wait for ONE code bound to every row,
  // in push mode for ONE push whose decision decides them all (`machine.ts` decidePayment).
  const batches = new Map<string, number[]>();
  for (const [k, n] of fresh.entries()) {
    const h = held[n]!;
    if (h.approval?.batchId && h.mode !== 'checker') {
      const group = `${h.approval.batchId}\n${h.caller.userId}\n${h.mode}`;
      batches.set(group, [...(batches.get(group) ?? []), k]);
    } else states[n] = await ask(tx, outbox, h, rows[k]!, devices);
  }
  for (const ks of batches.values()) {
    const batchRows = ks.map((k) => rows[k]!);
    const first = held[fresh[ks[0]!]!]!;
    const sent =
      first.mode === 'push'
        ? await askBatchPush(tx, first, batchRows, devices)
        : await askBatchCode(tx, outbox, first, batchRows);
    ks.forEach((k, i) => (states[fresh[k]!] = { ...sent, trxid: batchRows[i]!.id }));
  }
  return states;
}

/**
 * ONE push for the rows of a mass batch (its text names their count and total; its data the
 * first row's request and the batch): approving or denying it on the device decides every row.
 */
async function askBatchPush(
  tx: Queryable,
  h: THeld,
  rows: readonly TNewApproval[],
  devices: ReadonlyArray<{ id: string; userId: string }>,
) {
  // The lowest id names the batch's request (the device page lists the batch under it).
  const first = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0]!;
  const total = rows.reduce((sum, r) => sum + r.amountMinor, 0n);
  const amount = `${formatMinor(total, first.currency as TCurrencyCode)} ${first.currency}`;
  await pushTo(
    tx,
    devices.filter((d) => d.userId === h.caller.userId).map((d) => d.id),
    {
      title: `${h.approval!.brandName}: payment request`,
      body: `${rows.length} payments, ${amount}: ${first.fromAccountId} → ${h.approval!.batchId!}`,
      data: { approvalId: first.id, transactionId: first.transactionId, batchId: h.approval!.batchId! },
    },
  );
  return { status: 'pending' as const, checker: false, approveMode: APPROVE_MODE_OF.push, approvalSentTo: null };
}

/** One code for the rows of a mass batch (its text names their count and total), bound to each row. */
async function askBatchCode(tx: Queryable, outbox: Outbox, h: THeld, rows: readonly TNewApproval[]) {
  const sent = await sendApprovalCode(tx, outbox, {
    userId: h.caller.userId,
    brand: h.caller.brand,
    brandName: h.approval!.brandName,
    lang: h.approval!.lang,
    rows: rows.map((r) => ({
      id: r.id,
      amount_minor: r.amountMinor,
      currency: r.currency,
      to_account_id: r.toAccountId,
    })),
  });
  await setApprovalCode(
    tx,
    rows.map((r) => r.id),
    { codeId: sent.codeId, approverUserId: null, resend: false },
  );
  return { status: 'pending' as const, checker: false, approveMode: sent.approveMode, approvalSentTo: sent.sentTo };
}

/** A replayed hold answers its request's state now: pending, completed or rejected. */
async function replayedStates(tx: Queryable, held: readonly THeld[]): Promise<TPaymentState[]> {
  const states: TPaymentState[] = held.map(() => COMPLETED);
  const replayed = held.flatMap((h, n) => (h.movement.replayed ? [n] : []));
  if (replayed.length === 0) return states;
  const rows = await approvalsOfTransactions(
    tx,
    replayed.map((n) => held[n]!.movement.transaction.transactionId),
  );
  for (const n of replayed) {
    const row = rows.get(held[n]!.movement.transaction.transactionId);
    if (!row) continue;
    states[n] =
      row.status === 'pending'
        ? { status: 'pending', trxid: row.id, approveMode: null, approvalSentTo: null, checker: row.mode === 'checker' }
        : { ...COMPLETED, status: row.status === 'approved' ? 'completed' : 'rejected', trxid: row.id };
  }
  return states;
}

/** What a new request sends by its mode (a push, a notice to the checkers, or a bound code), and its answer. */
async function ask(
  tx: Queryable,
  outbox: Outbox,
  h: THeld,
  r: TNewApproval,
  devices: ReadonlyArray<{ id: string; userId: string }>,
): Promise<TPaymentState> {
  const ask = h.approval!;
  const amount = `${formatMinor(r.amountMinor, r.currency as TCurrencyCode)} ${r.currency}`;
  const pending = { status: 'pending' as const, trxid: r.id, approvalSentTo: null, checker: false };
  if (h.mode === 'push') {
    await pushTo(
      tx,
      devices.filter((d) => d.userId === h.caller.userId).map((d) => d.id),
      {
        title: `${ask.brandName}: payment request`,
        body: `${amount}: ${r.fromAccountId} → ${ask.payee}`,
        data: { approvalId: r.id, transactionId: r.transactionId },
      },
    );
    return { ...pending, approveMode: APPROVE_MODE_OF.push };
  }
  if (h.mode === 'checker') {
    const approvers = (await usersOfCustomer(tx, h.caller.customerId, [2, 4])).filter((u) => u !== h.caller.userId);
    if (approvers.length > 0)
      await notify(
        tx,
        { outbox, brandName: () => ask.brandName },
        { userIds: approvers, brand: h.caller.brand },
        'paymentAwaitsApproval',
        { amount, initiator: h.caller.email, payee: ask.payee, params: { approvalId: r.id } },
      );
    return { ...pending, approveMode: null, checker: true };
  }
  const linked = { id: r.id, amount_minor: r.amountMinor, currency: r.currency, to_account_id: r.toAccountId };
  const sent = await sendApprovalCode(tx, outbox, {
    userId: h.caller.userId,
    brand: h.caller.brand,
    brandName: ask.brandName,
    lang: ask.lang,
    rows: [{ ...linked, payee: ask.payee }],
  });
  await setApprovalCode(tx, [r.id], { codeId: sent.codeId, approverUserId: null, resend: false });
  return { ...pending, approveMode: sent.approveMode, approvalSentTo: sent.sentTo };
}
