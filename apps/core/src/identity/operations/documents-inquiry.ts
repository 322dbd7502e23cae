import { documentsInquiry } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { documentsOf, uploadedDocument } from '../profile/documents.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/** The acting customer's documents, newest first (never another customer's). */
export const documentsInquiryOp = (deps: ProfileDeps) =>
  operation(documentsInquiry, async (ctx) => ({
    documents: (await documentsOf(deps.db, customerOf(ctx.caller).customerId)).map((d) =>
      uploadedDocument(d, ctx.lang),
    ),
  }));
