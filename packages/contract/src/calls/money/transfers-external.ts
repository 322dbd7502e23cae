import { z } from 'zod';
import { ZAmountString, ZCurrencyCode, checkAmount } from '../../amount.ts';
import { MAX_BATCH_FILE_BYTES } from '../../constants.ts';
import { ZEnvelope, success } from '../../envelope.ts';
import {
  EXTERNAL_TRANSFER_TYPES,
  MAX_AMOUNT_OPERATIONS,
  RECENT_TRANSFER_TYPES,
  TRANSFER_PERMISSION_SCOPES,
  INSTANT_KEY_TYPES,
} from '../../enums/money.ts';
import { ZCountryCode, ZNote, ZTaxId } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { BEARER_HEADERS, methodGroup, type MethodCall } from '../define.ts';

/** External transfers, limits, recent transfers and mass uploads (spec 2 §7). Method names ours. */
const call = methodGroup('payouts', 'spec2 §7 External transfers');
const moneyCall = call.inDomain('money');
const IDEMPOTENT = [...BEARER_HEADERS, 'Idempotency-Key'] as const;

const ZBeneficiary = z.record(z.string().max(64), z.string().max(512));
export const ZExternalTransfer = z
  .strictObject({
    fromAccountId: ZAccountId,
    amount: ZAmountString,
    currency: ZCurrencyCode,
    countryCode: ZCountryCode,
    beneficiary: ZBeneficiary,
    extraParams: z.record(z.string().max(64), z.string().max(256)).optional(),
    description: ZNote.optional(),
    templateName: z.string().trim().max(100).optional(),
  })
  .superRefine(checkAmount('amount', 'currency'));
const ZExternalFee = z
  .strictObject({
    fromAccountId: ZAccountId,
    amount: ZAmountString,
    currency: ZCurrencyCode,
    countryCode: ZCountryCode,
  })
  .superRefine(checkAmount('amount', 'currency'));
const ZSubmitAnswer = success({
  transactionId: z.string(),
  fee: z.string(),
  link: z.string().nullable(),
  approvalTransactionId: z.string().nullable().optional(),
});
const ZFeeAnswer = success({ fee: z.string(), feeCurrencyCode: ZCurrencyCode });

const pascal = (t: string) =>
  t
    .split('_')
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
function externalPair(type: (typeof EXTERNAL_TRANSFER_TYPES)[number]): [MethodCall, MethodCall] {
  const name = `transfer${pascal(type)}`;
  return [
    call(name, ZExternalTransfer, ZSubmitAnswer, {
      headers: IDEMPOTENT,
      section: `spec2 §7 External transfers: submit ${type}`,
      rights: 'moveMoney',
    }),
    call(`${name}Fee`, ZExternalFee, ZFeeAnswer, {
      section: `spec2 §7 External transfers: ${type} fee`,
      rights: 'read',
    }),
  ];
}
export const [transferOct, transferOctFee] = externalPair('oct');
export const [transferEft, transferEftFee] = externalPair('eft');
export const [transferWire, transferWireFee] = externalPair('wire');
export const [transferCryptoEft, transferCryptoEftFee] = externalPair('crypto_eft');
export const [transferInstantPayment, transferInstantPaymentFee] = externalPair('instant_payment');
export const [transferInterac, transferInteracFee] = externalPair('interac');
export const transferCryptoFee = call(
  'transferCryptoFee',
  z
    .strictObject({
      fromAccountId: ZAccountId,
      amount: ZAmountString,
      currency: ZCurrencyCode,
      network: z.string().max(32).optional(),
    })
    .superRefine(checkAmount('amount', 'currency')),
  ZFeeAnswer,
  { section: 'spec2 §7 External transfers: crypto fee', rights: 'read' },
);
export const externalTransferMaxAmount = call(
  'externalTransferMaxAmount',
  z.strictObject({
    operation: z.enum(MAX_AMOUNT_OPERATIONS, { error: 'Unknown operation' }),
    countryCode: ZCountryCode,
    currencyCode: ZCurrencyCode,
    fromAccountId: ZAccountId,
  }),
  success({ minAmount: z.string(), amount: z.string(), type: z.string() }),
  { section: 'spec2 §7 External transfers: max amount', rights: 'read' },
);
/** Customer limits: external (type, countryCode, fromAccountId, currencyCode) and between accounts (both accounts). */
export const customerLimitsGet = moneyCall(
  'customerLimitsGet',
  z.strictObject({
    type: z.enum(MAX_AMOUNT_OPERATIONS, { error: 'Unknown operation' }),
    countryCode: ZCountryCode.optional(),
    fromAccountId: ZAccountId,
    toAccountId: ZAccountId.optional(),
    currencyCode: ZCurrencyCode.optional(),
  }),
  success({
    limits: z.array(
      z.object({
        period: z.enum(['transaction', 'day', 'week', 'month']),
        amount: z.string(),
        used: z.string(),
        currencyCode: ZCurrencyCode,
      }),
    ),
  }),
  {
    section: 'spec2 §7 External transfers: customer limits; Transfers between accounts: customer limits',
    rights: 'read',
  },
);
export const recentTransfersList = call(
  'recentTransfersList',
  z.strictObject({
    types: z
      .array(z.enum(RECENT_TRANSFER_TYPES, { error: 'Unknown transfer type' }))
      .min(1)
      .max(RECENT_TRANSFER_TYPES.length),
    permission: z.enum(TRANSFER_PERMISSION_SCOPES).optional(),
    limit: z.int().min(1).max(50).default(3),
    countryCode: ZCountryCode.optional(),
    search: z.string().max(100).optional(),
  }),
  success({
    transfers: z.array(
      z.object({
        transactionId: z.string(),
        type: z.string(),
        name: z.string(),
        amount: z.string(),
        currencyCode: ZCurrencyCode,
        date: z.string(),
        isDisabled: z.boolean(),
      }),
    ),
  }),
  {
    section: 'spec2 §7 External transfers: recent transfers list',
    rights: 'read',
  },
);
export const recentTransferDetailsGet = call(
  'recentTransferDetailsGet',
  z.strictObject({ transactionId: z.string().min(1).max(64) }),
  success({
    isCustomerAddressDateValid: z.boolean(),
    hasRequirements: z.boolean(),
    type: z.string(),
    isExtraParamsValid: z.boolean(),
    isCustomerAddressMatchesActive: z.boolean(),
    details: z.record(z.string(), z.unknown()),
  }),
  { section: 'spec2 §7 External transfers: recent transfer details', rights: 'read' },
);
export const instantKeyInfoGet = call(
  'instantKeyInfoGet',
  z.strictObject({
    instantKey: z.string().min(1).max(140),
    instantKeyType: z.enum(INSTANT_KEY_TYPES),
    taxId: ZTaxId.optional(),
  }),
  success({ name: z.string(), bankName: z.string(), valid: z.boolean() }),
  {
    section: 'spec2 §7 External transfers: instant key info',
    rights: 'read',
  },
);
export const instantBankList = call(
  'instantBankList',
  z.strictObject({ countryCode: ZCountryCode }),
  success({ banks: z.array(z.object({ code: z.string(), name: z.string() })) }),
  { section: 'spec2 §7 External transfers: instant bank list', rights: 'read' },
);

/** Mass upload by file: data part (onlySummary, accountId, batchName) plus file (spec 2 §7 Mass upload). */
const ZMassUpload = z.strictObject({
  onlySummary: z.boolean().default(false),
  accountId: ZAccountId,
  batchName: z.string().trim().min(1, 'Batch name is required').max(100),
  ignoreIdenticalBatch: z.boolean().optional(),
});
/** Code '92': an identical batch exists; resend with ignoreIdenticalBatch to confirm (spec 2 §4). */
export const ZIdenticalBatch = ZEnvelope.extend({
  responseCode: z.literal('92'),
  date: z.string(),
  batchId: z.string(),
});
const ZMassAnswer = z.union([
  ZIdenticalBatch,
  success({
    batchId: z.string(),
    date: z.string(),
    summary: z.object({
      count: z.int(),
      total: z.string(),
      fee: z.string(),
      currencyCode: ZCurrencyCode,
      errors: z.array(z.object({ row: z.int(), field: z.string(), message: z.string() })),
    }),
  }),
]);
const massMultipart = { dataPart: 'data', fileParts: ['file'], maxFileBytes: MAX_BATCH_FILE_BYTES } as const;
const mass = (kind: string) =>
  call(`massUpload${pascal(kind)}`, ZMassUpload, ZMassAnswer, {
    multipart: massMultipart,
    headers: IDEMPOTENT,
    section: `spec2 §7 Mass upload: ${kind}`,
    rights: 'moveMoney',
  });
export const massUploadOct = mass('oct');
export const massUploadEft = mass('eft');
export const massUploadWire = mass('wire');
export const massUploadCrypto = mass('crypto');
export const ZMassUploadRequest = ZMassUpload;
