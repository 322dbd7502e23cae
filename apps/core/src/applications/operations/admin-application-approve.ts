import { adminApplicationApprove } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { applicationOf } from '../data/applications.ts';
import { decide } from '../decide.ts';
import type { ApplicationsDeps } from '../module.ts';

/** Compliance approves an application under review: VERIFIED, audited, the applicant told. */
export const adminApplicationApproveOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationApprove, async (ctx, input) => ({
    responseCode: '00' as const,
    data: applicationOf(await decide(deps, ctx, { move: 'approve', version: input.version })),
  }));
