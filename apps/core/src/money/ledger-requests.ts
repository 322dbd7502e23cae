import type { TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  FEES_ACCOUNT_CODE,
  systemAccount,
  type TBatchRequest,
  type TPostRequest,
  type TReferences,
} from '@openportal/ledger';
import type { TMovementKind, TMovementRequest } from './money-writes.ts';
import { hashedTerms } from './pricing/quote.ts';

/**
 * How a movement becomes the ledger's request (money-writes.ts posts them in one batch): its
 * history type and description, the metadata hashed with its key (the quote's rule version and
 * rate, repeat terms, payee, note), its typed references, and its legs (the transfer and fee
 * legs to the fees account, or an exchange at the quote's rate). `held`: it waits for an
 * approval, so it is posted as a hold.
 */
export const LEDGER_TYPE_OF_KIND = { between: 'betweenAccounts', p2p: 'p2p', invoice: 'invoice' } as const;

export const kindOf = (r: TMovementRequest): TMovementKind => r.kind ?? 'between';

/** The references written with the movement: the request's, and the payee's e-mail as counterparty. */
function referencesOf(r: TMovementRequest): TReferences | undefined {
  const refs: TReferences = { ...(r.payee ? { counterparty: r.payee.email.toLowerCase() } : {}), ...r.references };
  return Object.keys(refs).length > 0 ? refs : undefined;
}

function descriptionOf(r: TMovementRequest): string {
  switch (kindOf(r)) {
    case 'between':
      return `Transfer between own accounts ${r.from.accountId} → ${r.to.accountId}`;
    case 'p2p':
      return `Transfer to ${r.payee?.email ?? r.to.accountId}`;
    case 'invoice':
      return `Invoice payment to ${r.payee?.email ?? r.to.accountId}`;
  }
}

/** The ledger request of a movement; `held`: it waits for an approval (a hold, pending). */
function ledgerRequest(r: TMovementRequest, held: boolean): Omit<TPostRequest, 'moves'> {
  const kind = kindOf(r);
  const references = referencesOf(r);
  return {
    idempotencyScope: r.caller.customerId,
    idempotencyKey: r.idempotencyKey,
    type: LEDGER_TYPE_OF_KIND[kind],
    description: descriptionOf(r),
    // The ledger hashes the metadata with the request: the quote's rule version and rate in it
    // make a retry after either changed a different request (refused, never charged otherwise).
    metadata: {
      userId: r.caller.userId,
      quote: hashedTerms(r.quote),
      // A retry with other repeat terms is another request (refused), never a silent replay.
      ...(r.schedule ? { schedule: { ...r.schedule.terms } } : {}),
      request: { from: String(r.from.accountId), to: String(r.to.accountId), amountMinor: String(r.amountMinor) },
      // Left out for a transfer between own accounts, so its keys keep their hash.
      ...(kind === 'between' ? {} : { kind }),
      ...(r.payee ? { payee: { customerId: r.payee.customerId, email: r.payee.email.toLowerCase() } } : {}),
      ...(r.note ? { note: r.note } : {}),
    },
    ...(references ? { references } : {}),
    ...(held ? { pending: true } : {}),
  };
}

/** An exchange at the quote's rate, its fee on its own legs; null when the quote has no rate. */
export function exchangeOf(r: TMovementRequest, held: boolean): TBatchRequest | null {
  const fx = r.quote.fx;
  if (!fx) return null;
  return {
    ...ledgerRequest(r, held),
    fromAccountId: r.from.accountId,
    toAccountId: r.to.accountId,
    sellAmountMinor: r.amountMinor,
    rate: fx.rate,
    spreadBps: fx.spreadBps,
    feeMinor: r.quote.feeMinor,
    type: LEDGER_TYPE_OF_KIND[kindOf(r)],
  };
}

/** A transfer between two accounts of one currency, with the quote's fee legs to the fees account. */
export function transferWithFees(
  r: TMovementRequest,
  feeAccounts: ReadonlyMap<TCurrencyCode, bigint>,
  held: boolean,
): TBatchRequest {
  return {
    ...ledgerRequest(r, held),
    moves: [
      { fromAccountId: r.from.accountId, toAccountId: r.to.accountId, amountMinor: r.amountMinor },
      ...r.quote.legs.map((leg) => ({
        fromAccountId: r.from.accountId,
        toAccountId: feeAccounts.get(leg.currency)!,
        amountMinor: leg.amountMinor,
        type: 'fees' as const,
      })),
    ],
  };
}

/** The fees system account of each currency that has a fee leg in the batch. */
export async function feeAccountsOf(
  tx: Queryable,
  items: readonly TMovementRequest[],
): Promise<Map<TCurrencyCode, bigint>> {
  const accounts = new Map<TCurrencyCode, bigint>();
  for (const currency of new Set(items.flatMap((r) => r.quote.legs.map((l) => l.currency))))
    accounts.set(currency, (await systemAccount(tx, FEES_ACCOUNT_CODE, currency)).accountId);
  return accounts;
}
