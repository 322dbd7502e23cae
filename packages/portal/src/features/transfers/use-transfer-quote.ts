import { useEffect, useState } from 'react';
import { transferBetweenAccountsFee, transferBetweenAccountsMaxAmount, type TAccount } from '@openportal/contract';
import { usePortal } from '../../shared/services.tsx';
import { amountProblem, normaliseAmount } from './amount-input.ts';

export interface TQuote {
  fee: { amount: string; currency: string } | null;
  max: string | null;
  /** When the accounts hold different currencies: the rate and what the target receives. */
  fx: { rate: string; toAmount: string; toCurrency: string } | null;
}

/**
 * Fee (needs amount and both accounts, spec 2 §5) and max amount (needs both accounts), fetched
 * as the form changes; a stale answer never overwrites a newer one.
 */
export function useTransferQuote(from: TAccount | undefined, to: TAccount | undefined, amount: string): TQuote {
  const { api } = usePortal();
  const [fee, setFee] = useState<TQuote['fee']>(null);
  const [fx, setFx] = useState<TQuote['fx']>(null);
  const [max, setMax] = useState<string | null>(null);
  const pair =
    from && to && from.accountId !== to.accountId ? { fromAccountId: from.accountId, toAccountId: to.accountId } : null;
  const value = from && !amountProblem(amount, from.currencyCode) ? normaliseAmount(amount) : null;

  useEffect(() => {
    setMax(null);
    if (!pair) return;
    let live = true;
    void api.method(transferBetweenAccountsMaxAmount, { operation: 'betweenAccounts', ...pair }).then((r) => {
      if (live && r.ok) setMax(r.data.amount);
    });
    return () => {
      live = false;
    };
  }, [api, pair?.fromAccountId, pair?.toAccountId]);

  useEffect(() => {
    setFee(null);
    setFx(null);
    if (!pair || !value || !from) return;
    let live = true;
    void api.method(transferBetweenAccountsFee, { amount: value, currency: from.currencyCode, ...pair }).then((r) => {
      if (!live || !r.ok) return;
      setFee({ amount: r.data.fee, currency: r.data.feeCurrencyCode });
      const { exchangeRate, toAmount, toCurrencyCode } = r.data;
      setFx(
        exchangeRate && toAmount && toCurrencyCode
          ? { rate: exchangeRate, toAmount, toCurrency: toCurrencyCode }
          : null,
      );
    });
    return () => {
      live = false;
    };
  }, [api, pair?.fromAccountId, pair?.toAccountId, value, from?.currencyCode]);

  return { fee, max, fx };
}
