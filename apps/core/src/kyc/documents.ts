import { DOCUMENT_STATUSES } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { DOCUMENT_TYPES } from '../reference/data/document-types.ts';

/** The review statuses of customer_documents (migration 0036) and the spec's statusId of each. */
export const DOCUMENT_STATUS_IDS: Readonly<Record<string, number>> = {
  waiting: DOCUMENT_STATUSES.submitted,
  confirmed: DOCUMENT_STATUSES.confirmed,
  // Still valid, expiry near: confirmed as far as the status is concerned.
  expiredSoon: DOCUMENT_STATUSES.confirmed,
  rejected: DOCUMENT_STATUSES.rejected,
  expired: DOCUMENT_STATUSES.expired,
  deleted: DOCUMENT_STATUSES.deleted,
};
export const statusIdOf = (status: string) => DOCUMENT_STATUS_IDS[status] ?? DOCUMENT_STATUSES.submitted;

const idsOf = (category: keyof typeof DOCUMENT_TYPES) => DOCUMENT_TYPES[category].map((t) => t.id);
/** Identity proof types (passport, ID card, driving licence) and address proof types. */
export const IDENTITY_TYPE_IDS: readonly number[] = idsOf('identityProof');
export const ADDRESS_TYPE_IDS: readonly number[] = idsOf('addressProof');

/** A document type's English name (the back office and limit reasons name documents by it). */
export function documentTypeName(typeId: number): string {
  for (const list of Object.values(DOCUMENT_TYPES)) {
    const t = list.find((x) => x.id === typeId);
    if (t) return t.name.en;
  }
  return `Document ${typeId}`;
}

export interface TDocRow {
  id: number;
  customer_id: string;
  type: number;
  status: string;
  address_id: number | null;
  is_due_diligence: boolean;
  issued_date: Date | string | null;
  expires_date: Date | string | null;
  reject_reason: string | null;
  file_id: string;
  file_back_id: string | null;
  uploaded_by: string;
  created_at: Date;
  version: number;
}

export const DOC_COLUMNS = `d.id, d.customer_id, d.type, d.status, d.address_id, d.is_due_diligence, d.issued_date,
  d.expires_date, d.reject_reason, d.file_id, d.file_back_id, d.uploaded_by, d.created_at, d.version`;

/**
 * The customer's documents but deleted ones, newest first. A company's documents assigned to one
 * of its representatives are the representative's, not the company's (issue 26): left out.
 */
export async function customerDocuments(q: Queryable, customerId: string): Promise<TDocRow[]> {
  return (
    await q.query<TDocRow>(
      `SELECT ${DOC_COLUMNS} FROM customer_documents d
        WHERE d.customer_id = $1 AND d.status <> 'deleted' AND d.representative_id IS NULL
        ORDER BY d.created_at DESC, d.id DESC`,
      [customerId],
    )
  ).rows;
}

export const isoDay = (d: Date | string | null) =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/** A document as the spec's uploaded document (spec 1 §3). */
export function uploadedDocument(d: TDocRow, username: string | null = null) {
  return {
    id: d.id,
    statusId: statusIdOf(d.status) as never,
    uploaded: d.created_at.toISOString(),
    documentTypeId: d.type,
    documentType: documentTypeName(d.type),
    isSubDocument: false,
    issuedDate: isoDay(d.issued_date),
    expiresDate: isoDay(d.expires_date),
    createdUsername: username,
    rejectReason: d.reject_reason,
  };
}
