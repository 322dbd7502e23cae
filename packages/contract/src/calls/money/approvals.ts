import { z } from 'zod';
import { AMOUNT_MESSAGES, parseAmount, ZAmountString, ZCurrencyCode } from '../../amount.ts';
import { APPROVALS_PAGE_SIZE } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { ZApprovalCode, ZDate, ZEmail, ZId, ZOk, ZPageNumber, pageSize } from '../../primitives.ts';
import { methodGroup } from '../define.ts';

/** Approvals: maker-checker transaction requests and approval codes (spec 2 §3, §4, §7). Method names ours. */
const call = methodGroup('money', 'spec2 §7 Approvals');
const globalPayCall = call.inDomain('globalPay');

export const ZTransactionRequest = z.object({
  id: ZId,
  transactionType: z.string(),
  groupedTransactionType: z.string(),
  amount: z.string(),
  currencyCode: ZCurrencyCode,
  createdBy: z.string(),
  createdAt: z.string(),
  beneficiary: z.string(),
  status: z.enum(['pending', 'approved', 'declined']),
});
export const ZMassTransactionRequest = z.object({
  batchId: ZId,
  batchName: z.string(),
  count: z.int(),
  total: z.string(),
  currencyCode: ZCurrencyCode,
  createdBy: z.string(),
  createdAt: z.string(),
});

export const transferApprove = call(
  'transferApprove',
  z.strictObject({ trxid: ZId, approvalCode: ZApprovalCode }),
  success({ status: z.enum(['completed', 'pending', 'rejected']) }),
  { rights: 'moveMoney' },
);
/**
 * `fromEmail` is a transport field of the method body (METHOD_BODY_FIELDS): the dispatcher takes
 * it off the payload and refuses one that is not the signed-in user's (ENOA), so the schema
 * declares it optional (issue 20: as required, no request could ever parse).
 */
export const businessTransactionRequestConfirm = call(
  'businessTransactionRequestConfirm',
  z.strictObject({ fromEmail: ZEmail.optional(), approvalTransactionId: ZId, code: ZApprovalCode }),
  ZOk,
  { rights: 'approve' },
);
const ZOperationApproval = z.strictObject({ operationId: ZId, approvalCode: ZApprovalCode });
export const globalPayApprovalBatch = globalPayCall(
  'globalPayApprovalBatch',
  ZOperationApproval,
  success({ status: z.string() }),
  { rights: 'moveMoney' },
);
export const globalPayApprovalSingle = globalPayCall(
  'globalPayApprovalSingle',
  ZOperationApproval,
  success({ status: z.string() }),
  { rights: 'moveMoney' },
);
export const approvalResend = call(
  'approvalResend',
  z.union([z.strictObject({ trxid: ZId }), z.strictObject({ operationId: ZId })], {
    error: 'Give trxid or operationId',
  }),
  success({ approvalSentTo: z.string().nullable() }),
  { rights: 'moveMoney' },
);
export const transactionRequestList = call(
  'transactionRequestList',
  z.strictObject({
    page: ZPageNumber.default(1),
    size: pageSize(APPROVALS_PAGE_SIZE),
    transactionType: z.string().max(64).optional(),
    groupedTransactionType: z.string().max(64).optional(),
    fromDate: ZDate.optional(),
    toDate: ZDate.optional(),
    createdBy: z.string().max(64).optional(),
  }),
  success({
    transactionRequestList: z.array(ZTransactionRequest),
    massTransactionRequestList: z.array(ZMassTransactionRequest),
    total: z.int().min(0),
  }),
  { pageSize: APPROVALS_PAGE_SIZE, rights: 'read' },
);
export const transactionRequestUserList = call(
  'transactionRequestUserList',
  z.strictObject({}),
  success({ users: z.array(z.object({ id: ZId, name: z.string(), email: z.string() })) }),
  { rights: 'read' },
);
export const transactionRequestApprove = call(
  'transactionRequestApprove',
  z.strictObject({
    transactionIds: z.array(ZId).min(1, 'Choose at least one request').max(APPROVALS_PAGE_SIZE),
    declined: z.boolean(),
  }),
  success({
    operationId: ZId.nullable(),
    approveMode: z.int().min(0).max(4),
  }),
  { rights: 'approve' },
);
export const massTransactionRequestApprove = call(
  'massTransactionRequestApprove',
  z.strictObject({ batchId: ZId, declined: z.boolean() }),
  success({ operationId: ZId.nullable(), approveMode: z.int().min(0).max(4) }),
  { rights: 'approve' },
);
export const approvalNotificationsCount = call(
  'approvalNotificationsCount',
  z.strictObject({}),
  success({ massTransactionRequestCount: z.int().min(0), transactionRequestCount: z.int().min(0) }),
  { rights: 'read' },
);

/**
 * Approval policies by amount (issue 20, a company setting; our names): above `amount` in its
 * currency a payment to another party (p2p, an invoice's payment; not between the company's own
 * accounts) waits for a second approver (a checker), even from a full-access user. The list
 * answers the thresholds and the last changes (who, when, before, after: the setting's audit).
 */
export const ZApprovalThreshold = z.object({ currencyCode: ZCurrencyCode, amount: z.string() });
export const ZApprovalThresholdChange = z.object({
  at: z.string(),
  changedBy: z.string(),
  currencyCode: ZCurrencyCode,
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export const approvalThresholdList = call(
  'approvalThresholdList',
  z.strictObject({}),
  success({ thresholds: z.array(ZApprovalThreshold), changes: z.array(ZApprovalThresholdChange) }),
  { rights: 'read' },
);
/**
 * Sets the threshold of a currency (`amount`, 0 or more: 0 sends every such payment to a
 * checker) or, with `amount` null or absent, removes it. Full access (2) only: it decides who must
 * approve the company's payments, as users and rights do (spec 1 §6). Recorded with who and when.
 */
export const approvalThresholdSet = call(
  'approvalThresholdSet',
  z.strictObject({ currency: ZCurrencyCode, amount: ZAmountString.nullish() }).superRefine((v, ctx) => {
    if (v.amount === null || v.amount === undefined) return;
    const r = parseAmount(v.amount, v.currency, { positive: false });
    if (!r.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT_MESSAGES[r.error] });
  }),
  ZOk,
  { rights: 'fullAccess' },
);
