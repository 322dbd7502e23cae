import { METHOD_CALLS } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { currentFxRate, effectiveRate } from '../fx-rates.ts';
import type { MoneyDeps } from '../module.ts';

/** The rate the house applies between two currencies (mid rate after its spread). */
export const transferExchangeRateGetOp = (deps: MoneyDeps) =>
  operation(METHOD_CALLS.transferExchangeRateGet, async (_ctx, input) => {
    if (input.fromCurrencyCode === input.toCurrencyCode) return { rate: '1' };
    const fx = await currentFxRate(deps.db, input.fromCurrencyCode, input.toCurrencyCode);
    if (!fx) throw fieldError('toCurrencyCode', 'noExchangeRate');
    return { rate: effectiveRate(fx) };
  });
