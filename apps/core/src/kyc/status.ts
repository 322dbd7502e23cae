import {
  ADDRESS_STATUSES,
  verificationStatus,
  type TCertificationStatus,
  type TVerificationInput,
  type TVerificationStatus,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  ADDRESS_TYPE_IDS,
  customerDocuments,
  IDENTITY_TYPE_IDS,
  isoDay,
  statusIdOf,
  type TDocRow,
} from './documents.ts';

/** The customer_kyc row (no row: a new, unverified customer). */
export interface TKycRow {
  verified: boolean;
  due_diligence_level: number;
  need_personal_info_update: boolean;
  duplicate_documents: boolean;
  middle_name: string | null;
  birth_day: Date | string | null;
  birth_country_code: string | null;
  citizenship_country_code: string | null;
  occupation_id: number | null;
  source_of_funds_ids: number[];
  purpose_of_account_ids: number[];
  estimated_monthly_deposit_id: number | null;
  answers: Record<string, string>;
  is_us_tax_payer: boolean | null;
  tax_ids: unknown[];
  certified_at: Date | null;
  video_identity_status: 'NEW' | 'PROCESSING' | 'SUCCESS' | 'FAILED' | null;
}

const NEW_CUSTOMER: TKycRow = {
  verified: false,
  due_diligence_level: 0,
  need_personal_info_update: false,
  duplicate_documents: false,
  middle_name: null,
  birth_day: null,
  birth_country_code: null,
  citizenship_country_code: null,
  occupation_id: null,
  source_of_funds_ids: [],
  purpose_of_account_ids: [],
  estimated_monthly_deposit_id: null,
  answers: {},
  is_us_tax_payer: null,
  tax_ids: [],
  certified_at: null,
  video_identity_status: null,
};

export async function kycRow(q: Queryable, customerId: string): Promise<TKycRow> {
  const r = await q.query<TKycRow>(`SELECT * FROM customer_kyc WHERE customer_id = $1`, [customerId]);
  return r.rows[0] ?? NEW_CUSTOMER;
}

/** Makes the customer's row exist (every KYC write starts here, locking it: writes of one customer queue). */
export async function lockKyc(tx: Queryable, customerId: string): Promise<TKycRow> {
  await tx.query(`INSERT INTO customer_kyc (customer_id) VALUES ($1) ON CONFLICT (customer_id) DO NOTHING`, [
    customerId,
  ]);
  return (await tx.query<TKycRow>(`SELECT * FROM customer_kyc WHERE customer_id = $1 FOR UPDATE`, [customerId]))
    .rows[0]!;
}

export interface TLimitReasonRow {
  id: number;
  reason_id: number;
  action_type_id: number;
  document_type_ids: number[];
  created_at: Date;
}

export async function openLimitReasons(q: Queryable, customerId: string): Promise<TLimitReasonRow[]> {
  return (
    await q.query<TLimitReasonRow>(
      `SELECT id, reason_id, action_type_id, document_type_ids, created_at FROM customer_limit_reasons
        WHERE customer_id = $1 AND cleared_at IS NULL ORDER BY reason_id`,
      [customerId],
    )
  ).rows;
}

/** Documents uploaded for a limit reason: of its types, since it was set. */
export const documentsFor = (docs: readonly TDocRow[], types: readonly number[], since: Date) =>
  docs.filter((d) => types.includes(d.type) && d.created_at >= since);

/** Personal self-certification statuses (spec 1 §3 FATCA/CRS), from the answers and the signed forms. */
export async function certificationStatuses(q: Queryable, customerId: string, kyc: TKycRow) {
  const latest = (
    await q.query<{ kind: string; status: TCertificationStatus }>(
      `SELECT DISTINCT ON (kind) kind, status FROM certification_documents
        WHERE customer_id = $1 AND status <> 'none' ORDER BY kind, created_at DESC, id DESC`,
      [customerId],
    )
  ).rows;
  const of = (kind: string) => latest.find((r) => r.kind === kind)?.status;
  const usBorn = kyc.birth_country_code === 'US' || kyc.citizenship_country_code === 'US';
  return {
    taxResidencySelfCertificationStatus: (kyc.certified_at ? 'validated' : 'none') as TCertificationStatus,
    // A US tax payer signs a W-9; anyone else may sign a W-8BEN (not required).
    w9FormStatus: (kyc.is_us_tax_payer ? (of('W9') ?? 'none') : 'notRequired') as TCertificationStatus,
    w8benFormStatus: (of('W8BEN') ?? 'notRequired') as TCertificationStatus,
    // A US-born or US citizen who says they are no US tax payer shows the certificate of loss of nationality.
    certificateOfLossOfNationalityStatus: (of('COLN') ??
      (usBorn && kyc.is_us_tax_payer === false ? 'none' : 'notRequired')) as TCertificationStatus,
  };
}

interface TAddressRow {
  id: number;
  status: number;
}

/** Everything the status reads about one customer, and the status. */
export async function loadVerification(q: Queryable, customerId: string) {
  const [kyc, docs, reasons, kind, addresses, phones, requests] = await Promise.all([
    kycRow(q, customerId),
    customerDocuments(q, customerId),
    openLimitReasons(q, customerId),
    q.query<{ kind: number }>(`SELECT kind FROM customers WHERE id = $1`, [customerId]),
    q.query<TAddressRow>(
      `SELECT id, status FROM customer_addresses WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id`,
      [customerId],
    ),
    q.query<{ confirmed: boolean }>(
      `SELECT p.confirmed FROM user_phones p JOIN customer_access a ON a.user_id = p.user_id
        WHERE a.customer_id = $1 AND a.is_primary`,
      [customerId],
    ),
    q.query<{ document_type_id: number; created_at: Date }>(
      `SELECT document_type_id, created_at FROM kyc_document_requests WHERE customer_id = $1 AND fulfilled_at IS NULL`,
      [customerId],
    ),
  ]);
  const isBusiness = (kind.rows[0]?.kind ?? 0) !== 0;
  const identityDocs = docs.filter((d) => IDENTITY_TYPE_IDS.includes(d.type));
  const addressDocs = docs.filter((d) => ADDRESS_TYPE_IDS.includes(d.type));
  const live = (d: TDocRow) => ['waiting', 'confirmed', 'expiredSoon'].includes(d.status);
  const fatca = isBusiness ? null : await certificationStatuses(q, customerId, kyc);
  const today = isoDay(new Date())!;
  const input: TVerificationInput = {
    isRepresentative: false,
    isBusiness,
    verified: kyc.verified,
    limitReasons: reasons.map((r) => ({
      documents: documentsFor(docs, r.document_type_ids, r.created_at).map((d) => ({ statusId: statusIdOf(d.status) })),
    })),
    duplicateDocuments: kyc.duplicate_documents
      ? docs.filter((d) => d.status === 'waiting').map((d) => ({ statusId: statusIdOf(d.status) }))
      : null,
    someCardDocumentRequired: false,
    documents: [...identityDocs, ...addressDocs].map((d) => ({ statusId: statusIdOf(d.status) })),
    requestedDocuments: requests.rows.flatMap((r) =>
      documentsFor(docs, [r.document_type_id], r.created_at).map((d) => ({ statusId: statusIdOf(d.status) })),
    ),
    fatca,
    addresses: addresses.rows.map((a) => {
      const forIt = addressDocs.filter((d) => d.address_id === a.id || d.address_id === null);
      const confirmed = a.status === ADDRESS_STATUSES.confirmed;
      return {
        addressStatus: a.status,
        isDocumentRequired: !confirmed && !forIt.some(live),
        isDocumentOutOfDate:
          forIt.length > 0 &&
          !forIt.some(live) &&
          forIt.some((d) => d.status === 'expired' || (isoDay(d.expires_date) ?? '9') < today),
      };
    }),
    proofOfResidenceStatus: 'notRequired',
    identity: identityDocs[0] ? { statusId: statusIdOf(identityDocs[0].status) } : null,
    phones: phones.rows,
    videoIdentityStatus: kyc.video_identity_status,
  };
  // An address proof uploaded before any address was entered still counts (the address it proves is the residence).
  if (addresses.rows.length === 0 && addressDocs.some(live))
    input.addresses = [
      { addressStatus: ADDRESS_STATUSES.pending, isDocumentRequired: false, isDocumentOutOfDate: false },
    ];
  const status: TVerificationStatus = verificationStatus(input);
  return { kyc, docs, reasons, input, status, isBusiness, fatca };
}

/** The answers customerInfoGet and userAccessInfoGet give (spec 1 §3 User status). */
export async function kycSummary(q: Queryable, customerId: string) {
  const v = await loadVerification(q, customerId);
  const limited = v.reasons.length > 0;
  return {
    verified: v.kyc.verified,
    limited,
    // A customer an operator has not verified is sent to the kyc page (spec 1 §2 guards).
    isNeedKyc: !v.kyc.verified,
    isNeedPersonalInfoUpdate: v.kyc.need_personal_info_update,
    dueDiligenceLevel: v.kyc.due_diligence_level,
    birthDay: isoDay(v.kyc.birth_day),
    taxResidencySelfCertificationDocumentStatus: v.isBusiness ? null : v.fatca!.taxResidencySelfCertificationStatus,
    status: v.status,
  };
}
