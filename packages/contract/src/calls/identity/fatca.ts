import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { ERROR_MESSAGES } from '../../errors.ts';
import { FATCA_ENTITY_TYPES, TIN_MISSING_REASONS, ZCertificationStatus } from '../../enums/identity.ts';
import { ZCountryCode, ZId, ZIntId, ZNoBody, ZOk, ZUrl } from '../../primitives.ts';
import { methodGroup } from '../define.ts';

/** FATCA/CRS self-certification (spec 1 §3 FATCA/CRS certification, §7). */
const call = methodGroup('business', 'spec1 §7 Method-style calls: self-certification', { ourChoice: false });
const kycCall = call.inDomain('kyc');
const multipart = { dataPart: 'data', fileParts: ['document'], maxFileBytes: MAX_UPLOAD_BYTES } as const;

/** A tax id row's fields; the business wizard checks them with its rules (business/wizard-rules.ts). */
export const ZTaxIdRowShape = z.strictObject({
  countryCode: ZCountryCode,
  taxId: z.string().trim().max(40, 'At most 40 characters').optional(),
  tinMissingReason: z.enum(TIN_MISSING_REASONS, { error: 'Choose why there is no tax number' }).optional(),
  tinMissingExplanation: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});
/** A tax id row: a missing tin needs a reason; CANNOT_OBTAIN also an explanation (spec 1 §5). */
export const ZTaxIdRow = ZTaxIdRowShape.superRefine((v, ctx) => {
  if (!v.taxId && !v.tinMissingReason)
    ctx.addIssue({ code: 'custom', path: ['tinMissingReason'], message: ERROR_MESSAGES.taxIdOrReason });
  if (v.tinMissingReason === 'CANNOT_OBTAIN' && !v.tinMissingExplanation)
    ctx.addIssue({ code: 'custom', path: ['tinMissingExplanation'], message: ERROR_MESSAGES.tinExplanationRequired });
});

export const ZPersonalCertification = z.object({
  w9FormStatus: ZCertificationStatus,
  certificateOfLossOfNationalityStatus: ZCertificationStatus,
  taxResidencySelfCertificationStatus: ZCertificationStatus,
  w8benFormStatus: ZCertificationStatus,
  isUSTaxPayer: z.boolean().nullable(),
  taxIds: z.array(
    z.object({
      countryCode: z.string(),
      taxId: z.string().nullable(),
      tinMissingReason: z.enum(TIN_MISSING_REASONS).nullable(),
      tinMissingExplanation: z.string().nullable(),
    }),
  ),
});
const ZQuestions = z.strictObject({
  giin: z.string().max(19).optional(),
  giinMissingReason: z.string().max(1000).optional(),
  isFinancialInstitution: z.boolean().optional(),
  isUsingClientFunds: z.boolean().optional(),
  isManagedByFinancialInstitution: z.boolean().optional(),
  isPubliclyTraded: z.boolean().optional(),
  companySecurityMarket: z.string().max(200).optional(),
  companyTicket: z.string().max(20).optional(),
  isOwnPubliclyTradedCompany: z.boolean().optional(),
  ownedCompanySecurityMarket: z.string().max(200).optional(),
  ownedCompanyTicker: z.string().max(20).optional(),
  ownedCompanyName: z.string().max(200).optional(),
  isEarnPassiveIncome: z.boolean().optional(),
});
export const ZBusinessCertificationInput = z.strictObject({
  entityType: z.enum(FATCA_ENTITY_TYPES, { error: 'Choose the entity type' }),
  questions: ZQuestions,
  taxIds: z.array(ZTaxIdRow).min(1, 'Give at least one tax residency').max(20),
  isUSTaxPayer: z.boolean(),
  isDisregardedEntity: z.boolean(),
  placeOfBusinessAddressId: ZIntId.optional(),
  registeredAddressId: ZIntId.optional(),
  controllingPersons: z
    .array(z.strictObject({ representativeId: ZIntId, taxIds: z.array(ZTaxIdRow).max(20) }))
    .max(50)
    .optional(),
});
export const ZBusinessCertification = z.object({
  entityType: z.enum(FATCA_ENTITY_TYPES).nullable(),
  questions: z.record(z.string(), z.unknown()),
  taxIds: z.array(z.record(z.string(), z.unknown())),
  isUSTaxPayer: z.boolean().nullable(),
  isDisregardedEntity: z.boolean().nullable(),
  wFormDocumentId: z.int().nullable(),
  wFormStatus: ZCertificationStatus,
  wFormUrl: z.string().nullable(),
});
const ZSignData = z.object({ clientId: z.string(), signUrls: z.array(ZUrl).optional(), signUrl: ZUrl.optional() });
const ZFormKind = z.strictObject({ form: z.enum(['W9', 'W8BEN', 'W8BENE'], { error: 'Choose W-9 or W-8 form' }) });

export const personalFatcaCrsCertificationGet = kycCall(
  'personalFatcaCrsCertificationGet',
  ZNoBody,
  success({ fatcaCrsCertificationInfo: ZPersonalCertification }),
  { rights: 'read' },
);
export const personalFatcaCrsCertificationUpdate = kycCall(
  'personalFatcaCrsCertificationUpdate',
  z.strictObject({
    isUSTaxPayer: z.boolean(),
    taxIds: z.array(ZTaxIdRow).min(1, 'Give at least one tax residency').max(20),
  }),
  ZOk,
  { ourChoice: true, rights: 'write' },
);
export const personalWFormUpload = kycCall('personalWFormUpload', ZFormKind, success({ signData: ZSignData }), {
  rights: 'upload',
});
export const personalCertificateOfLossOfNationalityUpload = kycCall(
  'personalCertificateOfLossOfNationalityUpload',
  ZNoBody,
  ZOk,
  { multipart, rights: 'upload' },
);

const rep = { access: 'bearer', alsoAccess: ['authSecret'] } as const;
export const businessRepresentativeFatcaCrsCertificationGet = call(
  'businessRepresentativeFatcaCrsCertificationGet',
  ZNoBody,
  success({
    fatcaCrsCertificationInfo: ZBusinessCertification,
    documents: z.array(
      z.object({ id: ZIntId, type: z.string(), status: ZCertificationStatus, url: z.string().nullable() }),
    ),
    representativeInfo: z.object({
      id: ZIntId,
      firstName: z.string(),
      lastName: z.string(),
      positionIds: z.array(z.int()),
    }),
  }),
  { ...rep, rights: 'read' },
);
export const businessRepresentativeFatcaCrsCertificationUpdate = call(
  'businessRepresentativeFatcaCrsCertificationUpdate',
  ZBusinessCertificationInput,
  ZOk,
  { ...rep, ourChoice: true, rights: 'write' },
);
export const businessRepresentativeWFormUpload = call(
  'businessRepresentativeWFormUpload',
  ZFormKind,
  success({ signData: ZSignData }),
  { ...rep, ourChoice: true, rights: 'upload' },
);
export const businessRepresentativeCertificateOfLossOfNationalityUpload = call(
  'businessRepresentativeCertificateOfLossOfNationalityUpload',
  ZNoBody,
  ZOk,
  { ...rep, ourChoice: true, multipart, rights: 'upload' },
);

const ZStatement = z.object({ id: ZId, text: z.string(), accepted: z.boolean().nullable() });
const ZStatementsSend = z.strictObject({
  answers: z
    .array(z.strictObject({ id: ZId, accepted: z.boolean() }))
    .min(1, 'Answer at least one statement')
    .max(50),
});
export const declarationsGet = call('declarationsGet', ZNoBody, success({ declarations: z.array(ZStatement) }), {
  ...rep,
  ourChoice: true,
  rights: 'read',
});
export const declarationsSend = call('declarationsSend', ZStatementsSend, ZOk, {
  ...rep,
  ourChoice: true,
  rights: 'write',
});
export const prohibitedEscortStatementsGet = call(
  'prohibitedEscortStatementsGet',
  ZNoBody,
  success({ statements: z.array(ZStatement) }),
  { ...rep, ourChoice: true, rights: 'read' },
);
export const prohibitedEscortStatementsSend = call('prohibitedEscortStatementsSend', ZStatementsSend, ZOk, {
  ...rep,
  ourChoice: true,
  rights: 'write',
});
