import { z } from 'zod';

/** Enumerations of spec 1 §3, §4 and §6 (identity and access). Values as the spec gives them. */

export const LOGIN_CLIENTS = ['sei', 'spa'] as const;
export const AUTH_FLOWS = ['simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms'] as const;
export const DEVICE_TYPES = ['android', 'ios'] as const;
export const MIGRATION_REQUIREMENTS = ['none', 'soft', 'strict'] as const;
export const MIGRATION_STRATEGIES = ['migrate', 'enable'] as const;
/** User profile second factor (scp). */
export const SCP_MODES = ['none', 'push'] as const;
export const USER_PROFILE_TYPES = [1, 2, 3, 4] as const;
export const CUSTOMER_LOOKUP_TYPES = ['BUSINESS', 'PERSONAL'] as const;
/** Login notice flag (spec 1 §4). */
export const LOGIN_NOTICES = ['approvedDevice'] as const;

export const ADDRESS_TYPES = {
  unspecified: 0,
  home: 1,
  business: 2,
  homeAndBusiness: 3,
  residence: 4,
  office: 5,
} as const;
export const ADDRESS_STATUSES = { unconfirmed: 0, confirmed: 1, pending: 2, rejected: 3, nameMismatch: 4 } as const;
export const DOCUMENT_STATUSES = {
  submitted: 0,
  confirmed: 2,
  canceled: 4,
  deleted: 5,
  rejected: 26,
  underInvestigation: 31,
  expired: 38,
  pending: 41,
  nameMismatch: 64,
} as const;
/** A document is still in review in these statuses (spec 1 §4, spec 2 §4). */
export const DOCUMENT_IN_REVIEW_STATUSES = [
  DOCUMENT_STATUSES.pending,
  DOCUMENT_STATUSES.submitted,
  DOCUMENT_STATUSES.underInvestigation,
] as const;
export const DOCUMENT_CATEGORIES = [
  'identityProof',
  'addressProof',
  'phoneProof',
  'businessRegistration',
  'other',
  'relationshipProof',
  'businessAddress',
  'registrationAddress',
  'controlDocument',
  'businessAdditionalDocument',
  'sourceOfWealth',
  'residencePermit',
] as const;
/** Document types needing front and back page; 88 (passport registration stamp) only for RU and UA. */
export const TWO_SIDED_DOCUMENT_TYPES = [4, 5] as const;
export const PASSPORT_STAMP_DOCUMENT_TYPE = 88;
export const PASSPORT_STAMP_COUNTRIES = ['RU', 'UA'] as const;
export const IDENTIFICATION_STATUSES = ['NEW', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
export const IDENTITY_PROVIDERS = ['jmo', 'nfd'] as const;
export const PHONE_STATUSES = ['Primary'] as const;

export const RESTRICTION_REASONS = {
  expiredDocuments: 1,
  unpaidInvoice: 2,
  sanctions: 3,
  adverseMedia: 4,
  accountInvestigation: 5,
} as const;

export const FATCA_ENTITY_TYPES = ['financial-institution', 'investment', 'general'] as const;
export const TIN_MISSING_REASONS = ['COUNTRY_DOES_NOT_ISSUE', 'CANNOT_OBTAIN', 'NO_TIN_IS_REQUIRED'] as const;
export const CERTIFICATION_DOCUMENT_STATUSES = [
  'validated',
  'pending',
  'none',
  'notRequired',
  'rejected',
  'expiredSoon',
] as const;

/** Representative roles by position id (spec 1 §3); any other id is an authorized user. */
export const REPRESENTATIVE_POSITIONS = { director: [2], shareholder: [6, 9], ultimateBeneficialOwner: [8] } as const;
export function representativeRole(
  positionId: number,
): 'director' | 'shareholder' | 'ultimateBeneficialOwner' | 'authorizedUser' {
  for (const [role, ids] of Object.entries(REPRESENTATIVE_POSITIONS) as [
    keyof typeof REPRESENTATIVE_POSITIONS,
    readonly number[],
  ][]) {
    if (ids.includes(positionId)) return role;
  }
  return 'authorizedUser';
}

export const VERIFICATION_STATES = [
  'checked',
  'limited',
  'processing',
  'verificationProcessing',
  'unverified',
  'duplicateDocuments',
  'duplicateDocumentsUploaded',
  'hasRequiredActions',
  'someCardDocumentRequired',
  'finalReview',
] as const;
export const VERIFICATION_CHANNELS = ['email', 'sms', 'camera'] as const;
export const USERNAME_CHANGE_STATUSES = ['active', 'failed', 'pending'] as const;
export const ACTIVATION_ACTIONS = ['activation', 'activationBusiness', 'activationEmployee'] as const;
export const EMAIL_CONFIRMATION_RESULTS = ['fail', 'success'] as const;
/** E-mail existence status (spec 1 §5). */
export const EMAIL_EXISTENCE = { checkFailed: -1, new: 0, existing: 1, checking: 2, existingEmployee: 3 } as const;

export const INDUSTRY_GROUPS = ['mainstream', 'financial', 'investment', 'adult'] as const;
export const INDUSTRY_GROUP_LABELS = {
  adult: 'Adult Related Business',
  mainstream: 'Mainstream Company',
  financial: 'Financial Companies',
  investment: 'Investment Companies',
} as const;
export const SOURCE_OF_FUNDS_LISTS = ['personal', 'personalSecond', 'employee', 'business'] as const;
export const PURPOSE_OF_ACCOUNT_LISTS = ['personal', 'business'] as const;
/** Additional questions answered yes/no that add a '<id>Value' textarea on yes; controlAccount '2' adds nameAndDate. */
export const YES_NO_QUESTIONS = ['anotherAccount', 'businessAnotherAccount'] as const;
export const CONTROL_ACCOUNT_FOLLOW_UP = { questionId: 'controlAccount', value: '2', followUp: 'nameAndDate' } as const;

export const REGISTRATION_FORMS = [
  'generalForm',
  'financialInfoForm',
  'dueDilligenceForm',
  'legalForm',
  'personForm',
  'companyForm',
] as const;
export const REGISTRATION_HUBS = ['directorsHub', 'shareholdersHub', 'ownersHub', 'usersHub'] as const;
export const SHAREHOLDER_KINDS = ['person', 'company'] as const;

/** Realtime two-step verification modes and the approve mode default to 'no' (spec 1 §9). */
export const LOGIN_2FA_DEFAULT = 'no';

export const ZDeviceType = z.enum(DEVICE_TYPES, { error: 'Device type is android or ios' });
export const ZDocumentStatusId = z.union(
  Object.values(DOCUMENT_STATUSES).map((v) => z.literal(v)),
  { error: 'Unknown document status' },
);
export const ZAddressType = z.union(
  Object.values(ADDRESS_TYPES).map((v) => z.literal(v)),
  { error: 'Unknown address type' },
);
export const ZAddressStatus = z.union(
  Object.values(ADDRESS_STATUSES).map((v) => z.literal(v)),
  { error: 'Unknown address status' },
);
export const ZRestrictionReason = z.union(
  Object.values(RESTRICTION_REASONS).map((v) => z.literal(v)),
  { error: 'Unknown restriction reason' },
);
export const ZTinMissingReason = z.enum(TIN_MISSING_REASONS, { error: 'Choose why there is no tax number' });
export const ZCertificationStatus = z.enum(CERTIFICATION_DOCUMENT_STATUSES);
export const ZIdentificationStatus = z.enum(IDENTIFICATION_STATUSES);
export const ZVerificationState = z.enum(VERIFICATION_STATES);
export const ZCustomerLookupType = z.enum(CUSTOMER_LOOKUP_TYPES);
