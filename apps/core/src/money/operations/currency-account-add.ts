import { METHOD_CALLS } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * A payment account in one more currency for the acting customer, once per idempotency key;
 * one open payment account per currency. Every open tab of the customer's users hears of it.
 * Written through the money domain's group commit (money-writes.ts).
 */
export const currencyAccountAddOp = (deps: MoneyDeps) =>
  operation(METHOD_CALLS.currencyAccountAdd, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const { answer, replayed } = await deps.writes.accounts.submit({
      customerId,
      idempotencyKey: ctx.idempotencyKey!,
      currencyCode: input.currencyCode,
    });
    if (!replayed) deps.afterCommit();
    return answer;
  });
