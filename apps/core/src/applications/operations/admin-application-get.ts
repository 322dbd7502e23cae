import { adminApplicationGet } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { applicationOf, findApplication } from '../data/applications.ts';
import type { ApplicationsDeps } from '../module.ts';

/** One application, whatever its customer or status, for an operator who may read applications. */
export const adminApplicationGetOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationGet, async (ctx) => ({
    responseCode: '00' as const,
    data: applicationOf(await findApplication(deps.db, Number(ctx.params.id))),
  }));
