import { customerLimitReasonGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { customerDocuments, documentTypeName, uploadedDocument } from '../documents.ts';
import type { KycDeps } from '../module.ts';
import { documentsFor, openLimitReasons } from '../status.ts';

/** The limit reasons in force (spec 1 §3), each with the documents that answer it and those uploaded for it. */
export const customerLimitReasonGetOp = (deps: KycDeps) =>
  operation(customerLimitReasonGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const [reasons, docs] = await Promise.all([
      openLimitReasons(deps.db, customerId),
      customerDocuments(deps.db, customerId),
    ]);
    return {
      limit: reasons.map((r) => ({
        id: r.id,
        reasonId: r.reason_id as never,
        actionTypeId: r.action_type_id,
        requirementDocuments: r.document_type_ids.map((typeId) => ({
          documentTypeId: typeId,
          name: documentTypeName(typeId),
          uploadedDocuments: documentsFor(docs, [typeId], r.created_at).map((d) => uploadedDocument(d)),
        })),
      })),
    };
  });
