import { z } from 'zod';
import { ZAmountString, ZCurrencyCode, checkAmount } from '../../amount.ts';
import { MAX_BATCH_FILE_BYTES } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { SUBSCRIPTION_FREQUENCIES } from '../../enums/money.ts';
import { ZCountryCode, ZEmail, ZId, ZNote } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { BEARER_HEADERS, methodGroup } from '../define.ts';
import { paymentStateFields } from './payment-state.ts';
import { ZIdenticalBatch } from './transfers-external.ts';

/** Person-to-person transfers (spec 2 §7 p2p). Method names ours. */
const call = methodGroup('money', 'spec2 §7 p2p');
const globalPayCall = call.inDomain('globalPay');
const IDEMPOTENT = [...BEARER_HEADERS, 'Idempotency-Key'] as const;

export const ZP2pTransfer = z
  .strictObject({
    accountId: ZAccountId,
    amount: ZAmountString,
    currency: ZCurrencyCode,
    toEmail: ZEmail,
    note: ZNote.optional(),
    fromEmailId: z.int().positive().optional(),
    reference: z.string().trim().max(100).optional(),
    subscriptionEndDate: z.iso.date().optional(),
    subscriptionFrequency: z.enum(SUBSCRIPTION_FREQUENCIES).optional(),
    subscriptionTransactions: z.int().positive().max(1000).optional(),
    subscriptionUserCancel: z.boolean().optional(),
    couponCode: z.string().trim().max(64).optional(),
    templateName: z.string().trim().max(100).optional(),
    platform: z.enum(['web', 'android', 'ios']).optional(),
    invoiceId: z.int().positive().optional(),
  })
  .superRefine(checkAmount('amount', 'currency'));

export const transferP2p = call(
  'transferP2p',
  ZP2pTransfer,
  // Completed, or pending with how the payer approves it (issue 20: the portal's popup follows it).
  success({ transactionId: z.string(), fee: z.string(), link: z.string().nullable(), ...paymentStateFields }),
  { headers: IDEMPOTENT, section: 'spec2 §7 p2p: transfer', rights: 'moveMoney' },
);
export const transferP2pFee = call(
  'transferP2pFee',
  z
    .strictObject({ accountId: ZAccountId, amount: ZAmountString, currency: ZCurrencyCode, toEmail: ZEmail.optional() })
    .superRefine(checkAmount('amount', 'currency')),
  success({ fee: z.string(), feeCurrencyCode: ZCurrencyCode }),
  {
    section: 'spec2 §5 p2p fee (requested when an account is chosen and amount > 0)',
    rights: 'read',
  },
);
export const p2pBeneficiaryList = call(
  'p2pBeneficiaryList',
  z.strictObject({ search: z.string().max(100).optional() }),
  success({
    beneficiaries: z.array(
      z.object({ email: z.string(), name: z.string().nullable(), lastUsedAt: z.string().nullable() }),
    ),
  }),
  { section: 'spec2 §7 p2p: beneficiary list', rights: 'read' },
);
/** A row of a mass upload that cannot be sent: its number (1 = first data row), field and reason. */
export const ZMassRowError = z.object({ row: z.int(), field: z.string(), message: z.string() });
/**
 * An uploaded mass p2p batch (ours beyond batchId and date): `count`, `total` and `fee` are of
 * the valid rows, `rows` counts every row, `errors` lists the bad ones. Nothing moves until
 * p2pMassConfirm. Code 92 (spec 2 §4): this customer uploaded the same rows from the same
 * account before; send again with ignoreIdenticalBatch to keep this one.
 */
const ZMassP2pAnswer = z.union([
  ZIdenticalBatch,
  success({
    batchId: z.string(),
    date: z.string(),
    count: z.int(),
    rows: z.int(),
    total: z.string(),
    fee: z.string(),
    currencyCode: ZCurrencyCode,
    errors: z.array(ZMassRowError),
  }),
]);
export const p2pMassUploadFile = call(
  'p2pMassUploadFile',
  z.strictObject({
    accountId: ZAccountId,
    batchName: z.string().trim().min(1, 'Batch name is required').max(100),
    ignoreIdenticalBatch: z.boolean().optional(),
  }),
  ZMassP2pAnswer,
  {
    headers: IDEMPOTENT,
    multipart: { dataPart: 'data', fileParts: ['file'], maxFileBytes: MAX_BATCH_FILE_BYTES },
    section: 'spec2 §7 p2p: mass by file',
    rights: 'moveMoney',
  },
);
export const p2pMassUploadText = call(
  'p2pMassUploadText',
  z.strictObject({
    accountId: ZAccountId,
    batchName: z.string().trim().min(1, 'Batch name is required').max(100),
    text: z.string().min(1, 'Enter at least one line').max(200_000),
    ignoreIdenticalBatch: z.boolean().optional(),
  }),
  ZMassP2pAnswer,
  { headers: IDEMPOTENT, section: 'spec2 §7 p2p: mass by text', rights: 'moveMoney' },
);
/**
 * transfer/mass/p2p/confirm (spec 1 §2): confirm an uploaded batch (ours). Its valid rows are
 * posted all or nothing in one ledger batch; a batch with bad rows is refused unless `partial`
 * (the user confirms sending only the valid rows). status: completed, or pending when the
 * payments wait for approval; `count` rows were sent.
 */
export const p2pMassConfirm = call(
  'p2pMassConfirm',
  z.strictObject({ batchId: ZId, partial: z.boolean().optional() }),
  success({ batchId: z.string(), count: z.int(), ...paymentStateFields }),
  { headers: IDEMPOTENT, section: 'spec1 §2 transfer/mass/p2p/confirm (call not shown)', rights: 'moveMoney' },
);
export const p2pGlobalPayMethods = globalPayCall(
  'p2pGlobalPayMethods',
  z.strictObject({ countryCode: ZCountryCode.optional() }),
  success({
    methods: z.array(z.object({ name: z.string(), forbidden: z.boolean(), currencies: z.array(ZCurrencyCode) })),
  }),
  { section: 'spec2 §7 p2p: global pay methods', rights: 'read' },
);
export const p2pMetaGet = globalPayCall(
  'p2pMetaGet',
  z
    .strictObject({
      accountId: ZAccountId,
      amount: ZAmountString,
      currency: ZCurrencyCode,
      toCurrencyCode: ZCurrencyCode.optional(),
    })
    .superRefine(checkAmount('amount', 'currency')),
  success({
    estimatedTotal: z.string(),
    maximumTrxFee: z.string(),
    extraFxMarkupPercent: z.string(),
  }),
  { section: 'spec2 §7 p2p: meta', rights: 'read' },
);
export const p2pSubmit = globalPayCall(
  'p2pSubmit',
  ZP2pTransfer,
  success({ transactionId: z.string(), fee: z.string(), operationId: z.string().nullable() }),
  { headers: IDEMPOTENT, section: 'spec2 §7 p2p: submit', rights: 'moveMoney' },
);
