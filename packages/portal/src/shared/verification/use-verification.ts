import {
  ADDRESS_STATUSES,
  DOCUMENT_IN_REVIEW_STATUSES,
  DOCUMENT_STATUSES,
  addressInquiry,
  customerInfoGet,
  customerLimitReasonGet,
  documentsInquiry,
  identityGet,
  personalFatcaCrsCertificationGet,
  profileInquiry,
  verificationStatus,
  type TCertificationStatus,
  type TVerificationInput,
  type TVerificationStatus,
} from '@openportal/contract';
import { useCall } from '@openportal/contract-client';

/** Identity document types (passport, national ID card, driving licence; core's reference data). */
export const IDENTITY_DOCUMENT_TYPES: readonly number[] = [1, 4, 5];
/** Address proof types (utility bill, bank statement, ..., passport registration stamp; core's reference data). */
export const ADDRESS_DOCUMENT_TYPES: readonly number[] = [10, 11, 12, 13, 14, 88];
/** Document statuses that still count: in review or confirmed. */
const LIVE_STATUS_IDS: readonly number[] = [...DOCUMENT_IN_REVIEW_STATUSES, DOCUMENT_STATUSES.confirmed];
const VIDEO = ['NEW', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
const asVideo = (s: string | undefined) =>
  (VIDEO as readonly string[]).includes(s ?? '') ? (s as (typeof VIDEO)[number]) : null;

/**
 * The account verification status on the portal: the same function core answers with (contract
 * `verificationStatus`, spec 1 §4), fed from the customer's reads. A read that fails counts as
 * empty, so the checklist still shows what is known.
 */
export function useVerification(): {
  status: TVerificationStatus | null;
  verified: boolean;
  limited: boolean;
  isNeedKyc: boolean;
  residence: string | null;
  dueDiligenceLevel: number;
} {
  const info = useCall(customerInfoGet, {});
  const fatca = useCall(personalFatcaCrsCertificationGet, {}, { enabled: info.data?.customerInfo.customerType === 0 });
  const limits = useCall(customerLimitReasonGet, {});
  const docs = useCall(documentsInquiry, {});
  const identity = useCall(identityGet, {});
  const addresses = useCall(addressInquiry, {});
  const profile = useCall(profileInquiry, {});
  const c = info.data?.customerInfo;
  if (!c)
    return { status: null, verified: false, limited: false, isNeedKyc: false, residence: null, dueDiligenceLevel: 0 };
  const documents = docs.data?.documents ?? [];
  const f = fatca.data?.fatcaCrsCertificationInfo;
  const input: TVerificationInput = {
    isRepresentative: false,
    isBusiness: c.customerType !== 0,
    verified: c.verified,
    limitReasons: (limits.data?.limit ?? []).map((r) => ({
      documents: r.requirementDocuments.flatMap((d) => d.uploadedDocuments),
    })),
    duplicateDocuments: null,
    someCardDocumentRequired: false,
    documents,
    requestedDocuments: [],
    fatca: f
      ? {
          w9FormStatus: f.w9FormStatus as TCertificationStatus,
          certificateOfLossOfNationalityStatus: f.certificateOfLossOfNationalityStatus as TCertificationStatus,
          taxResidencySelfCertificationStatus: f.taxResidencySelfCertificationStatus as TCertificationStatus,
          w8benFormStatus: f.w8benFormStatus as TCertificationStatus,
        }
      : null,
    addresses: addressesFor(addresses.data?.addresses ?? [], documents),
    proofOfResidenceStatus: (identity.data?.proofOfResidence.status ?? 'notRequired') as TCertificationStatus,
    identity: documents.find((d) => IDENTITY_DOCUMENT_TYPES.includes(d.documentTypeId)) ?? null,
    phones: profile.data?.phones.phone ?? [],
    videoIdentityStatus: asVideo(identity.data?.videoIdentity?.status),
  };
  return {
    status: verificationStatus(input),
    verified: c.verified,
    limited: c.limited,
    isNeedKyc: c.isNeedKyc,
    residence: c.residenceCountryCode,
    dueDiligenceLevel: c.dueDiligenceLevel,
  };
}

/**
 * The addresses the status reads, as core counts them (kyc/status.ts): an address proof uploaded
 * before any address was entered proves the residence, a pending address needing no document.
 */
function addressesFor(
  addresses: TVerificationInput['addresses'],
  documents: ReadonlyArray<{ documentTypeId: number; statusId: number }>,
): TVerificationInput['addresses'] {
  const proof = documents.some(
    (d) => ADDRESS_DOCUMENT_TYPES.includes(d.documentTypeId) && LIVE_STATUS_IDS.includes(d.statusId),
  );
  if (addresses.length > 0 || !proof) return addresses;
  return [{ addressStatus: ADDRESS_STATUSES.pending, isDocumentRequired: false, isDocumentOutOfDate: false }];
}
