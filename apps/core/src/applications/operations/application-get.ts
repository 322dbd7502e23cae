import { applicationGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { applicationOf, findApplication } from '../data/applications.ts';
import type { ApplicationsDeps } from '../module.ts';

/** One application of the acting customer; another customer's is not found (IM). */
export const applicationGetOp = (deps: ApplicationsDeps) =>
  operation(applicationGet, async (ctx) => {
    const row = await findApplication(deps.db, Number(ctx.params.id), {
      customerId: customerOf(ctx.caller).customerId,
    });
    return { responseCode: '00' as const, data: applicationOf(row) };
  });
