import { METHOD_CALLS } from '@openportal/contract';
import { checkDocumentUpload, documentFileType } from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { FileStoreError, putRecorded, type FileStore } from '../../files/index.ts';
import type { DocumentsDeps } from '../module.ts';

/** Stores a side as the type its bytes show; the store's own refusals become a field error (never a 5xx). */
async function store(files: FileStore, field: string, f: { filename: string; data: Buffer }, contentType: string) {
  try {
    return await files.put({ body: f.data, contentType, name: f.filename });
  } catch (error) {
    if (!(error instanceof FileStoreError)) throw error;
    throw fieldError(field, error.code === 'tooLarge' ? 'documentFileTooLarge' : 'documentFileType');
  }
}

/**
 * An identity or address document (front, and back for two-sided documents), up to 10 MiB a
 * side, JPEG, PNG or PDF by content (identity/profile/document-upload-rules.ts): the files go to
 * the file store, the document waits for review as 'waiting'. Nothing is stored on a refusal.
 */
export const customerDocumentUploadOp = (deps: DocumentsDeps) =>
  operation(METHOD_CALLS.customerDocumentUpload, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const front = ctx.files.find((f) => f.field === 'file');
    if (!front) throw fieldError('file', 'documentFileEmpty');
    const back = ctx.files.find((f) => f.field === 'fileBack');
    await checkDocumentUpload(deps.db, caller.customerId, input, back !== undefined);
    const frontType = documentFileType('file', front.data);
    const backType = back ? documentFileType('fileBack', back.data) : null;
    const puts = [() => store(deps.files, 'file', front, frontType)];
    if (back && backType) puts.push(() => store(deps.files, 'fileBack', back, backType));
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
