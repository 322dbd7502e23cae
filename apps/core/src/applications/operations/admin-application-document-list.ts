import { adminApplicationDocumentList } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { findApplication } from '../data/applications.ts';
import { documentOf, listDocuments } from '../data/documents.ts';
import type { ApplicationsDeps } from '../module.ts';

/** The documents of an application, for the operator's review. */
export const adminApplicationDocumentListOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationDocumentList, async (ctx) => {
    const app = await findApplication(deps.db, Number(ctx.params.id));
    return { responseCode: '00' as const, data: (await listDocuments(deps.db, app.id)).map(documentOf) };
  });
