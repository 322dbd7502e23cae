import { adminDocumentAssign } from '@openportal/contract';
import { adminOf, writeAudit } from '../../admin/audit.ts';
import { operation } from '../../platform/operation.ts';
import { lockCompanyDocument, representativeById } from '../data/documents.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * An operator (compliance) gives one of a company's documents to one of its representatives
 * (spec 1 §6 "Admins can reassign documents"): from the company or from another representative.
 * The document must be the representative's company's own: another company's is refused like one
 * that does not exist. Audited in the same transaction (before and after).
 */
export const adminDocumentAssignOp = (deps: BusinessDeps) =>
  operation(adminDocumentAssign, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      const rep = await representativeById(tx, input.representativeId);
      const doc = await lockCompanyDocument(tx, rep.customerId, input.documentId);
      await tx.query(`UPDATE customer_documents SET representative_id = $2 WHERE id = $1`, [
        input.documentId,
        input.representativeId,
      ]);
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'businessDocument.assign',
        target: `document ${input.documentId}`,
        before: { customerId: rep.customerId, representativeId: doc.representativeId },
        after: { customerId: rep.customerId, representativeId: input.representativeId },
        ip: ctx.req.ip,
      });
    });
    return {};
  });
