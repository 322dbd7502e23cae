import { adminApplicationDocumentFile } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { findApplication } from '../data/applications.ts';
import { findDocument } from '../data/documents.ts';
import type { ApplicationsDeps } from '../module.ts';

/** One document's file of an application, for the operator to view (the stored name only as the download name). */
export const adminApplicationDocumentFileOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationDocumentFile, async (ctx) => {
    const app = await findApplication(deps.db, Number(ctx.params.id));
    const doc = await findDocument(deps.db, app.id, String(ctx.params.uuid));
    const file = await deps.files.get(doc.file_id);
    if (!file) throw new AppError('IM', 'notFound');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { binary: Buffer.concat(chunks), filename: doc.filename };
  });
