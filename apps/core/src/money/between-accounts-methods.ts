import {
  formatMinor,
  parseAmount,
  transferBetweenAccounts,
  transferBetweenAccountsFee,
  transferBetweenAccountsMaxAmount,
  METHOD_CALLS,
} from '@openportal/contract';
import { listCustomerAccounts, type TAccountWithBalance } from '@openportal/ledger';
import type { Db } from '@openportal/db';
import { fieldError } from '../platform/app-error.ts';
import { method, requireCaller, type MethodHandler } from '../platform/methods.ts';
import { BETWEEN_ACCOUNTS_FEE_MINOR, quoteBetweenAccounts, submitBetweenAccounts } from './between-accounts.ts';
import { currentFxRate, effectiveRate } from './fx-rates.ts';
import type { MoneyDeps } from './methods.ts';

const { transferExchangeRateGet } = METHOD_CALLS;

/** Fee, maximum, exchange rate and submit of a transfer between the customer's own accounts. */
export function betweenAccountsMethods(deps: MoneyDeps): MethodHandler[] {
  return [
    method(transferBetweenAccountsFee, async (ctx, input) => {
      const customerId = requireCaller(ctx).customerId;
      const [from, to] = await ownPair(deps.db, customerId, input.fromAccountId, input.toAccountId, 'Id');
      if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
      const amount = parseAmount(input.amount, input.currency);
      if (!amount.ok) throw fieldError('amount', 'invalidAmount');
      const quote = await quoteBetweenAccounts(deps.db, from, to, amount.minor);
      const fee = { fee: formatMinor(BETWEEN_ACCOUNTS_FEE_MINOR, from.currency), feeCurrencyCode: from.currency };
      if (!quote.fx) return fee;
      return {
        ...fee,
        exchangeRate: effectiveRate(quote.fx),
        toAmount: formatMinor(quote.toMinor, to.currency),
        toCurrencyCode: to.currency,
      };
    }),
    method(transferBetweenAccountsMaxAmount, async (ctx, input) => {
      const customerId = requireCaller(ctx).customerId;
      const [from] = await ownPair(deps.db, customerId, input.fromAccountId, input.toAccountId, 'Id');
      const max = from.availableMinor - (from.floorMinor ?? 0n) - BETWEEN_ACCOUNTS_FEE_MINOR;
      return { amount: formatMinor(max > 0n ? max : 0n, from.currency), type: 'betweenAccounts' };
    }),
    method(transferExchangeRateGet, async (_ctx, input) => {
      if (input.fromCurrencyCode === input.toCurrencyCode) return { rate: '1' };
      const fx = await currentFxRate(deps.db, input.fromCurrencyCode, input.toCurrencyCode);
      if (!fx) throw fieldError('toCurrencyCode', 'noExchangeRate');
      return { rate: effectiveRate(fx) };
    }),
    method(transferBetweenAccounts, async (ctx, input) => {
      const caller = requireCaller(ctx);
      const [from, to] = await ownPair(deps.db, caller.customerId, input.fromAccount, input.toAccount, '');
      if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
      const amount = parseAmount(input.toAmount, input.currency);
      if (!amount.ok) throw fieldError('toAmount', 'invalidAmount');
      const result = await submitBetweenAccounts(deps, caller, ctx.idempotencyKey!, {
        from,
        to,
        amountMinor: amount.minor,
      });
      return {
        transactionId: result.transactionId,
        link: null,
        fee: formatMinor(BETWEEN_ACCOUNTS_FEE_MINOR, from.currency),
        field: null,
      };
    }),
  ];
}

/**
 * Both accounts must be the acting customer's own and open. Field names follow the call:
 * `fromAccount`/`toAccount`, or with `suffix` 'Id' `fromAccountId`/`toAccountId`.
 */
async function ownPair(
  db: Db,
  customerId: string,
  fromId: number,
  toId: number,
  suffix: '' | 'Id',
): Promise<[TAccountWithBalance, TAccountWithBalance]> {
  const accounts = await listCustomerAccounts(db, customerId);
  const from = accounts.find((a) => Number(a.accountId) === fromId);
  const to = accounts.find((a) => Number(a.accountId) === toId);
  if (!from || from.status === 'closed') throw fieldError(`fromAccount${suffix}`, 'chooseOwnAccount');
  if (!to || to.status === 'closed') throw fieldError(`toAccount${suffix}`, 'chooseOwnAccount');
  return [from, to];
}
