import { adminChangeApprove } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { adminOf } from '../audit.ts';
import { decideChange } from '../four-eyes.ts';
import type { AdminDeps } from '../module.ts';

/** A second operator applies a pending change (audited `<kind>.approve`); never the proposer. */
export const adminChangeApproveOp = (deps: AdminDeps) =>
  operation(adminChangeApprove, async (ctx) => {
    const { adminId } = adminOf(ctx.caller);
    const changeId = Number(ctx.params.changeId);
    const data = await decideChange(deps.db, { changeId, approve: true, adminId, ip: ctx.req.ip }, deps.changeAppliers);
    return { responseCode: '00' as const, data };
  });
