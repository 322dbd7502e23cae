import { z } from 'zod';
import { ZCurrencyCode, ZSignedAmountString } from '../amount.ts';
import { success } from '../envelope.ts';
import { defineMethod } from './define.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** Account ids are positive integers on the wire. */
export const ZAccountId = z
  .number({ error: FIELD_MESSAGES.chooseAccount })
  .int()
  .positive()
  .max(Number.MAX_SAFE_INTEGER);

export const ZAccount = z.object({
  accountId: ZAccountId,
  type: z.number().int(),
  subType: z.enum(['PREPAID', 'DEBIT']).nullable(),
  accountStatusId: z.number().int(),
  currencyCode: ZCurrencyCode,
  balance: ZSignedAmountString,
  pendingAmount: ZSignedAmountString,
  accountBalanceMin: ZSignedAmountString,
  cardIsVirtual: z.boolean().nullable(),
  cardReissuedStatusId: z.number().int().nullable(),
  cardExpiryMonth: z.number().int().nullable(),
  cardExpiryYear: z.number().int().nullable(),
  customerId: z.string(),
  settlementAccountId: z.number().int().nullable(),
  /** Our choice: the name the customer gave the account (cardAliasNameSet); absent or null: none. */
  cardAliasName: z.string().nullable().optional(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const balanceInquiry = defineMethod('balanceInquiry', {
  domain: 'money',
  request: z.strictObject({}),
  response: success({ accounts: z.array(ZAccount) }),
  access: 'bearer',
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version'],
  section: 'spec2 §7 Accounts and cards: balance inquiry',
  ourChoice: false,
  rights: 'read',
});
