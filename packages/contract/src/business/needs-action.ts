/**
 * The "needs action" rules of spec 1 §5 for a company and its representatives, pure: the portal's
 * company screens mark what needs the customer, the back office may read the same. Our readings
 * where §5 is terse:
 * - a representative's statuses (address, identity, control document) count only when present;
 * - the company's documents are its `corporateDocumentsStatus`: anything but 1 or 2, none
 *   included, needs action (nothing handed in yet is something to do);
 * - "address documents" are the documents uploaded for each company address (`uploadedDocuments`
 *   with a `statusId`): each must be 0 (submitted) or 2 (confirmed).
 */

/** Representative statuses that need nothing more (spec 1 §5). */
const REPRESENTATIVE_DONE = [1, 2];
/** The company's document statuses that need nothing more. */
const COMPANY_DOCUMENTS_DONE = [1, 2];
/** Address document statuses that need nothing more (submitted 0, confirmed 2). */
const ADDRESS_DOCUMENTS_DONE = [0, 2];

export interface TRepresentativeStatuses {
  addressStatus?: number | null | undefined;
  identityStatus?: number | null | undefined;
  controlDocumentStatus?: number | null | undefined;
}
export type TRepresentativeAction = keyof TRepresentativeStatuses;
const REPRESENTATIVE_STATUSES: readonly TRepresentativeAction[] = [
  'addressStatus',
  'identityStatus',
  'controlDocumentStatus',
];

/** Which of a representative's statuses need action (empty: none). */
export function representativeActions(r: TRepresentativeStatuses): TRepresentativeAction[] {
  return REPRESENTATIVE_STATUSES.filter((k) => {
    const v = r[k];
    return v !== null && v !== undefined && !REPRESENTATIVE_DONE.includes(v);
  });
}
export const representativeNeedsAction = (r: TRepresentativeStatuses) => representativeActions(r).length > 0;

/** The company fields that must not be empty (spec 1 §5). */
export const COMPANY_REQUIRED_FIELDS = [
  'name',
  'registrationCountryCode',
  'tradingName',
  'email',
  'registrationNumber',
  'registrationDate',
  'businessTaxId',
  'phone',
  'website',
] as const;
export type TCompanyRequiredField = (typeof COMPANY_REQUIRED_FIELDS)[number];
export type TCompanyAction = TCompanyRequiredField | 'documents' | 'addressDocuments';

export type TCompanyFacts = Partial<Record<TCompanyRequiredField, string | null>> & {
  corporateDocumentsStatus?: number | null | undefined;
  addresses?: readonly Record<string, unknown>[] | undefined;
};

function addressDocumentStatuses(addresses: readonly Record<string, unknown>[]): number[] {
  return addresses.flatMap((a) => {
    const docs = Array.isArray(a.uploadedDocuments) ? (a.uploadedDocuments as unknown[]) : [];
    return docs
      .map((d) => (d && typeof d === 'object' ? (d as { statusId?: unknown }).statusId : undefined))
      .filter((s): s is number => typeof s === 'number');
  });
}

/** What the company must still do (empty: nothing): each empty field, its documents, its address documents. */
export function companyActions(c: TCompanyFacts): TCompanyAction[] {
  const out: TCompanyAction[] = COMPANY_REQUIRED_FIELDS.filter((f) => !(c[f] ?? '').trim());
  const docs = c.corporateDocumentsStatus;
  if (docs === null || docs === undefined || !COMPANY_DOCUMENTS_DONE.includes(docs)) out.push('documents');
  if (addressDocumentStatuses(c.addresses ?? []).some((s) => !ADDRESS_DOCUMENTS_DONE.includes(s)))
    out.push('addressDocuments');
  return out;
}
export const companyNeedsAction = (c: TCompanyFacts) => companyActions(c).length > 0;
