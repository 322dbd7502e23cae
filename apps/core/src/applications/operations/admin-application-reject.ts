import { adminApplicationReject } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { applicationOf } from '../data/applications.ts';
import { decide } from '../decide.ts';
import type { ApplicationsDeps } from '../module.ts';

/** Compliance rejects an application under review with a reason the applicant sees: REJECTED, audited, told. */
export const adminApplicationRejectOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationReject, async (ctx, input) => ({
    responseCode: '00' as const,
    data: applicationOf(await decide(deps, ctx, { move: 'reject', version: input.version, reason: input.reason })),
  }));
