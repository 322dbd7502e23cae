import { applicationDocumentGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { findApplication } from '../data/applications.ts';
import { documentOf, findDocument } from '../data/documents.ts';
import type { ApplicationsDeps } from '../module.ts';

/** One document (by uuid) of one of the acting customer's applications; anything else is not found. */
export const applicationDocumentGetOp = (deps: ApplicationsDeps) =>
  operation(applicationDocumentGet, async (ctx) => {
    const app = await findApplication(deps.db, Number(ctx.params.id), {
      customerId: customerOf(ctx.caller).customerId,
    });
    const doc = await findDocument(deps.db, app.id, String(ctx.params.uuid));
    return { responseCode: '00' as const, data: documentOf(doc) };
  });
