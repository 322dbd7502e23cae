import {
  ADDRESS_STATUSES,
  DOCUMENT_IN_REVIEW_STATUSES,
  DOCUMENT_STATUSES,
  type CERTIFICATION_DOCUMENT_STATUSES,
  type IDENTIFICATION_STATUSES,
  type VERIFICATION_STATES,
} from './enums/identity.ts';

/**
 * The account verification status (spec 1 §4): ten states, one priority order, and the count of
 * required actions. One pure function, used by core (customerInfoGet, the back office's "why")
 * and by the portal (the kyc page and the home checklist), so both always agree.
 */
export type TVerificationState = (typeof VERIFICATION_STATES)[number];
export type TCertificationStatus = (typeof CERTIFICATION_DOCUMENT_STATUSES)[number];

/** A document as the status reads it: only its status id matters. */
export interface TStatusDocument {
  statusId: number;
}

/** One required action (spec 1 §4 "Required actions are counted from"), named for the checklist. */
export const REQUIRED_ACTIONS = ['fatca', 'address', 'proofOfResidence', 'identity', 'phone', 'videoIdentity'] as const;
export type TRequiredAction = (typeof REQUIRED_ACTIONS)[number];

export interface TVerificationInput {
  /** A company representative (or a user without balance-info access): always checked. */
  isRepresentative: boolean;
  /** Any customer kind other than personal. */
  isBusiness: boolean;
  /** The customer's verified flag (an operator confirmed identity and address proof). */
  verified: boolean;
  /** Limit reasons in force, each with the documents uploaded for it. */
  limitReasons: readonly { documents: readonly TStatusDocument[] }[];
  /** Documents flagged as duplicates of another customer's (null: none flagged). */
  duplicateDocuments: readonly TStatusDocument[] | null;
  /** Some card document required: the spec keeps the state but nothing produces it. */
  someCardDocumentRequired: boolean;
  /** The customer's own verification documents (identity, address proof, due diligence). */
  documents: readonly TStatusDocument[];
  /** Documents an operator asked for beyond identity and address (due diligence, another document). */
  requestedDocuments: readonly TStatusDocument[];
  /** The four FATCA/CRS statuses (personal only; null for business). */
  fatca: {
    w9FormStatus: TCertificationStatus;
    certificateOfLossOfNationalityStatus: TCertificationStatus;
    taxResidencySelfCertificationStatus: TCertificationStatus;
    w8benFormStatus: TCertificationStatus;
  } | null;
  addresses: readonly { addressStatus: number; isDocumentRequired: boolean; isDocumentOutOfDate: boolean }[];
  proofOfResidenceStatus: TCertificationStatus;
  /** The identity document (the first of the documents list), null when there is none. */
  identity: TStatusDocument | null;
  phones: readonly { confirmed: boolean }[];
  videoIdentityStatus: (typeof IDENTIFICATION_STATUSES)[number] | null;
}

export interface TVerificationStatus {
  state: TVerificationState;
  requiredActions: TRequiredAction[];
  requiredActionsCount: number;
}

const IN_REVIEW: readonly number[] = DOCUMENT_IN_REVIEW_STATUSES;
/** Spec 1 §4: reviewed = none of pending, submitted, under investigation. */
export const isReviewed = (d: TStatusDocument) => !IN_REVIEW.includes(d.statusId);
export const isInReview = (d: TStatusDocument) => IN_REVIEW.includes(d.statusId);
/** Verified: all confirmed (and at least one). In review: all pending, submitted or under investigation. */
export const allVerified = (ds: readonly TStatusDocument[]) =>
  ds.length > 0 && ds.every((d) => d.statusId === DOCUMENT_STATUSES.confirmed);
export const allInReview = (ds: readonly TStatusDocument[]) => ds.length > 0 && ds.every(isInReview);

const FATCA_NEEDS: readonly TCertificationStatus[] = ['none', 'rejected'];
const RESIDENCE_NEEDS: readonly TCertificationStatus[] = ['expiredSoon', 'none', 'rejected'];
const IDENTITY_NEEDS: readonly number[] = [
  DOCUMENT_STATUSES.nameMismatch,
  DOCUMENT_STATUSES.rejected,
  DOCUMENT_STATUSES.canceled,
];
const ADDRESS_PROBLEMS: readonly number[] = [ADDRESS_STATUSES.rejected, ADDRESS_STATUSES.nameMismatch];

/** The required actions, in the order the checklist shows them (spec 1 §4). */
export function requiredActionsOf(input: TVerificationInput): TRequiredAction[] {
  const out: TRequiredAction[] = [];
  const f = input.fatca;
  if (!input.isBusiness && f) {
    const four = [
      f.w9FormStatus,
      f.certificateOfLossOfNationalityStatus,
      f.taxResidencySelfCertificationStatus,
      f.w8benFormStatus,
    ];
    if (four.some((s) => FATCA_NEEDS.includes(s))) out.push('fatca');
  }
  // "A missing address or one with a problem": rejected, name mismatch, or a document it needs
  // (required, or out of date).
  if (
    input.addresses.length === 0 ||
    input.addresses.some(
      (a) => ADDRESS_PROBLEMS.includes(a.addressStatus) || a.isDocumentRequired || a.isDocumentOutOfDate,
    )
  )
    out.push('address');
  if (RESIDENCE_NEEDS.includes(input.proofOfResidenceStatus)) out.push('proofOfResidence');
  if (input.identity === null || IDENTITY_NEEDS.includes(input.identity.statusId)) out.push('identity');
  if (input.phones.some((p) => !p.confirmed)) out.push('phone');
  if (input.videoIdentityStatus === 'FAILED') out.push('videoIdentity');
  return out;
}

/**
 * The state, in the spec's priority order. Readings of the spec where it is terse (our choice,
 * docs/decisions/verification-status.md):
 * - step 2 "all limit reasons have reviewed documents": every reason has documents uploaded for
 *   it and none of them is back with the customer (rejected, canceled, expired, name mismatch):
 *   all are with the reviewer or confirmed, so the customer waits: processing.
 * - step 5 "required actions exist" is for a verified customer (an address gone out of date, a
 *   phone added unconfirmed); an unverified customer with actions left is 'unverified' (step 6).
 * - step 6 "the limit documents": the documents an operator asked for beyond identity and address
 *   (due diligence, another document); "documents are pending": any document still in review.
 */
export function verificationStatus(input: TVerificationInput): TVerificationStatus {
  const requiredActions = requiredActionsOf(input);
  const out = (state: TVerificationState): TVerificationStatus => ({
    state,
    requiredActions,
    requiredActionsCount: requiredActions.length,
  });
  if (input.isRepresentative) return out('checked');
  if (input.limitReasons.length > 0) {
    const answered = input.limitReasons.every(
      (r) =>
        r.documents.length > 0 && r.documents.every((d) => isInReview(d) || d.statusId === DOCUMENT_STATUSES.confirmed),
    );
    return out(answered ? 'processing' : 'limited');
  }
  if (input.duplicateDocuments !== null)
    return out(allInReview(input.duplicateDocuments) ? 'duplicateDocumentsUploaded' : 'duplicateDocuments');
  if (input.someCardDocumentRequired) return out('someCardDocumentRequired');
  if (input.verified && requiredActions.length > 0) return out('hasRequiredActions');
  if (!input.verified) {
    if (allInReview(input.requestedDocuments)) return out('processing');
    if (requiredActions.length > 0) return out('unverified');
    if (input.documents.some(isInReview)) return out('verificationProcessing');
    return out(input.isBusiness ? 'checked' : 'finalReview');
  }
  return out('checked');
}
