import { fileDownload } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { actingCustomerId } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { DocumentsDeps } from '../module.ts';

/** The largest file answered whole (the file store's own default limit). */
const MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024;

/**
 * A file of the acting customer: one core issued to them (pdfGenerate, a signed W-form), one they
 * uploaded (customer_documents) or a certification document they uploaded (a certificate of loss
 * of nationality, theirs or a company representative's). Anything else, another customer's file
 * included, is not found.
 */
export const fileDownloadOp = (deps: DocumentsDeps) =>
  operation(fileDownload, async (ctx) => {
    const customerId = actingCustomerId(ctx.caller);
    const fileId = String(ctx.params.fileId);
    const owned = await deps.db.query(
      `SELECT 1 FROM issued_files WHERE file_id::text = $1 AND customer_id = $2
       UNION ALL
       SELECT 1 FROM customer_documents WHERE (file_id = $1 OR file_back_id = $1) AND customer_id = $2
       UNION ALL
       SELECT 1 FROM certification_documents WHERE file_id = $1 AND customer_id = $2`,
      [fileId, customerId],
    );
    const file = owned.rows.length ? await deps.files.get(fileId) : null;
    if (!file || file.meta.sizeBytes > MAX_DOWNLOAD_BYTES) throw new AppError('IM', 'notFound');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { binary: Buffer.concat(chunks), filename: file.meta.name ?? `${fileId}.bin` } as never;
  });
