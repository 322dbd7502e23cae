import { userAccessList } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { loadCustomerAccesses } from '../data/customers.ts';

/** The customers the signed-in user may act for (spec 1 §6: a user with several picks one). */
export const userAccessListOp = (deps: { db: Queryable }) =>
  operation(userAccessList, async (ctx) => ({
    customerAccesses: await loadCustomerAccesses(deps.db, customerOf(ctx.caller).userId),
  }));
