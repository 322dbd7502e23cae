import {
  adminBusinessDueDiligenceUpdate,
  adminBusinessFinancialDetailUpdate,
  adminBusinessRepresentativeDelete,
} from '@openportal/contract';
import { adminOf, writeAudit } from '../../admin/audit.ts';
import { operation } from '../../platform/operation.ts';
import { writeDueDiligence, writeFinancialDetail } from '../data/company-details.ts';
import { kybProfile, kybTarget } from '../data/kyb.ts';
import { deleteRepresentative } from '../data/representative-writes.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The operator's edits of a company (spec 1 §6: admins update financial info and due diligence
 * and force-delete representatives), compliance only. Each writes through the customer calls'
 * own data functions (their rules and messages) and its audit row in the same transaction.
 */
export const adminBusinessCompanyEditsOps = (deps: BusinessDeps) => [
  operation(adminBusinessFinancialDetailUpdate, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    const customerId = String(ctx.params.customerId);
    await deps.db.transaction(async (tx) => {
      await kybProfile(tx, customerId, true);
      const before = await writeFinancialDetail(tx, customerId, input.financialDetail);
      const target = kybTarget(customerId, 'financialDetail');
      const after = input.financialDetail;
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'kyb.financialDetail',
        target,
        before,
        after,
        ip: ctx.req.ip,
      });
    });
    return { responseCode: '00' as const, data: { financialDetail: input.financialDetail } };
  }),
  operation(adminBusinessDueDiligenceUpdate, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    const customerId = String(ctx.params.customerId);
    const after = await deps.db.transaction(async (tx) => {
      await kybProfile(tx, customerId, true);
      const w = await writeDueDiligence(tx, customerId, input.dueDiligenceQuestionnaire);
      const target = kybTarget(customerId, 'dueDiligence');
      await writeAudit(tx, { adminId: admin.adminId, action: 'kyb.dueDiligence', target, ...w, ip: ctx.req.ip });
      return w.after;
    });
    return { responseCode: '00' as const, data: { dueDiligenceQuestionnaire: after } };
  }),
  operation(adminBusinessRepresentativeDelete, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    const customerId = String(ctx.params.customerId);
    const id = Number(ctx.params.representativeId);
    await deps.db.transaction(async (tx) => {
      await kybProfile(tx, customerId);
      const userId = await deleteRepresentative(tx, customerId, null, id);
      if (userId)
        await deps.outbox.add(tx, 'realtime', [
          { userIds: [userId], event: { type: 'AccessRightsChanged', customerId } },
        ]);
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'kyb.representativeForceDelete',
        target: kybTarget(customerId, `representative:${id}`),
        before: { representativeId: id, userId },
        after: { deleted: true, reason: input.reason },
        ip: ctx.req.ip,
      });
    });
    return { responseCode: '00' as const, data: { id } };
  }),
];
