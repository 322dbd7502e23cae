import {
  customerLimitsGet,
  transferBetweenAccountsFee,
  transferBetweenAccountsMaxAmount,
  type TAccount,
} from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { useLang } from '../../shared/ui/use-lang.ts';
import { amountProblem, normaliseAmount } from './amount-input.ts';

export interface TQuote {
  fee: { amount: string; currency: string } | null;
  max: string | null;
  /** When the accounts hold different currencies: the rate and what the target receives. */
  fx: { rate: string; toAmount: string; toCurrency: string } | null;
  /** The customer's limits for a transfer between these accounts (per transfer, day, month), with what was used. */
  limits: TLimit[];
}
export interface TLimit {
  period: 'transaction' | 'day' | 'week' | 'month';
  amount: string;
  used: string;
  currencyCode: string;
}

/**
 * Fee (needs amount and both accounts, spec 2 §5), max amount and customer limits (need both
 * accounts; spec 2 §7 Transfers between accounts: customer limits), as
 * cached calls keyed by their input: the answer shown is always the current input's.
 */
export function useTransferQuote(from: TAccount | undefined, to: TAccount | undefined, amount: string): TQuote {
  const lang = useLang();
  const pair =
    from && to && from.accountId !== to.accountId ? { fromAccountId: from.accountId, toAccountId: to.accountId } : null;
  const value = from && !amountProblem(amount, from.currencyCode, lang) ? normaliseAmount(amount, lang) : null;
  const maxQ = useCall(
    transferBetweenAccountsMaxAmount,
    { operation: 'betweenAccounts', fromAccountId: pair?.fromAccountId ?? 0, toAccountId: pair?.toAccountId ?? 0 },
    { enabled: pair !== null },
  );
  const limitsQ = useCall(
    customerLimitsGet,
    { type: 'betweenAccounts', fromAccountId: pair?.fromAccountId ?? 0, toAccountId: pair?.toAccountId ?? 0 },
    { enabled: pair !== null },
  );
  const feeQ = useCall(
    transferBetweenAccountsFee,
    {
      amount: value ?? '',
      currency: from?.currencyCode ?? 'USD',
      fromAccountId: pair?.fromAccountId ?? 0,
      toAccountId: pair?.toAccountId ?? 0,
    },
    { enabled: pair !== null && value !== null },
  );
  const f = pair && value ? feeQ.data : undefined;
  return {
    max: (pair && maxQ.data?.amount) || null,
    limits: (pair && limitsQ.data?.limits) || [],
    fee: f ? { amount: f.fee, currency: f.feeCurrencyCode } : null,
    fx:
      f?.exchangeRate && f.toAmount && f.toCurrencyCode
        ? { rate: f.exchangeRate, toAmount: f.toAmount, toCurrency: f.toCurrencyCode }
        : null,
  };
}
