import { transactionRequestUserList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { requestMakers } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/** The users who initiated the company's requests: the creator filter of transfer/approved. */
export const transactionRequestUserListOp = (deps: MoneyDeps) =>
  operation(transactionRequestUserList, async (ctx) => {
    const caller = customerOf(ctx.caller);
    return { users: await requestMakers(deps.db, caller.customerId) };
  });
