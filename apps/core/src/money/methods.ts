import { balanceInquiry } from '@openportal/contract';
import type { Db } from '@openportal/db';
import { listCustomerAccounts } from '@openportal/ledger';
import { method, requireCaller, type MethodHandler } from '../platform/methods.ts';
import { toWireAccount } from './accounts.ts';
import { betweenAccountsMethods } from './between-accounts-methods.ts';
import { historyMethod } from './history-method.ts';

export interface MoneyDeps {
  db: Db;
  /** Wakes the outbox dispatcher after a commit that wrote events. */
  afterCommit: () => void;
}

export function moneyMethods(deps: MoneyDeps): MethodHandler[] {
  return [
    method(balanceInquiry, async (ctx) => ({
      accounts: (await listCustomerAccounts(deps.db, requireCaller(ctx).customerId)).map(toWireAccount),
    })),
    ...betweenAccountsMethods(deps),
    historyMethod(deps),
  ];
}
