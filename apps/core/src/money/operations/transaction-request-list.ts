import { transactionRequestList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { transactionRequests } from '../approvals/index.ts';
import type { MoneyDeps } from '../module.ts';

/** The company's payments waiting for a checker (transfer/approved), filtered and paged (50). */
export const transactionRequestListOp = (deps: MoneyDeps) =>
  operation(transactionRequestList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    return transactionRequests(deps.db, {
      customerId: caller.customerId,
      page: input.page,
      size: input.size,
      transactionType: input.transactionType ?? input.groupedTransactionType,
      fromDate: input.fromDate,
      toDate: input.toDate,
      createdBy: input.createdBy,
    });
  });
