import { adminFeeList } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { listFees } from '../data/fee-rules.ts';
import type { MoneyDeps } from '../module.ts';

/** The fee and limit rules (per brand, transfer kind, currency and KYC level). */
export const adminFeeListOp = (deps: MoneyDeps) =>
  operation(adminFeeList, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await listFees(deps.db, input.brand),
  }));
