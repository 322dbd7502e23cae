import { z } from 'zod';
import { success } from '../../envelope.ts';
import { ERROR_MESSAGES } from '../../errors.ts';
import { ZDateTime, ZFreeObject } from '../../primitives.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';
import { ZDueDiligenceForm } from './business.ts';
import { ZUploadedDocument } from './profile.ts';

/**
 * The back office's KYB console (issue 26; ours, the spec only says admins may reassign documents,
 * update financial info and due diligence and force-delete representatives, spec 1 §6): the queue
 * of activated companies waiting for review, a company's detail (the share tree, representatives,
 * documents, history), the KYB decision, and the operator's edits. Compliance decides and edits;
 * support reads. Every change is audited in its own transaction. A decision names the version it
 * was made on: of two operators deciding the same company, the second is told it was decided.
 */
const backoffice = backofficeGroup('business', 'issue 26');

/** Who may read the KYB queue and a company's detail. */
const READERS = ['support', 'compliance'] as const;
const ZCompanyParams = z.strictObject({ customerId: z.string().min(1).max(64) });
const ZReason = z
  .string({ error: ERROR_MESSAGES.operatorReasonRequired })
  .trim()
  .min(1, ERROR_MESSAGES.operatorReasonRequired)
  .max(300, ERROR_MESSAGES.operatorReasonTooLong);

export const KYB_STATUSES = ['waiting', 'approved', 'rejected'] as const;
export type TKybStatus = (typeof KYB_STATUSES)[number];

export const ZKybQueueRow = z.object({
  customerId: z.string(),
  brand: z.string(),
  name: z.string(),
  email: z.string(),
  registrationCountryCode: z.string(),
  registeredAt: ZDateTime,
  activatedAt: ZDateTime.nullable(),
  version: z.int(),
});
export type TKybQueueRow = z.infer<typeof ZKybQueueRow>;

/** Activated companies waiting for their KYB decision, oldest registration first (at most 100), by brand. */
export const adminBusinessKybQueue = backoffice(
  'GET',
  '/admin/business/kyb',
  z.strictObject({
    brand: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'Unknown brand')
      .optional(),
  }),
  success({ data: z.array(ZKybQueueRow) }),
  { adminRoles: READERS },
);

/** One node of the share tree: a shareholder, its share at its level, its effective share, its own shareholders. */
export interface TKybTreeNode {
  representativeId: number;
  kind: 'person' | 'company';
  name: string;
  /** The share at its level, in percent. */
  share: number;
  /** Nested shares multiplied, in percent. */
  effectiveShare: number;
  /** A company shareholder's directors (names). */
  directors: string[];
  children: TKybTreeNode[];
}
export const ZKybTreeNode: z.ZodType<TKybTreeNode> = z.lazy(() =>
  z.object({
    representativeId: z.int(),
    kind: z.enum(['person', 'company']),
    name: z.string(),
    share: z.number(),
    effectiveShare: z.number(),
    directors: z.array(z.string()),
    children: z.array(ZKybTreeNode),
  }),
);

export const ZKybRepresentative = z.object({
  id: z.int(),
  kind: z.enum(['person', 'company']),
  name: z.string(),
  email: z.string().nullable(),
  positionIds: z.array(z.int()),
  effectiveShare: z.number().nullable(),
  accessRights: z.int().nullable(),
});
export type TKybRepresentative = z.infer<typeof ZKybRepresentative>;

export const ZKybCompanyView = z.object({
  company: z.object({
    customerId: z.string(),
    brand: z.string(),
    name: z.string(),
    tradingName: z.string().nullable(),
    email: z.string(),
    registrationCountryCode: z.string(),
    registrationNumber: z.string(),
    registrationDate: z.string().nullable(),
    businessTaxId: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    /** pending until the business activation link is opened. */
    accountStatus: z.enum(['pending', 'active']),
    registeredAt: ZDateTime,
    activatedAt: ZDateTime.nullable(),
  }),
  kyb: z.object({
    status: z.enum(KYB_STATUSES),
    version: z.int(),
    reason: z.string().nullable(),
    decidedAt: ZDateTime.nullable(),
    /** The company's verification (customer_kyc): what the portal and the limits read. */
    verified: z.boolean(),
  }),
  financialDetail: ZFreeObject,
  dueDiligence: ZFreeObject,
  /** The root company's directors (names). */
  directors: z.array(z.string()),
  tree: z.array(ZKybTreeNode),
  representatives: z.array(ZKybRepresentative),
  documents: z.array(ZUploadedDocument),
  /** The audit log of operators' actions on this company, newest first. */
  history: z.array(z.object({ at: ZDateTime, operator: z.string(), action: z.string(), detail: z.string() })),
});
export type TKybCompanyView = z.infer<typeof ZKybCompanyView>;

export const adminBusinessCompanyGet = backoffice(
  'GET',
  '/admin/business/companies/{customerId}',
  z.strictObject({}),
  success({ data: ZKybCompanyView }),
  { adminRoles: READERS, params: ZCompanyParams },
);

export const ZKybDecision = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve'), version: z.int().positive() }),
    z.strictObject({ decision: z.literal('reject'), version: z.int().positive(), reason: ZReason }),
  ],
  { error: ERROR_MESSAGES.kybDecisionChoice },
);
export type TKybDecision = z.infer<typeof ZKybDecision>;

/**
 * Approve (the company is verified: usable, spec 1 §4 business "checked") or reject with a reason
 * (it stays unverified and is sent to its KYC page). Compliance only; an activated company only.
 */
export const adminBusinessKybDecide = backoffice(
  'POST',
  '/admin/business/companies/{customerId}/kyb',
  ZKybDecision,
  success({ data: z.object({ status: z.enum(KYB_STATUSES), verified: z.boolean(), version: z.int() }) }),
  { adminRoles: ['compliance'], params: ZCompanyParams },
);

/** The company's financial details, replaced whole (businessFinancialDetailUpdate's rules). */
export const adminBusinessFinancialDetailUpdate = backoffice(
  'PUT',
  '/admin/business/companies/{customerId}/financial-detail',
  z.strictObject({ financialDetail: ZFreeObject }),
  success({ data: z.object({ financialDetail: ZFreeObject }) }),
  { adminRoles: ['compliance'], params: ZCompanyParams },
);

/** The company's due diligence questionnaire, replaced whole (businessDueDiligenceUpdate's rules). */
export const adminBusinessDueDiligenceUpdate = backoffice(
  'PUT',
  '/admin/business/companies/{customerId}/due-diligence',
  z.strictObject({ dueDiligenceQuestionnaire: ZDueDiligenceForm }),
  success({ data: z.object({ dueDiligenceQuestionnaire: ZFreeObject }) }),
  { adminRoles: ['compliance'], params: ZCompanyParams },
);

/**
 * The operator's forced removal of a representative (spec 1 §6), with the reason kept in the audit
 * log. The company's invariants still hold (its own sign-in, shareholders, the last director, the
 * last main user); what a customer may not do, removing a representative without being one of the
 * company's users, an operator may.
 */
export const adminBusinessRepresentativeDelete = backoffice(
  'POST',
  '/admin/business/companies/{customerId}/representatives/{representativeId}/force-delete',
  z.strictObject({ reason: ZReason }),
  success({ data: z.object({ id: z.int() }) }),
  {
    adminRoles: ['compliance'],
    params: ZCompanyParams.extend({
      representativeId: z.string().regex(/^\d{1,12}$/, ERROR_MESSAGES.representativeNotFound),
    }),
  },
);
