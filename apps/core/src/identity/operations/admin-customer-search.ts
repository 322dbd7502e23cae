import { adminCustomerSearch } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { operation } from '../../platform/operation.ts';
import { searchCustomers } from '../data/operator-customer-view.ts';

/** Customers of every brand by name, e-mail or account number (read-only: no audit row). */
export const adminCustomerSearchOp = (deps: { db: Queryable }) =>
  operation(adminCustomerSearch, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await searchCustomers(deps.db, input.q),
  }));
