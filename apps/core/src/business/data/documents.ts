import {
  ADDRESS_STATUSES,
  allVerified,
  DOCUMENT_STATUSES,
  isInReview,
  type TLanguage,
  type TStatusDocument,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  addressStatusOf,
  documentCategory,
  DOCUMENT_STATUS_IDS,
  uploadedDocument,
  type TDocumentRow,
} from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';

/**
 * A company's documents (issue 26) are kyc's customer documents of the company
 * (customer_documents, identity's documentsOf): the company's own ones (representative_id null)
 * and those an operator assigned to one of its representatives, or that a representative's
 * identity verification confirmed.
 */
type TCategory = NonNullable<ReturnType<typeof documentCategory>>;
const CORPORATE: readonly TCategory[] = [
  'businessRegistration',
  'relationshipProof',
  'businessAddress',
  'registrationAddress',
  'controlDocument',
];

const statusIdOf = (d: TDocumentRow): number => DOCUMENT_STATUS_IDS[d.status];

/**
 * One status for a set of documents (spec 2 §4 "verified when all are confirmed; in review when
 * all are pending, submitted or under investigation"), over the newest document of each type
 * (`docs` newest first: a document replaced by a newer one of its type no longer counts):
 * confirmed when all are, else the statusId of the newest one back with the customer (rejected,
 * expired, …), else pending (some still in review). Null without documents.
 */
export function documentsStatus(docs: readonly TDocumentRow[]): number | null {
  const newest = new Map<number, TDocumentRow>();
  for (const d of docs) if (!newest.has(d.type)) newest.set(d.type, d);
  const ids: TStatusDocument[] = [...newest.values()].map((d) => ({ statusId: statusIdOf(d) }));
  if (ids.length === 0) return null;
  if (allVerified(ids)) return DOCUMENT_STATUSES.confirmed;
  const back = ids.find((d) => d.statusId !== DOCUMENT_STATUSES.confirmed && !isInReview(d));
  return back?.statusId ?? DOCUMENT_STATUSES.pending;
}

/** businessInfoGet's documents: the company's own ones, by kind, as spec 1 §3 uploaded documents. */
export function companyDocumentGroups(docs: readonly TDocumentRow[], lang: TLanguage) {
  const own = docs.filter((d) => d.representative_id === null);
  const of = (d: TDocumentRow) => documentCategory(d.type);
  const corporate = own.filter((d) => CORPORATE.includes(of(d)!));
  const wealth = own.filter((d) => of(d) === 'sourceOfWealth');
  const additional = own.filter((d) => !corporate.includes(d) && !wealth.includes(d));
  const view = (list: readonly TDocumentRow[]) => list.map((d) => uploadedDocument(d, lang));
  return {
    corporateDocuments: view(corporate),
    corporateDocumentsStatus: documentsStatus(corporate),
    sourceOfWealthDocuments: view(wealth),
    additionalDocuments: view(additional),
  };
}

/**
 * A representative's documents and statuses, computed as kyc computes a person's: from the
 * newest document of each kind. Identity and control document: its statusId. Address: the
 * address status its newest proof gives (addressInquiry's rule); without a proof, unconfirmed
 * when the representative has an address, else null.
 */
export function representativeDocuments(companyDocs: readonly TDocumentRow[], repId: number, hasAddress: boolean) {
  const own = companyDocs.filter((d) => d.representative_id === repId);
  const newestOf = (category: TCategory) => own.find((d) => documentCategory(d.type) === category);
  const identity = newestOf('identityProof');
  const address = newestOf('addressProof');
  const control = newestOf('controlDocument');
  return {
    documents: own.map((d) => ({
      id: d.id,
      documentTypeId: d.type,
      statusId: statusIdOf(d),
      expiration: d.expires_date,
      created: new Date(d.created_at).toISOString(),
      createdName: d.created_name,
    })),
    addressStatus: address
      ? addressStatusOf(address, ADDRESS_STATUSES.unconfirmed)
      : hasAddress
        ? ADDRESS_STATUSES.unconfirmed
        : null,
    identityStatus: identity ? statusIdOf(identity) : null,
    controlDocumentStatus: control ? statusIdOf(control) : null,
  };
}

/** A live representative by id alone (an operator's call names no company): its company and kind. */
export async function representativeById(q: Queryable, id: number) {
  const r = await q.query<{ customer_id: string; kind: string }>(
    `SELECT customer_id, kind FROM business_representatives WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  if (!r.rows[0]) throw fieldError('representativeId', 'representativeNotFound');
  return { customerId: r.rows[0].customer_id, kind: r.rows[0].kind };
}

/**
 * One of the company's documents (not deleted), locked; another company's document is refused
 * exactly like one that does not exist.
 */
export async function lockCompanyDocument(q: Queryable, customerId: string, documentId: number) {
  const r = await q.query<{ representative_id: string | null }>(
    `SELECT representative_id FROM customer_documents
      WHERE id = $1 AND customer_id = $2 AND status <> 'deleted' FOR UPDATE`,
    [documentId, customerId],
  );
  if (!r.rows[0]) throw fieldError('documentId', 'companyDocumentNotFound');
  const rep = r.rows[0].representative_id;
  return { representativeId: rep === null ? null : Number(rep) };
}
