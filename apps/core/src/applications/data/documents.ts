import type { Queryable } from '@openportal/db';
import { AppError } from '../../platform/app-error.ts';

interface TDocumentRow {
  id: number;
  application_id: number;
  uuid: string;
  file_id: string;
  document_type: string | null;
  filename: string;
  filesize: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, application_id, uuid::text AS uuid, file_id, document_type, filename, filesize::text AS filesize, created_at, updated_at';

/** The contract's ApplicationDocument of a row (the file id stays inside core). */
export function documentOf(r: TDocumentRow) {
  return {
    id: Number(r.id),
    applicationId: Number(r.application_id),
    uuid: r.uuid,
    filename: r.filename,
    filesize: Number(r.filesize),
    documentType: r.document_type as never,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function listDocuments(q: Queryable, applicationId: number) {
  const r = await q.query<TDocumentRow>(
    `SELECT ${COLUMNS} FROM merchant_application_documents WHERE application_id = $1 ORDER BY id`,
    [applicationId],
  );
  return r.rows;
}

/** One document of one application (a uuid of another application is not found). */
export async function findDocument(q: Queryable, applicationId: number, uuid: string) {
  const r = await q.query<TDocumentRow>(
    `SELECT ${COLUMNS} FROM merchant_application_documents WHERE application_id = $1 AND uuid = $2::uuid`,
    [applicationId, uuid],
  );
  if (!r.rows[0]) throw new AppError('IM', 'notFound');
  return r.rows[0];
}

export async function countDocuments(q: Queryable, applicationId: number) {
  const r = await q.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM merchant_application_documents WHERE application_id = $1`,
    [applicationId],
  );
  return Number(r.rows[0]!.n);
}

export async function insertDocument(
  q: Queryable,
  d: {
    applicationId: number;
    uuid: string;
    fileId: string;
    documentType: string | null;
    filename: string;
    filesize: number;
    contentType: string;
    userId: string;
  },
) {
  const r = await q.query<TDocumentRow>(
    `INSERT INTO merchant_application_documents
       (application_id, uuid, file_id, document_type, filename, filesize, content_type, uploaded_by)
     VALUES ($1, $2::uuid, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [d.applicationId, d.uuid, d.fileId, d.documentType, d.filename, d.filesize, d.contentType, d.userId],
  );
  return r.rows[0]!;
}
