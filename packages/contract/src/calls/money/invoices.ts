import { z } from 'zod';
import { ZAmountString, ZCurrencyCode, checkAmount } from '../../amount.ts';
import { PAGE_SIZES } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { INVOICE_STATUSES, SUBSCRIPTION_FREQUENCIES, ZInvoiceStatus } from '../../enums/money.ts';
import { ZDate, ZEmail, ZIntId, ZNote, ZOk, ZPageNumber, pageSize } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { BEARER_HEADERS, methodGroup } from '../define.ts';
import { paymentStateFields } from './payment-state.ts';

/** Invoices and preapproved payments (spec 2 §3, §4, §7). Method names ours. */
const call = methodGroup('money', 'spec2 §7 Invoices');
const IDEMPOTENT = [...BEARER_HEADERS, 'Idempotency-Key'] as const;

export const ZInvoice = z.object({
  id: ZIntId,
  payeeName: z.string(),
  payerName: z.string().nullable(),
  payeeEmail: z.string(),
  payerEmail: z.string(),
  payeeAccountId: ZAccountId.nullable(),
  payerAccountId: ZAccountId.nullable(),
  amount: z.string(),
  total: z.string(),
  feePayment: z.string(),
  currencyCode: ZCurrencyCode,
  status: z.enum(Object.keys(INVOICE_STATUSES) as [keyof typeof INVOICE_STATUSES]),
  statusId: ZInvoiceStatus,
  dueDate: z.string().nullable(),
  sentDate: z.string(),
  updatedDate: z.string(),
  noteBody: z.string().nullable(),
  isFunding: z.boolean(),
  isSystem: z.boolean(),
  urlPdf: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;
const ZListFilter = z.strictObject({
  pageNumber: ZPageNumber.default(1),
  pageSize: pageSize(PAGE_SIZES.invoicesAlternate, PAGE_SIZES.invoices),
  status: ZInvoiceStatus.optional(),
  fromDate: ZDate.optional(),
  toDate: ZDate.optional(),
  fromAmount: ZAmountString.optional(),
  toAmount: ZAmountString.optional(),
});
/** Each list filters by the other party's e-mail (spelt out per list so that the types keep every field). */
const listFilter = {
  received: ZListFilter.extend({ payeeEmail: ZEmail.optional() }),
  sent: ZListFilter.extend({ payerEmail: ZEmail.optional() }),
};
const ZInvoiceList = success({ invoices: z.array(ZInvoice), total: z.int().min(0) });

export const invoiceReceivedList = call('invoiceReceivedList', listFilter.received, ZInvoiceList, {
  pageSize: PAGE_SIZES.invoices,
  rights: 'read',
});
export const invoiceSentList = call('invoiceSentList', listFilter.sent, ZInvoiceList, {
  pageSize: PAGE_SIZES.invoices,
  rights: 'read',
});
export const invoiceGet = call('invoiceGet', z.strictObject({ invoiceId: ZIntId }), success({ invoice: ZInvoice }), {
  rights: 'read',
});
export const invoiceCreate = call(
  'invoiceCreate',
  z
    .strictObject({
      noteBody: ZNote.optional(),
      toEmail: ZEmail,
      amount: ZAmountString,
      currency: ZCurrencyCode,
      dueDate: ZDate.optional(),
    })
    .superRefine(checkAmount('amount', 'currency')),
  success({ invoice: ZInvoice }),
  { headers: IDEMPOTENT, rights: 'moveMoney' },
);
export const invoiceReject = call('invoiceReject', z.strictObject({ invoiceId: ZIntId, note: ZNote.optional() }), ZOk, {
  rights: 'write',
});
export const invoicePay = call(
  'invoicePay',
  z.strictObject({ invoiceId: ZIntId, accountId: ZAccountId }),
  success({ transactionId: z.string(), fee: z.string(), ...paymentStateFields }),
  {
    headers: IDEMPOTENT,
    section: 'spec2 §4 Invoice flow: pay (call not listed)',
    rights: 'moveMoney',
  },
);
/** Funding invoice: amount (currency ours, needed to check the amount). */
export const fundingInvoiceCreate = call(
  'fundingInvoiceCreate',
  z
    .strictObject({ amount: ZAmountString, currency: ZCurrencyCode, accountId: ZAccountId.optional() })
    .superRefine(checkAmount('amount', 'currency')),
  success({ invoice: ZInvoice }),
  { headers: IDEMPOTENT, rights: 'moveMoney' },
);

const pre = methodGroup('money', 'spec2 §7 Preapproved payments');
export const ZPreapprovedPayment = z.object({
  id: ZIntId,
  amount: z.string(),
  currencyCode: ZCurrencyCode,
  /**
   * The payee's e-mail (p2p) or the target account's id (between own accounts): a numeric
   * string the client's response rule (spec 1 §5) turns into a number, so either is accepted.
   */
  toAccount: z.union([z.string(), z.number()]),
  beneficiaryEmail: z.string(),
  type: z.string(),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES).nullable(),
  nextDate: z.string().nullable(),
  endDate: z.string().nullable(),
  userCancel: z.boolean(),
});
export type TPreapprovedPayment = z.infer<typeof ZPreapprovedPayment>;
export const preapprovedPaymentList = pre(
  'preapprovedPaymentList',
  z.strictObject({
    beneficiaryEmail: ZEmail.optional(),
    fromAmount: ZAmountString.optional(),
    toAmount: ZAmountString.optional(),
    type: z.enum(['p2p', 'betweenAccounts']).optional(),
  }),
  success({ payments: z.array(ZPreapprovedPayment) }),
  { rights: 'read' },
);
export const preapprovedPaymentCancel = pre('preapprovedPaymentCancel', z.strictObject({ id: ZIntId }), ZOk, {
  rights: 'write',
});
