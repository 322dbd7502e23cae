import { transactionDetailGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { transactionDetailOf } from '../transaction-detail.ts';

/**
 * GET /transactions/{transactionId} (ours): a transaction of the acting customer opened from its
 * history row; another customer's, or none, is `transactionNotFound` alike. Read on the read pool
 * (a replica with DATABASE_READ_URL), like the history row it is opened from.
 */
export const transactionDetailGetOp = (deps: MoneyDeps) =>
  operation(transactionDetailGet, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const transaction = await transactionDetailOf(deps.readDb, caller.customerId, String(ctx.params.transactionId));
    return { responseCode: '00' as const, transaction };
  });
