import { adminFxRateList } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { listFxRates } from '../data/fx.ts';
import type { AdminDeps } from '../module.ts';

/** The exchange rates and spreads between own accounts, with the rate a customer gets. */
export const adminFxRateListOp = (deps: AdminDeps) =>
  operation(adminFxRateList, async () => ({ responseCode: '00' as const, data: await listFxRates(deps.db) }));
