import type { Queryable } from '@openportal/db';
import { fieldError } from '../../platform/app-error.ts';

export interface TUploader {
  customerId?: string;
  userId?: string;
  agentId?: string;
}

/** A file handed in, waiting for a ticket or thread to name it. */
export async function insertUpload(
  q: Queryable,
  by: TUploader,
  file: { fileId: string; name: string; size: number },
): Promise<{ id: string; name: string; size: number }> {
  const r = await q.query<{ id: string }>(
    `INSERT INTO support_uploads (customer_id, user_id, agent_id, file_id, name, size_bytes)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [by.customerId ?? null, by.userId ?? null, by.agentId ?? null, file.fileId, file.name, file.size],
  );
  return { id: r.rows[0]!.id, name: file.name, size: file.size };
}

/**
 * Makes the uploads the attachments of a thread: each must be the uploader's own and not sent
 * yet, or the whole write is refused (`uploads`: supportUploadUnknown).
 */
export async function attachUploads(
  tx: Queryable,
  by: TUploader,
  uploadIds: readonly string[],
  threadId: string,
): Promise<void> {
  const ids = [...new Set(uploadIds)];
  if (ids.length === 0) return;
  if (ids.some((id) => !/^[1-9]\d{0,17}$/.test(id))) throw fieldError('uploads', 'supportUploadUnknown');
  const r = await tx.query(
    `UPDATE support_uploads SET thread_id = $1
      WHERE id = ANY($2::bigint[]) AND thread_id IS NULL
        AND customer_id IS NOT DISTINCT FROM $3 AND user_id IS NOT DISTINCT FROM $4
        AND agent_id IS NOT DISTINCT FROM $5::bigint`,
    [threadId, ids, by.customerId ?? null, by.userId ?? null, by.agentId ?? null],
  );
  if (r.rowCount !== ids.length) throw fieldError('uploads', 'supportUploadUnknown');
}
