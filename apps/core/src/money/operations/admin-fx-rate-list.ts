import { adminFxRateList } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { listFxRates, providerFxRates } from '../data/fx-rates.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * The operators' rates and spreads (they win), with the rate a customer gets, and the rates
 * provider's last fetch: its time, when core fetched it and when payments refuse it as stale.
 */
export const adminFxRateListOp = (deps: MoneyDeps) =>
  operation(adminFxRateList, async () => {
    const [data, provider] = await Promise.all([listFxRates(deps.db), providerFxRates(deps.db)]);
    return { responseCode: '00' as const, data, provider };
  });
