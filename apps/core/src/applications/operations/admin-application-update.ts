import { adminApplicationUpdate } from '@openportal/contract';
import { adminOf, writeAudit } from '../../admin/audit.ts';
import { operation } from '../../platform/operation.ts';
import { applicationOf, findApplication, saveApplication } from '../data/applications.ts';
import { recordEvent } from '../data/history.ts';
import type { ApplicationsDeps } from '../module.ts';
import { checkEditable, checkVersion } from '../transitions.ts';

/**
 * An operator corrects the body of an application under review (SUBMITTED only), audited
 * (`application.update`, before and after) in the same transaction; an edit that read an older
 * version is refused (applicationChanged).
 */
export const adminApplicationUpdateOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationUpdate, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    const row = await deps.db.transaction(async (tx) => {
      const before = await findApplication(tx, Number(ctx.params.id), { lock: true });
      checkVersion(before.version, input.version);
      checkEditable('operator', before.status);
      const after = await saveApplication(tx, before.id, { data: input.data });
      await recordEvent(tx, { kind: 'operator', adminId: admin.adminId }, 'update', before, after);
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'application.update',
        target: `application:${before.id}`,
        before: { version: before.version, data: before.data },
        after: { version: after.version, data: after.data },
        ip: ctx.req.ip,
      });
      return after;
    });
    return { responseCode: '00' as const, data: applicationOf(row) };
  });
