import { adminDocumentRemove } from '@openportal/contract';
import { adminOf, writeAudit } from '../../admin/audit.ts';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { lockCompanyDocument, representativeById } from '../data/documents.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * An operator (compliance) takes a document from a representative: it stays the company's own
 * (assign it again to whom it belongs). It must be assigned to that representative
 * (documentNotAssigned); another company's document is refused like one that does not exist.
 * Audited in the same transaction.
 */
export const adminDocumentRemoveOp = (deps: BusinessDeps) =>
  operation(adminDocumentRemove, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      const rep = await representativeById(tx, input.representativeId);
      const doc = await lockCompanyDocument(tx, rep.customerId, input.documentId);
      if (doc.representativeId !== input.representativeId) throw fieldError('documentId', 'documentNotAssigned');
      await tx.query(`UPDATE customer_documents SET representative_id = NULL WHERE id = $1`, [input.documentId]);
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'businessDocument.remove',
        target: `document ${input.documentId}`,
        before: { customerId: rep.customerId, representativeId: input.representativeId },
        after: { customerId: rep.customerId, representativeId: null },
        ip: ctx.req.ip,
      });
    });
    return {};
  });
