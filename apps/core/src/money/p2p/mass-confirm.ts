import { ERROR_MESSAGES, type TCurrencyCode, type TLanguage } from '@openportal/contract';
import { getAccounts, type TAccountWithBalance } from '@openportal/ledger';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';
import { once } from '../../platform/idempotency.ts';
import { refusal } from '../between-accounts.ts';
import { writeMovements, type TMovementRequest } from '../money-writes.ts';
import type { MoneyDeps } from '../module.ts';
import { quoteOf, termsOf } from '../pricing/quote.ts';
import { lockBatch, markConfirmed, type TMassBatch } from './mass-store.ts';
import { ownAccount } from './pricing.ts';
import { payerLabelOf } from './payee.ts';

/** The ledger key of a batch's row (scope: the payer): a confirm retried after a crash pays each row once. */
export const massRowKey = (batchId: string, row: number) => `p2p-mass:${batchId}:${row}`;
/** The batch reference of its movements (the ledger's indexed batch_id). */
export const massBatchRef = (batchId: string) => `p2p-mass:${batchId}`;

/**
 * Confirms an uploaded mass p2p batch, once per idempotency key: its valid rows are posted in
 * ONE transaction through the money writes (`writeMovements`: the limits of every row counted
 * together, ONE ledger statement for all of them, realtime events and the payees' notices), all
 * or nothing: if the ledger refuses any row (balance, a daily limit, a closed account) nothing
 * moves and the refused rows are listed. A batch with bad rows is refused unless `partial` (the
 * user confirmed sending only the valid ones). The rows go through the same approval decision
 * as one payment: a user who approves payments on a device gets holds, status pending; one
 * with a code gets ONE code for every row (the answer's trxid approves them all). A fee
 * rule changed since the upload is refused (`quoteChanged`): upload again. A batch already
 * confirmed is refused (`massBatchConfirmed`).
 */
export async function confirmMassBatch(
  deps: MoneyDeps,
  caller: Caller,
  idempotencyKey: string,
  input: { batchId: string; partial?: boolean | undefined },
  lang: TLanguage,
) {
  const request = { batchId: input.batchId, partial: input.partial === true };
  const answer = await once(
    deps.db,
    { scope: caller.customerId, key: idempotencyKey, call: 'p2pMassConfirm', request },
    async (tx) => {
      const batch = await lockBatch(tx, caller.customerId, input.batchId);
      if (!batch) throw new AppError('VF', 'notFound', { httpStatus: 404 });
      if (batch.status !== 'uploaded') throw fieldError('batchId', 'massBatchConfirmed');
      if (batch.rows.length === 0) throw fieldError('batchId', 'massNoValidRows');
      if (batch.errors.length > 0 && !input.partial)
        throw new AppError('VF', 'massHasBadRows', {
          validationErrors: batch.errors.map((e) => ({ field: `row ${e.row}: ${e.field}`, message: e.message })),
        });
      const items = await movementsOf(deps, tx, caller, batch, lang);
      const outcomes = await writeMovements(tx, deps, items);
      const refused = outcomes.flatMap((o, n) => {
        if (o.ok && o.value.ok) return [];
        const error = o.ok ? (o.value.ok ? null : refusal(o.value.error)) : o.error;
        const message =
          error instanceof AppError
            ? (error.validationErrors?.[0]?.message ?? error.message)
            : ERROR_MESSAGES.invalidParams;
        return [{ field: `row ${batch.rows[n]!.row}: amount`, message }];
      });
      if (refused.length > 0) throw new AppError('VF', 'validationFailed', { validationErrors: refused.slice(0, 100) });
      // What the payer does now (the popup follows it): the state of the batch's first waiting
      // row; its rows wait together (one code for all, or a checker approving the batch).
      const waiting = outcomes.flatMap((o) =>
        o.ok && o.value.ok && o.value.value.state.status === 'pending' ? [o.value.value.state] : [],
      );
      const status = waiting.length > 0 ? ('pending' as const) : ('completed' as const);
      await markConfirmed(tx, batch.id, status, items.length);
      return { batchId: batch.id, count: items.length, ...(waiting[0] ?? { status }) };
    },
  );
  deps.afterCommit();
  return answer;
}

/** The batch's rows as movements: priced again under the same rule version, to the payees' accounts. */
async function movementsOf(
  deps: MoneyDeps,
  tx: Queryable,
  caller: Caller,
  batch: TMassBatch,
  lang: TLanguage,
): Promise<TMovementRequest[]> {
  const from = await ownAccount(tx, caller.customerId, Number(batch.accountId), 'batchId');
  const currency = batch.currency as TCurrencyCode;
  const terms = await termsOf(tx, caller.customerId, 'p2p', currency, currency);
  if (terms.rule.version !== batch.ruleVersion) throw new AppError('VF', 'quoteChanged', { httpStatus: 409 });
  const accounts = new Map<string, TAccountWithBalance>();
  const ids = [...new Set(batch.rows.map((r) => r.payeeAccountId))];
  for (let i = 0; i < ids.length; i += 1000)
    for (const a of await getAccounts(tx, ids.slice(i, i + 1000).map(BigInt))) accounts.set(a.accountId.toString(), a);
  const brandName = deps.brandName(caller.brand);
  const payerLabel = await payerLabelOf(tx, caller);
  return batch.rows.map((r) => {
    const to = accounts.get(r.payeeAccountId);
    if (!to) throw fieldError('batchId', 'payeeCannotReceive');
    return {
      caller,
      idempotencyKey: massRowKey(batch.id, r.row),
      kind: 'p2p',
      from,
      to,
      amountMinor: BigInt(r.amountMinor),
      quote: quoteOf(terms, BigInt(r.amountMinor)),
      payee: { customerId: r.payeeCustomerId, email: r.email, payerLabel, brand: caller.brand },
      ...(r.note ? { note: r.note } : {}),
      references: { batchId: massBatchRef(batch.id) },
      // One batch: a checker approves its requests together (massTransactionRequestApprove).
      approval: { brandName, lang, payee: r.email, transferKind: 'p2p', batchId: massBatchRef(batch.id) },
    };
  });
}
