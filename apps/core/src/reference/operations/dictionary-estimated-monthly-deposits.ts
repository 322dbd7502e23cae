import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';
import { bandName, MONTHLY_DEPOSIT_BANDS } from '../data/monthly-deposits.ts';
import { intlLocale } from '../language.ts';

/** Monthly deposit bands, their bounds formatted by CLDR in the answer's language. */
export const dictionaryEstimatedMonthlyDepositsOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryEstimatedMonthlyDeposits, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    const number = new Intl.NumberFormat(intlLocale(lang), { useGrouping: 'always' });
    return {
      estimatedMonthlyDeposits: MONTHLY_DEPOSIT_BANDS.map((band) => ({
        id: band.id,
        name: bandName(lang, band, (n) => number.format(n)),
      })),
    };
  });
