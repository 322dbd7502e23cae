import type { OperationContext } from '../platform/operation.ts';
import { adminOf, writeAudit } from '../admin/audit.ts';
import { findApplication, saveApplication, type TApplicationRow } from './data/applications.ts';
import { recordEvent } from './data/history.ts';
import { tellDecision } from './decision-notice.ts';
import type { ApplicationsDeps } from './module.ts';
import { checkVersion, moveTo } from './transitions.ts';

/**
 * An operator's decision (approve: SUBMITTED -> VERIFIED, reject: SUBMITTED -> REJECTED with the
 * reason the applicant sees), under the row lock: the move through the transition table, the
 * audit row (`application.approve` / `application.reject`) and the applicant's notice, in one
 * transaction. An applicant's edit waiting on the lock then finds a decided application and is
 * refused; a decision that read an older version is refused.
 */
export async function decide(
  deps: ApplicationsDeps,
  ctx: OperationContext,
  d: { move: 'approve' | 'reject'; version: number | undefined; reason?: string },
): Promise<TApplicationRow> {
  const admin = adminOf(ctx.caller);
  return deps.db.transaction(async (tx) => {
    const before = await findApplication(tx, Number(ctx.params.id), { lock: true });
    checkVersion(before.version, d.version);
    const status = moveTo(before.status, d.move);
    const after = await saveApplication(tx, before.id, {
      status,
      decidedBy: admin.adminId,
      rejectReason: d.move === 'reject' ? d.reason! : null,
    });
    await writeAudit(tx, {
      adminId: admin.adminId,
      action: `application.${d.move}`,
      target: `application:${before.id}`,
      before: { status: before.status, version: before.version },
      after: { status: after.status, version: after.version, ...(d.reason ? { reason: d.reason } : {}) },
      ip: ctx.req.ip,
    });
    await recordEvent(tx, { kind: 'operator', adminId: admin.adminId }, d.move, before, after, d.reason ?? null);
    await tellDecision(tx, deps, after);
    return after;
  });
}
