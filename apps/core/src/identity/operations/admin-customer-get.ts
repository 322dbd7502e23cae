import { adminCustomerGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { viewCustomer } from '../data/operator-customer-view.ts';

/** One customer, read-only: profile, users, accounts with balances, history, logins, sessions. */
export const adminCustomerGetOp = (deps: { db: Queryable }) =>
  operation(adminCustomerGet, async (ctx) => {
    const view = await viewCustomer(deps.db, String(ctx.params.customerId));
    if (!view) throw new AppError('IM', 'notFound');
    return { responseCode: '00' as const, data: view };
  });
