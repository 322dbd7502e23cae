import { adminChangeReject } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { adminOf } from '../audit.ts';
import { decideChange } from '../four-eyes.ts';
import type { AdminDeps } from '../module.ts';

/** A second operator turns a pending change down (audited `<kind>.reject`); never the proposer. */
export const adminChangeRejectOp = (deps: AdminDeps) =>
  operation(adminChangeReject, async (ctx) => {
    const { adminId } = adminOf(ctx.caller);
    const changeId = Number(ctx.params.changeId);
    const data = await decideChange(
      deps.db,
      { changeId, approve: false, adminId, ip: ctx.req.ip },
      deps.changeAppliers,
    );
    return { responseCode: '00' as const, data };
  });
