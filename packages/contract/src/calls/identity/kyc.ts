import { z } from 'zod';
import { success } from '../../envelope.ts';
import { ZRestrictionReason } from '../../enums/identity.ts';
import { ZCountryCode, ZDate, ZFreeObject, ZIntId, ZName, ZNoBody, ZOk } from '../../primitives.ts';
import { methodGroup } from '../define.ts';
import { ZAddress, ZUploadedDocument } from './profile.ts';

/** KYC, limit reasons and due diligence (spec 1 §3 User status, §7). */
const call = methodGroup('kyc', 'spec1 §7 Method-style calls: KYC', { ourChoice: false });

export const ZLimitReason = z.object({
  id: ZIntId,
  reasonId: ZRestrictionReason,
  actionTypeId: z.int(),
  requirementDocuments: z.array(
    z.object({ documentTypeId: z.int(), name: z.string(), uploadedDocuments: z.array(ZUploadedDocument) }),
  ),
});
export const ZKycCustomerInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  birthDay: z.string().nullable(),
  birthCountryCode: z.string().nullable(),
  citizenshipCountryCode: z.string().nullable(),
  occupationId: z.int().nullable(),
  sourceOfFundsIds: z.array(z.int()),
  purposeOfAccountIds: z.array(z.int()),
  estimatedMonthlyDepositId: z.int().nullable(),
  answers: z.record(z.string(), z.string()),
});
export const ZKycRequest = z.object({
  id: ZIntId,
  status: z.enum(['open', 'submitted', 'approved', 'rejected']),
  requiredFields: z.array(z.string()),
  createdAt: z.string(),
});
export const ZKycPersonalInfo = z.strictObject({
  firstName: ZName,
  lastName: ZName,
  middleName: z.string().trim().max(100).optional(),
  birthDay: ZDate,
  birthCountryCode: ZCountryCode,
  citizenshipCountryCode: ZCountryCode,
});

export const customerJumioDocumentCreate = call(
  'customerJumioDocumentCreate',
  z.strictObject({ isDueDiligence: z.boolean().optional() }),
  success({ redirectUrl: z.string(), transactionReference: z.string() }),
  { rights: 'upload' },
);
export const kycInfoUpdate = call(
  'kycInfoUpdate',
  z.strictObject({
    occupationId: z.int().positive('Choose an occupation').optional(),
    sourceOfFundsIds: z.array(z.int().positive()).min(1, 'Choose at least one source of funds').max(20).optional(),
    purposeOfAccountIds: z.array(z.int().positive()).min(1, 'Choose at least one purpose').max(20).optional(),
    estimatedMonthlyDepositId: z.int().positive().optional(),
    answers: z.record(z.string().max(64), z.string().max(2000)).optional(),
  }),
  ZOk,
  { rights: 'write' },
);
export const kycCustomerInfoGet = call('kycCustomerInfoGet', ZNoBody, success({ CustomerInfo: ZKycCustomerInfo }), {
  rights: 'read',
});
export const kycRequestGet = call('kycRequestGet', ZNoBody, success({ customerKycRequest: ZKycRequest.nullable() }), {
  rights: 'read',
});
export const kycCustomerPersonalInfoUpdate = call('kycCustomerPersonalInfoUpdate', ZKycPersonalInfo, ZOk, {
  rights: 'write',
});
export const customerLimitReasonGet = call(
  'customerLimitReasonGet',
  ZNoBody,
  success({ limit: z.array(ZLimitReason) }),
  { rights: 'read' },
);
export const dueDiligenceInfoGet = call(
  'dueDiligenceInfoGet',
  ZNoBody,
  success({
    address: ZAddress.nullable(),
    document: ZUploadedDocument.nullable(),
    uploadedDocuments: z.array(ZUploadedDocument),
    dueDiligenceLevel: z.int(),
    questionnaire: ZFreeObject.optional(),
  }),
  { rights: 'read' },
);
