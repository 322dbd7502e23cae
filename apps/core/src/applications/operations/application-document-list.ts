import { applicationDocumentList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { findApplication } from '../data/applications.ts';
import { documentOf, listDocuments } from '../data/documents.ts';
import type { ApplicationsDeps } from '../module.ts';

/** The documents of one of the acting customer's applications. */
export const applicationDocumentListOp = (deps: ApplicationsDeps) =>
  operation(applicationDocumentList, async (ctx) => {
    const app = await findApplication(deps.db, Number(ctx.params.id), {
      customerId: customerOf(ctx.caller).customerId,
    });
    return { responseCode: '00' as const, data: (await listDocuments(deps.db, app.id)).map(documentOf) };
  });
