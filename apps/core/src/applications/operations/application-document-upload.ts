import { randomUUID } from 'node:crypto';
import { applicationDocumentUpload, FIELD_MESSAGES } from '@openportal/contract';
import { FileStoreError, putRecorded } from '../../files/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { findApplication } from '../data/applications.ts';
import { countDocuments, documentOf, insertDocument } from '../data/documents.ts';
import { MAX_DOCUMENTS, safeFilename, sniffDocument, tooManyDocuments } from '../document-file.ts';
import type { ApplicationsDeps } from '../module.ts';
import { checkEditable } from '../transitions.ts';

/**
 * A document of an application the applicant may still edit (multipart field `file`, at most
 * the contract's maxFileBytes, read by the dispatcher): its type is told by its first bytes (PDF,
 * PNG, JPEG), never by its name or declared type; its name is kept as data only. The file and
 * its row stand or fall together (putRecorded).
 */
export const applicationDocumentUploadOp = (deps: ApplicationsDeps) =>
  operation(applicationDocumentUpload, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const id = Number(ctx.params.id);
    const app = await findApplication(deps.db, id, { customerId: caller.customerId });
    checkEditable('applicant', app.status);
    const file = ctx.files.find((f) => f.field === 'file');
    if (!file)
      throw new AppError('VF', 'validationFailed', {
        validationErrors: [{ field: 'file', message: FIELD_MESSAGES.required }],
      });
    const kind = sniffDocument(file.data);
    const filename = safeFilename(file.filename, kind.ext);
    const put = async () => {
      try {
        return await deps.files.put({ body: file.data, contentType: kind.type });
      } catch (error) {
        if (!(error instanceof FileStoreError)) throw error;
        throw new AppError('VF', 'validationFailed', {
          validationErrors: [{ field: 'file', message: 'The file is not accepted' }],
        });
      }
    };
    const row = await putRecorded(deps.files, [put], ([meta]) =>
      deps.db.transaction(async (tx) => {
        const locked = await findApplication(tx, id, { customerId: caller.customerId, lock: true });
        checkEditable('applicant', locked.status);
        if ((await countDocuments(tx, id)) >= MAX_DOCUMENTS) throw tooManyDocuments();
        return insertDocument(tx, {
          applicationId: id,
          uuid: randomUUID(),
          fileId: meta!.id,
          documentType: input.documentType ?? null,
          filename,
          filesize: meta!.sizeBytes,
          contentType: kind.type,
          userId: caller.userId,
        });
      }),
    );
    return { responseCode: '00' as const, data: documentOf(row) };
  });
