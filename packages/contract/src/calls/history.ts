import { z } from 'zod';
import { ZAmountString, ZCurrencyCode, ZSignedAmountString } from '../amount.ts';
import { PAGE_SIZES } from '../constants.ts';
import { success } from '../envelope.ts';
import { ZAccountId } from './accounts.ts';
import { defineMethod } from './define.ts';

/** Our choice: the transaction types the history filter accepts. */
export const TRANSACTION_TYPES = [
  'betweenAccounts',
  'fees',
  'p2p',
  'external',
  'card',
  'invoice',
  'deposit',
  'adjustment',
] as const;
export const TRANSACTION_STATUSES = ['completed', 'pending', 'rejected', 'reversed'] as const;

export const ZHistoryFilter = z.strictObject({
  accountId: ZAccountId.optional(),
  keyword: z.string().max(100).optional(),
  transactionType: z.enum(TRANSACTION_TYPES).optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
  fromAmount: ZAmountString.optional(),
  toAmount: ZAmountString.optional(),
  transactionDirection: z.enum(['in', 'out']).optional(),
  status: z.enum(TRANSACTION_STATUSES).optional(),
  pageNumber: z.number().int().min(1).max(100_000).default(1),
  email: z.email().optional(),
  /** Our choice: hide types, e.g. home shows history without Fees (spec 2 §2). */
  excludeTypes: z.array(z.enum(TRANSACTION_TYPES)).max(10).optional(),
});

export const ZHistoryRow = z.object({
  transactionId: z.string(),
  date: z.string(),
  transactionType: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  description: z.string(),
  accountId: ZAccountId,
  currencyCode: ZCurrencyCode,
  /** Signed: negative for money leaving the account. */
  amount: ZSignedAmountString,
  direction: z.enum(['in', 'out']),
  counterpartyAccountId: ZAccountId.nullable(),
});
export type THistoryRow = z.infer<typeof ZHistoryRow>;

export const historyGet = defineMethod('historyGet', {
  domain: 'money',
  request: ZHistoryFilter,
  response: success({ history: z.array(ZHistoryRow), total: z.number().int(), pageSize: z.number().int() }),
  access: 'bearer',
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version'],
  section: 'spec2 §7 History and statements',
  ourChoice: true,
  pageSize: PAGE_SIZES.history,
  rights: 'read',
});
