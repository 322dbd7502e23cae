import type { TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { listCustomerAccounts, type TAccountWithBalance } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { quote, type TQuote } from '../pricing/quote.ts';

/**
 * The price of a p2p payment: the fee rules of kind `p2p` in the payer's currency (free when no
 * rule applies) and its limits. p2p pays into the payee's account of the same currency, so
 * there is no exchange. `transferP2pFee` answers it and `transferP2p` charges it.
 */
export function quoteP2p(
  q: Queryable,
  customerId: string,
  currency: TCurrencyCode,
  amountMinor: bigint,
): Promise<TQuote> {
  return quote(q, { customerId, kind: 'p2p', fromCurrency: currency, toCurrency: currency, amountMinor });
}

/** The payer's own open account (`field` names it in a refusal). */
export async function ownAccount(
  q: Queryable,
  customerId: string,
  accountId: number,
  field = 'accountId',
): Promise<TAccountWithBalance> {
  const accounts = await listCustomerAccounts(q, customerId);
  const account = accounts.find((a) => Number(a.accountId) === accountId);
  if (!account || account.status === 'closed') throw fieldError(field, 'chooseOwnAccount');
  return account;
}
