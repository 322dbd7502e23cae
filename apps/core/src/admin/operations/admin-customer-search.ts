import { adminCustomerSearch } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { searchCustomers } from '../data/customers.ts';
import type { AdminDeps } from '../module.ts';

/** Customers of every brand by name, e-mail or account number (read-only: no audit row). */
export const adminCustomerSearchOp = (deps: AdminDeps) =>
  operation(adminCustomerSearch, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await searchCustomers(deps.db, input.q),
  }));
