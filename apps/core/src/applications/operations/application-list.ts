import { applicationList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { applicationOf, listOwnApplications } from '../data/applications.ts';
import type { ApplicationsDeps } from '../module.ts';

/** The acting customer's applications, newest first (Customer-Id decides whose). */
export const applicationListOp = (deps: ApplicationsDeps) =>
  operation(applicationList, async (ctx) => {
    const rows = await listOwnApplications(deps.db, customerOf(ctx.caller).customerId);
    return { responseCode: '00' as const, data: rows.map(applicationOf) };
  });
