import { formatMinor, type TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  FEES_ACCOUNT_CODE,
  listCustomerAccounts,
  postTransaction,
  systemAccount,
  type TAccountWithBalance,
} from '@openportal/ledger';
import type { Outbox } from '../jobs/index.ts';
import { usersByCustomer } from '../money/realtime-audience.ts';
import { hashedTerms, quote, type TQuote } from '../money/pricing/quote.ts';
import { fieldError } from '../platform/app-error.ts';

/** The fee kinds of a card (contract TRANSFER_KINDS): priced by the money platform's quote. */
export type TCardFeeKind = 'cardIssue' | 'cardActivation' | 'cardReissue' | 'cardExpressShipping';

/** A card fee's quote: the fee rule of its kind in the card's currency (free without a rule). */
export const cardFeeQuote = (q: Queryable, customerId: string, kind: TCardFeeKind, currency: TCurrencyCode) =>
  quote(q, { customerId, kind, fromCurrency: currency, toCurrency: currency, amountMinor: 0n });

/** A fee as the wire lists it (contract ZCardFee). */
export const wireFee = (kind: TCardFeeKind, qt: TQuote) => ({
  type: kind,
  fee: formatMinor(qt.feeMinor, qt.currency),
  feeCurrency: qt.currency,
});

/** One of the customer's open accounts, else `field` cardNotFound/chooseOwnAccount. */
export async function ownOpenAccount(
  q: Queryable,
  customerId: string,
  accountId: number,
  field: string,
): Promise<TAccountWithBalance> {
  const account = (await listCustomerAccounts(q, customerId)).find((a) => Number(a.accountId) === accountId);
  if (!account || account.status === 'closed') throw fieldError(field, 'chooseOwnAccount');
  return account;
}

/** The fee account of a card fee: open, the customer's own, in the card's currency. */
export async function feeAccountOf(q: Queryable, customerId: string, accountId: number, currency: TCurrencyCode) {
  const account = await ownOpenAccount(q, customerId, accountId, 'feeAccountId');
  if (account.currency !== currency) throw fieldError('feeAccountId', 'cardFeeCurrency');
  return account;
}

/**
 * Charges a card fee in the caller's transaction: the quote's fee legs from the fee account to
 * the fees system account, through the ledger, once per `key` (a card's fee of one kind and
 * generation). Nothing when the quote is free. Not enough money: insufficientFunds on
 * feeAccountId (the transaction is then rolled back by the caller's throw).
 */
export async function chargeCardFee(
  tx: Queryable,
  r: { customerId: string; from: TAccountWithBalance; quote: TQuote; key: string; description: string; field?: string },
): Promise<boolean> {
  if (r.quote.feeMinor === 0n) return false;
  const fees = await systemAccount(tx, FEES_ACCOUNT_CODE, r.quote.currency);
  const posted = await postTransaction(tx, {
    idempotencyScope: r.customerId,
    idempotencyKey: r.key,
    type: 'fees',
    description: r.description,
    metadata: { quote: hashedTerms(r.quote) },
    moves: r.quote.legs.map((leg) => ({
      fromAccountId: r.from.accountId,
      toAccountId: fees.accountId,
      amountMinor: leg.amountMinor,
      type: 'fees' as const,
    })),
  });
  if (!posted.ok)
    throw fieldError(
      r.field ?? 'feeAccountId',
      posted.error === 'insufficientFunds' ? 'insufficientFunds' : 'validationFailed',
    );
  return !posted.value.replayed;
}

/** Every tab of the customer's users hears that these accounts changed (after commit). */
export async function tellBalances(tx: Queryable, outbox: Outbox, customerId: string, accountIds: readonly number[]) {
  const audience = await usersByCustomer(tx, [customerId]);
  await outbox.add(tx, 'realtime', [
    {
      userIds: audience.get(customerId) ?? [],
      event: { type: 'BalanceChanged' as const, customerId, accountIds: [...accountIds] },
    },
  ]);
}
