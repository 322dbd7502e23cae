import { ACCOUNT_TYPES, METHOD_CALLS } from '@openportal/contract';
import { listCustomerAccounts, openAccount } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { once } from '../../platform/idempotency.ts';
import { operation } from '../../platform/operation.ts';
import { enqueueRealtime } from '../../platform/outbox.ts';
import type { MoneyDeps } from '../module.ts';
import { usersOfCustomers } from '../realtime-audience.ts';

/**
 * A payment account in one more currency for the acting customer, once per idempotency key;
 * one open payment account per currency. Every open tab of the customer's users hears of it.
 */
export const currencyAccountAddOp = (deps: MoneyDeps) =>
  operation(METHOD_CALLS.currencyAccountAdd, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const claim = { scope: customerId, key: ctx.idempotencyKey!, call: 'currencyAccountAdd', request: input };
    const answer = await once(deps.db, claim, async (tx) => {
      const held = await listCustomerAccounts(tx, customerId);
      const exists = held.some(
        (a) => a.currency === input.currencyCode && a.type === ACCOUNT_TYPES.payment && a.status !== 'closed',
      );
      if (exists) throw fieldError('currencyCode', 'currencyAccountExists');
      const opened = await openAccount(tx, { customerId, currency: input.currencyCode, type: ACCOUNT_TYPES.payment });
      if (!opened.ok) throw fieldError('currencyCode', 'validationFailed');
      const accountId = Number(opened.value.accountId);
      const userIds = await usersOfCustomers(tx, [customerId]);
      await enqueueRealtime(tx, [{ userIds, event: { type: 'BalanceChanged', customerId, accountIds: [accountId] } }]);
      return { accountId };
    });
    deps.afterCommit();
    return answer;
  });
