import { z } from 'zod';
import { ZAmountString, ZCurrencyCode } from '../../amount.ts';
import { MAX_BATCH_FILE_BYTES, RECENT_EXTERNAL_ON_RECIPIENT } from '../../constants.ts';
import { success } from '../../envelope.ts';
import {
  BENEFICIARY_TYPES,
  FEE_SHARES,
  GLOBAL_BATCH_STATUSES,
  GLOBAL_PAYMENT_STATUSES,
  INSTANT_KEY_TYPES,
  ZApprovalMode,
} from '../../enums/money.ts';
import {
  ZApprovalCode,
  ZBinNumber,
  ZCountryCode,
  ZEmail,
  ZIban,
  ZId,
  ZNoBody,
  ZOk,
  ZSwift,
  ZTaxId,
} from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { BEARER_HEADERS, PUBLIC_HEADERS, methodGroup } from '../define.ts';
import { ZBankDetails, ZExtraParam } from './lookups.ts';
import { ZIdenticalBatch } from './transfers-external.ts';

/** Global pay batches of the sender (spec 2 §3, §4, §7). Method names ours. */
const sender = methodGroup('globalPay', 'spec2 §7 Global pay (sender batches)');
const IDEMPOTENT = [...BEARER_HEADERS, 'Idempotency-Key'] as const;

export const ZPaymentMethod = z.object({ name: z.string(), forbidden: z.boolean() });
export const ZGlobalBatchPayment = z.object({
  id: ZId,
  amount: z.string(),
  description: z.string().nullable(),
  beneficiaryType: z.enum(BENEFICIARY_TYPES),
  beneficiaryName: z.string(),
  beneficiaryEmail: z.string(),
  beneficiaryCountryCode: z.string(),
  feeShare: z.enum(FEE_SHARES),
  paymentMethods: z.array(ZPaymentMethod),
  deleted: z.boolean(),
});
export const ZGlobalBatch = z.object({
  batchId: ZId,
  batchName: z.string(),
  accountId: ZAccountId,
  currencyCode: ZCurrencyCode,
  status: z.enum(GLOBAL_BATCH_STATUSES),
  payments: z.array(ZGlobalBatchPayment),
  total: z.string(),
  fee: z.string(),
  createdAt: z.string(),
});
const ZPaymentInput = z.strictObject({
  amount: ZAmountString,
  description: z.string().trim().max(500).optional(),
  beneficiaryType: z.enum(BENEFICIARY_TYPES, { error: 'Beneficiary is a person or a company' }),
  beneficiaryName: z.string().trim().min(1, 'Beneficiary name is required').max(200),
  beneficiaryEmail: ZEmail,
  beneficiaryCountryCode: ZCountryCode,
  feeShare: z.enum(FEE_SHARES).default('SENDER'),
  paymentMethods: z
    .array(z.strictObject({ name: z.string().max(64), forbidden: z.boolean() }))
    .max(50)
    .optional(),
});
const ZBatchId = z.strictObject({ batchId: ZId });

export const globalPayBatchGet = sender('globalPayBatchGet', ZBatchId, success({ batch: ZGlobalBatch }), {
  rights: 'read',
});
export const globalPayCountriesAndMethods = sender(
  'globalPayCountriesAndMethods',
  ZNoBody,
  success({ countries: z.array(z.object({ countryCode: z.string(), methods: z.array(ZPaymentMethod) })) }),
  { rights: 'read' },
);
export const globalPayBinBlacklist = sender('globalPayBinBlacklist', ZNoBody, success({ bins: z.array(z.string()) }), {
  rights: 'read',
});
export const globalPayBatchReject = sender('globalPayBatchReject', ZBatchId, ZOk, { rights: 'write' });
export const globalPayBatchSubmit = sender(
  'globalPayBatchSubmit',
  ZBatchId,
  success({ batchId: ZId, operationId: ZId.nullable() }),
  { headers: IDEMPOTENT, rights: 'moveMoney' },
);
export const globalPayBatchStatus = sender(
  'globalPayBatchStatus',
  ZBatchId,
  success({ status: z.enum(GLOBAL_BATCH_STATUSES), processed: z.int(), total: z.int() }),
  { rights: 'read' },
);
export const globalPayCountryPaymentMethods = sender(
  'globalPayCountryPaymentMethods',
  z.strictObject({ countryCode: ZCountryCode }),
  success({ methods: z.array(ZPaymentMethod) }),
  { rights: 'read' },
);
export const globalPayPaymentsUpdate = sender(
  'globalPayPaymentsUpdate',
  z.strictObject({
    batchId: ZId,
    adds: z.array(ZPaymentInput).max(1000).optional(),
    updates: z
      .array(ZPaymentInput.partial().extend({ id: ZId }))
      .max(1000)
      .optional(),
    deletes: z.array(ZId).max(1000).optional(),
    restores: z.array(ZId).max(1000).optional(),
  }),
  success({ batch: ZGlobalBatch }),
  { rights: 'moveMoney' },
);
export const globalPayBatchUpload = sender(
  'globalPayBatchUpload',
  z.strictObject({
    accountId: ZAccountId,
    batchName: z.string().trim().min(1, 'Batch name is required').max(100),
    ignoreIdenticalBatch: z.boolean().optional(),
  }),
  z.union([ZIdenticalBatch, success({ batchId: ZId, date: z.string() })]),
  {
    headers: IDEMPOTENT,
    multipart: { dataPart: 'data', fileParts: ['file'], maxFileBytes: MAX_BATCH_FILE_BYTES },
    rights: 'moveMoney',
  },
);

/** The recipient page: public, every call carries paymentSecret (spec 2 §3, §6, §7). */
const recipient = methodGroup('globalPay', 'spec2 §7 Global pay (recipient page)', {
  access: 'paymentSecret',
  headers: PUBLIC_HEADERS,
});
const ZSecret = z
  .string()
  .min(16, 'Payment link is invalid')
  .max(128, 'Payment link is invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'Payment link is invalid');
const withSecret = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject({ paymentSecret: ZSecret, ...shape });
export const ZGlobalPaymentDetails = z.object({
  beneficiaryName: z.string(),
  status: z.enum(GLOBAL_PAYMENT_STATUSES).default('error'),
  senderName: z.string(),
  amount: z.string(),
  currencyCode: ZCurrencyCode,
  description: z.string().nullable(),
  feeIsBen: z.boolean().default(false),
  paymentId: ZId,
  submittedDate: z.string().nullable(),
  expireDays: z.int().nullable(),
});
const ZSubmitOperation = success({
  operationId: ZId,
  approveType: ZApprovalMode,
  approvalSentTo: z.string().nullable(),
  availableApprovalMethods: z.array(ZApprovalMode),
});

export const globalPaymentBatchUpload = recipient(
  'globalPaymentBatchUpload',
  withSecret({}),
  success({ batchId: ZId }),
  { multipart: { dataPart: 'data', fileParts: ['file'], maxFileBytes: MAX_BATCH_FILE_BYTES }, rights: 'moveMoney' },
);
export const globalPaymentDetailsGet = recipient(
  'globalPaymentDetailsGet',
  withSecret({}),
  success({ payment: ZGlobalPaymentDetails }),
  { rights: 'read' },
);
export const globalPaymentCountries = recipient(
  'globalPaymentCountries',
  withSecret({}),
  success({ countryCode: z.array(z.string()) }),
  { rights: 'read' },
);
export const globalPaymentMethods = recipient(
  'globalPaymentMethods',
  withSecret({ countryCode: ZCountryCode }),
  success({ methods: z.array(ZPaymentMethod) }),
  { rights: 'read' },
);
export const globalPaymentMetaGet = recipient(
  'globalPaymentMetaGet',
  withSecret({ paymentMethod: z.string().min(1).max(64), toCurrencyCode: ZCurrencyCode, countryCode: ZCountryCode }),
  success({ exchangeRate: z.string(), toAmount: z.string(), fee: z.string() }),
  { rights: 'read' },
);
export const globalPaymentLastWithdrawals = recipient(
  'globalPaymentLastWithdrawals',
  withSecret({ limit: z.int().min(1).max(RECENT_EXTERNAL_ON_RECIPIENT).default(RECENT_EXTERNAL_ON_RECIPIENT) }),
  success({
    withdrawals: z.array(
      z.object({
        paymentId: ZId,
        paymentMethod: z.string(),
        amount: z.string(),
        currencyCode: ZCurrencyCode,
        date: z.string(),
        details: z.record(z.string(), z.string()),
      }),
    ),
  }),
  { pageSize: RECENT_EXTERNAL_ON_RECIPIENT, rights: 'read' },
);
export const globalPaymentWithdrawalDetails = recipient(
  'globalPaymentWithdrawalDetails',
  withSecret({ paymentId: ZId }),
  success({ details: z.record(z.string(), z.string()) }),
  { rights: 'read' },
);
export const globalPaymentBinBlacklist = recipient(
  'globalPaymentBinBlacklist',
  withSecret({}),
  success({ bins: z.array(z.string()) }),
  { rights: 'read' },
);
export const globalPaymentCardBin = recipient(
  'globalPaymentCardBin',
  withSecret({ binNumber: ZBinNumber }),
  success({ brand: z.string(), country: z.string().nullable(), blocked: z.boolean() }),
  { rights: 'read' },
);
export const globalPaymentSwift = recipient(
  'globalPaymentSwift',
  withSecret({ swift: ZSwift }),
  success({ bankDetails: ZBankDetails }),
  { rights: 'read' },
);
export const globalPaymentIban = recipient(
  'globalPaymentIban',
  withSecret({ iban: ZIban }),
  success({ valid: z.boolean(), bankDetails: ZBankDetails.nullable() }),
  { rights: 'read' },
);
export const globalPaymentInstantDetails = recipient(
  'globalPaymentInstantDetails',
  withSecret({ taxId: ZTaxId, instantKey: z.string().min(1).max(140), instantKeyType: z.enum(INSTANT_KEY_TYPES) }),
  success({ name: z.string(), bankName: z.string(), valid: z.boolean() }),
  { rights: 'read' },
);
export const globalPaymentInstantBankList = recipient(
  'globalPaymentInstantBankList',
  withSecret({ countryCode: ZCountryCode }),
  success({ banks: z.array(z.object({ code: z.string(), name: z.string() })) }),
  { rights: 'read' },
);
export const globalPaymentExtraParams = recipient(
  'globalPaymentExtraParams',
  withSecret({ paymentMethod: z.string().min(1).max(64), currencyCode: ZCurrencyCode, countryCode: ZCountryCode }),
  success({ extraParams: z.array(ZExtraParam) }),
  { rights: 'read' },
);
export const globalPaymentCancel = recipient('globalPaymentCancel', withSecret({ paymentId: ZId }), ZOk, {
  rights: 'write',
});
export const globalPaymentSubmit = recipient(
  'globalPaymentSubmit',
  withSecret({
    paymentMethod: z.string().min(1).max(64),
    currencyCode: ZCurrencyCode,
    paymentDetails: z.record(z.string().max(64), z.string().max(512)),
  }),
  ZSubmitOperation,
  { rights: 'moveMoney' },
);
export const globalPaymentApprove = recipient(
  'globalPaymentApprove',
  withSecret({ approvalCode: ZApprovalCode, operationId: ZId }),
  success({ status: z.enum(GLOBAL_PAYMENT_STATUSES) }),
  { rights: 'moveMoney' },
);
export const globalPaymentApprovalCodeResend = recipient(
  'globalPaymentApprovalCodeResend',
  withSecret({ approveType: ZApprovalMode, operationId: ZId }),
  success({ approvalSentTo: z.string().nullable() }),
  { rights: 'moveMoney' },
);
/** A refusal by the recipient sets status 'refused' (spec 2 §4); call name ours. */
export const globalPaymentRefuse = recipient(
  'globalPaymentRefuse',
  withSecret({ reason: z.string().trim().max(500).optional() }),
  success({ status: z.literal('refused') }),
  { section: 'spec2 §4 Global payment: refusal (call not listed)', rights: 'write' },
);
