import { METHOD_CALLS } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { FileStoreError, putRecorded, type FileStore } from '../../files/index.ts';
import type { DocumentsDeps } from '../module.ts';

const REFUSALS: Record<string, string> = {
  tooLarge: 'File is too large',
  contentType: 'This file type is not accepted',
  contentMismatch: 'The file does not match its type',
  empty: 'The file is empty',
  badName: 'The file name is not accepted',
};

/** Stores a file, turning the store's refusals into a field error (never a 5xx). */
async function store(files: FileStore, field: string, f: { filename: string; mimetype: string; data: Buffer }) {
  try {
    return await files.put({ body: f.data, contentType: f.mimetype, name: f.filename });
  } catch (error) {
    if (!(error instanceof FileStoreError)) throw error;
    throw new AppError('VF', 'validationFailed', {
      validationErrors: [{ field, message: REFUSALS[error.code] ?? 'The file is not accepted' }],
    });
  }
}

/**
 * An identity or address document (front, and back for two-sided documents), up to 10 MiB a
 * side: the files go to the file store, the document waits for review as 'uploaded'.
 */
export const customerDocumentUploadOp = (deps: DocumentsDeps) =>
  operation(METHOD_CALLS.customerDocumentUpload, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const front = ctx.files.find((f) => f.field === 'file');
    if (!front)
      throw new AppError('VF', 'validationFailed', { validationErrors: [{ field: 'file', message: 'Required' }] });
    const back = ctx.files.find((f) => f.field === 'fileBack');
    const puts = [() => store(deps.files, 'file', front)];
    if (back) puts.push(() => store(deps.files, 'fileBack', back));
    // The files and the row that names them stand or fall together (putRecorded).
    const row = await putRecorded(deps.files, puts, ([frontMeta, backMeta]) =>
      deps.db.query<{ id: number }>(
        `INSERT INTO customer_documents (customer_id, type, file_id, file_back_id, address_id, is_due_diligence,
           issued_date, expires_date, number, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          caller.customerId,
          input.type,
          frontMeta!.id,
          backMeta?.id ?? null,
          input.addressId ?? null,
          input.isDueDiligence ?? false,
          input.issuedDate ?? null,
          input.expiresDate ?? null,
          input.number ?? null,
          caller.userId,
        ],
      ),
    );
    return { documentId: Number(row.rows[0]!.id) };
  });
