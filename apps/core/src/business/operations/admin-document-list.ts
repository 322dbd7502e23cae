import { adminDocumentList } from '@openportal/contract';
import { documentsOf, uploadedDocument } from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { representativeById } from '../data/documents.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * An operator (support, compliance) reads a representative's documents, or without
 * `representativeId` the company's own documents (not assigned to anyone) of the company the
 * `Customer-Id` header names (spec 1 §6 "Admins may send these too"); neither: companyRequired.
 * Newest first, deleted ones left out.
 */
export const adminDocumentListOp = (deps: BusinessDeps) =>
  operation(adminDocumentList, async (ctx, input) => {
    let customerId: string;
    let owner: number | null = null;
    if (input.representativeId !== undefined) {
      customerId = (await representativeById(deps.db, input.representativeId)).customerId;
      owner = input.representativeId;
    } else {
      const header = ctx.req.headers['customer-id'];
      if (typeof header !== 'string' || header === '' || header.length > 64)
        throw fieldError('representativeId', 'companyRequired');
      await profileOf(deps.db, header);
      customerId = header;
    }
    const docs = (await documentsOf(deps.db, customerId)).filter((d) => d.representative_id === owner);
    return { documents: docs.map((d) => uploadedDocument(d, ctx.lang)) };
  });
