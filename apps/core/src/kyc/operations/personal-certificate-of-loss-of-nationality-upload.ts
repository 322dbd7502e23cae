import { personalCertificateOfLossOfNationalityUpload } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { FileStoreError, putRecorded } from '../../files/index.ts';
import type { KycDeps } from '../module.ts';

const refused = (message: string) =>
  new AppError('VF', 'validationFailed', { validationErrors: [{ field: 'document', message }] });

/**
 * The certificate of loss of US nationality (multipart, the file part named document, spec 1 §5):
 * an image or PDF by content, up to 10 MiB; it waits for review as pending.
 */
export const personalCertificateOfLossOfNationalityUploadOp = (deps: KycDeps) =>
  operation(personalCertificateOfLossOfNationalityUpload, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const file = ctx.files.find((f) => f.field === 'document');
    if (!file) throw refused('Required');
    try {
      await putRecorded(
        deps.files,
        [() => deps.files.put({ body: file.data, contentType: file.mimetype, name: file.filename })],
        ([meta]) =>
          deps.db.query(
            `INSERT INTO certification_documents (customer_id, kind, status, file_id) VALUES ($1, 'COLN', 'pending', $2)`,
            [customerId, meta!.id],
          ),
      );
    } catch (error) {
      if (error instanceof FileStoreError)
        throw refused(error.code === 'tooLarge' ? 'File is too large' : 'This file type is not accepted');
      throw error;
    }
    return {};
  });
