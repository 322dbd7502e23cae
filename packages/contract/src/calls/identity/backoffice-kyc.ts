import { z } from 'zod';
import { success } from '../../envelope.ts';
import { REQUIRED_ACTIONS } from '../../verification-status.ts';
import { VERIFICATION_STATES } from '../../enums/identity.ts';
import { ZDateTime } from '../../primitives.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';

/**
 * The back office's review of customers' verification documents (issue 21; ours, the spec does
 * not show it). Compliance decides (confirm, reject with a reason, request another document);
 * support reads the queue and a customer's verification. Every decision is audited and tells the
 * customer (a notice and an e-mail in their language). A decision names the document's version
 * it was made on: of two operators deciding the same document, the second is told it was decided.
 */
const backoffice = backofficeGroup('kyc', 'issue 21');

/** Who may read the KYC queue and a customer's verification. */
const READERS = ['support', 'compliance'] as const;
const ZDocumentParams = z.strictObject({ documentId: z.string().regex(/^\d{1,9}$/, 'Unknown document') });

export const ZKycQueueRow = z.object({
  documentId: z.int(),
  version: z.int(),
  customerId: z.string(),
  brand: z.string(),
  customerName: z.string(),
  documentTypeId: z.int(),
  documentType: z.string(),
  category: z.enum(['identityProof', 'addressProof', 'other']),
  isDueDiligence: z.boolean(),
  uploadedAt: ZDateTime,
  expiresDate: z.string().nullable(),
});
export type TKycQueueRow = z.infer<typeof ZKycQueueRow>;

/** Documents waiting for review, oldest first (at most 100), by brand and document type. */
export const adminKycQueue = backoffice(
  'GET',
  '/admin/kyc/documents',
  z.strictObject({
    brand: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'Unknown brand')
      .optional(),
    type: z
      .string()
      .regex(/^\d{1,6}$/, 'Choose a document type')
      .optional(),
  }),
  success({ data: z.array(ZKycQueueRow) }),
  { adminRoles: READERS },
);

export const ZKycDocumentView = z.object({
  documentId: z.int(),
  version: z.int(),
  documentTypeId: z.int(),
  documentType: z.string(),
  status: z.string(),
  statusId: z.int(),
  isDueDiligence: z.boolean(),
  uploadedAt: ZDateTime,
  issuedDate: z.string().nullable(),
  expiresDate: z.string().nullable(),
  number: z.string().nullable(),
  rejectReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: ZDateTime.nullable(),
  hasBack: z.boolean(),
});
export const ZKycCustomerView = z.object({
  customer: z.object({
    customerId: z.string(),
    brand: z.string(),
    kind: z.int(),
    name: z.string(),
    email: z.string().nullable(),
  }),
  /** The computed status (the contract's verificationStatus) and why: the required actions. */
  status: z.object({
    state: z.enum(VERIFICATION_STATES),
    requiredActions: z.array(z.enum(REQUIRED_ACTIONS)),
    requiredActionsCount: z.int(),
  }),
  verified: z.boolean(),
  limited: z.boolean(),
  dueDiligenceLevel: z.int(),
  kycLevel: z.int(),
  documents: z.array(ZKycDocumentView),
  limitReasons: z.array(z.object({ reasonId: z.int(), documentTypeIds: z.array(z.int()), createdAt: ZDateTime })),
  identityVerifications: z.array(z.object({ provider: z.string(), status: z.string(), createdAt: ZDateTime })),
  /** The audit log of decisions on this customer, newest first. */
  history: z.array(z.object({ at: ZDateTime, operator: z.string(), action: z.string(), detail: z.string() })),
});
export type TKycCustomerView = z.infer<typeof ZKycCustomerView>;

export const adminKycCustomerGet = backoffice(
  'GET',
  '/admin/kyc/customers/{customerId}',
  z.strictObject({}),
  success({ data: ZKycCustomerView }),
  { adminRoles: READERS, params: z.strictObject({ customerId: z.string().min(1).max(64) }) },
);

/**
 * A document's image or PDF (front, or back of a two-sided document), for the reviewer only. The
 * customer it is read for goes with it: a document of any other customer (another brand's too)
 * is not found, so a viewer never shows a file that is not the customer's on screen.
 */
export const adminKycDocumentFile = backoffice(
  'GET',
  '/admin/kyc/documents/{documentId}/file',
  z.strictObject({
    side: z.enum(['front', 'back']).optional(),
    customerId: z.string().min(1, 'Unknown customer').max(64, 'Unknown customer'),
  }),
  z.instanceof(Uint8Array),
  { adminRoles: READERS, params: ZDocumentParams, binaryResponse: 'application/octet-stream' },
);

const ZReason = z.string().trim().min(1, 'Give a reason').max(300, 'At most 300 characters');
export const ZKycDecision = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('confirm'), version: z.int().positive() }),
    z.strictObject({ decision: z.literal('reject'), version: z.int().positive(), reason: ZReason }),
    z.strictObject({
      decision: z.literal('request'),
      version: z.int().positive(),
      reason: ZReason,
      documentTypeId: z.int().positive('Choose a document type'),
    }),
  ],
  { error: 'Choose confirm, reject or request another document' },
);
export type TKycDecision = z.infer<typeof ZKycDecision>;

/** Confirm, reject with a reason, or reject and request another document (compliance). */
export const adminKycDocumentDecide = backoffice(
  'POST',
  '/admin/kyc/documents/{documentId}',
  ZKycDecision,
  success({
    data: z.object({ documentId: z.int(), status: z.enum(['confirmed', 'rejected']), verified: z.boolean() }),
  }),
  { adminRoles: ['compliance'], params: ZDocumentParams },
);
