import { DOCUMENT_STATUSES, type TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { DOCUMENT_CATEGORY_IDS, DOCUMENT_TYPES } from '../../reference/data/document-types.ts';

/**
 * The review status of a customer's document (customer_documents.status, migration 0036), read
 * by the verification engine and set by the review: waiting for review, confirmed, rejected,
 * expired soon (confirmed, expiry near), expired, deleted by the customer.
 */
export const DOCUMENT_REVIEW_STATUSES = [
  'waiting',
  'confirmed',
  'rejected',
  'expiredSoon',
  'expired',
  'deleted',
] as const;
export type TDocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

/** The spec's numeric statusId of each (spec 1 §3 Document statuses; expired soon is still confirmed). */
export const DOCUMENT_STATUS_IDS: Readonly<Record<TDocumentReviewStatus, number>> = {
  waiting: DOCUMENT_STATUSES.pending,
  confirmed: DOCUMENT_STATUSES.confirmed,
  rejected: DOCUMENT_STATUSES.rejected,
  expiredSoon: DOCUMENT_STATUSES.confirmed,
  expired: DOCUMENT_STATUSES.expired,
  deleted: DOCUMENT_STATUSES.deleted,
};

const TYPE_INFO = new Map<number, { category: keyof typeof DOCUMENT_CATEGORY_IDS; name: Record<TLanguage, string> }>(
  (Object.entries(DOCUMENT_TYPES) as [keyof typeof DOCUMENT_CATEGORY_IDS, (typeof DOCUMENT_TYPES)['other']][]).flatMap(
    ([category, types]) => types.map((t) => [t.id, { category, name: t.name }] as const),
  ),
);

/** Whether the reference list knows the document type. */
export const knownDocumentType = (type: number) => TYPE_INFO.has(type);
/** The category of a document type (identityProof, addressProof, …), or undefined. */
export const documentCategory = (type: number) => TYPE_INFO.get(type)?.category;
const typeName = (type: number, lang: TLanguage) => TYPE_INFO.get(type)?.name[lang] ?? String(type);

export interface TDocumentRow {
  id: number;
  type: number;
  status: TDocumentReviewStatus;
  address_id: number | null;
  is_due_diligence: boolean;
  issued_date: string | null;
  expires_date: string | null;
  number: string | null;
  reject_reason: string | null;
  created_at: Date;
  created_username: string | null;
  /** The uploader's name (null: the provider stand-in or an operator filed it). */
  created_name: string | null;
  /** A company's document that belongs to one of its representatives (migration 0054); null: the customer's own. */
  representative_id: number | null;
}

/** The customer's documents, newest first, deleted ones left out. */
export async function documentsOf(q: Queryable, customerId: string): Promise<TDocumentRow[]> {
  const r = await q.query<TDocumentRow>(
    `SELECT d.id, d.type, d.status, d.address_id, d.is_due_diligence, d.issued_date::text AS issued_date,
            d.expires_date::text AS expires_date, d.number, d.reject_reason, d.created_at, u.email AS created_username,
            NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS created_name, d.representative_id
       FROM customer_documents d LEFT JOIN users u ON u.id = d.uploaded_by
      WHERE d.customer_id = $1 AND d.status <> 'deleted' ORDER BY d.created_at DESC, d.id DESC`,
    [customerId],
  );
  return r.rows.map((x) => ({
    ...x,
    id: Number(x.id),
    address_id: x.address_id === null ? null : Number(x.address_id),
    representative_id: x.representative_id === null ? null : Number(x.representative_id),
  }));
}

/** A row as spec 1 §3 Uploaded document. */
export function uploadedDocument(d: TDocumentRow, lang: TLanguage) {
  return {
    id: d.id,
    statusId: DOCUMENT_STATUS_IDS[d.status] as never,
    uploaded: new Date(d.created_at).toISOString(),
    documentTypeId: d.type,
    documentType: typeName(d.type, lang),
    isSubDocument: false,
    issuedDate: d.issued_date,
    expiresDate: d.expires_date,
    createdUsername: d.created_username,
    rejectReason: d.reject_reason,
  };
}

/** A row as spec 1 §3 Identity document (identityGet). */
export function identityDocument(d: TDocumentRow, lang: TLanguage) {
  return {
    type: typeName(d.type, lang),
    typeId: d.type,
    number: d.number ?? '',
    status: d.status,
    expiresDate: d.expires_date,
    issuedDate: d.issued_date,
    rejectReason: d.reject_reason,
  };
}
