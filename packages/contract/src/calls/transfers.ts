import { z } from 'zod';
import { checkAmount, ZAmountString, ZCurrencyCode } from '../amount.ts';
import { success } from '../envelope.ts';
import { ZAccountId } from './accounts.ts';
import { defineMethod } from './define.ts';
import { paymentStateFields } from './money/payment-state.ts';

const sameAccount = (
  v: { fromAccount?: number; toAccount?: number; fromAccountId?: number; toAccountId?: number },
  ctx: z.core.$RefinementCtx,
) => {
  const from = v.fromAccount ?? v.fromAccountId;
  const to = v.toAccount ?? v.toAccountId;
  if (from !== undefined && from === to)
    ctx.addIssue({
      code: 'custom',
      path: [v.toAccount !== undefined ? 'toAccount' : 'toAccountId'],
      message: 'Source and target account must differ',
    });
};

export const transferBetweenAccountsFee = defineMethod('transferBetweenAccountsFee', {
  domain: 'money',
  request: z
    .strictObject({
      amount: ZAmountString,
      currency: ZCurrencyCode,
      fromAccountId: ZAccountId,
      toAccountId: ZAccountId,
    })
    .superRefine(checkAmount('amount', 'currency'))
    .superRefine(sameAccount),
  response: success({
    fee: z.string(),
    feeCurrencyCode: ZCurrencyCode,
    /** Our addition, when the two accounts hold different currencies: the rate applied (buy units per sell unit, after the spread) and what the target account receives. */
    exchangeRate: z.string().optional(),
    toAmount: z.string().optional(),
    toCurrencyCode: ZCurrencyCode.optional(),
  }),
  access: 'bearer',
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version'],
  section: 'spec2 §7 Transfers between accounts: fee (currency field and the exchange quote are our additions)',
  ourChoice: true,
  rights: 'read',
});

export const transferBetweenAccountsMaxAmount = defineMethod('transferBetweenAccountsMaxAmount', {
  domain: 'money',
  request: z
    .strictObject({ operation: z.literal('betweenAccounts'), fromAccountId: ZAccountId, toAccountId: ZAccountId })
    .superRefine(sameAccount),
  response: success({ amount: z.string(), type: z.string() }),
  access: 'bearer',
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version'],
  section: 'spec2 §7 Transfers between accounts: max amount',
  ourChoice: true,
  rights: 'read',
});

export const ZTransferBetweenAccounts = z
  .strictObject({
    toAmount: ZAmountString,
    currency: ZCurrencyCode,
    fromAccount: ZAccountId,
    toAccount: ZAccountId,
    subscriptionEndDate: z.iso.date().optional(),
    subscriptionFrequency: z.enum(['daily', 'weekly', 'monthly']).optional(),
    subscriptionTransactions: z.number().int().positive().max(1000).optional(),
    subscriptionUserCancel: z.boolean().optional(),
  })
  .superRefine(checkAmount('toAmount', 'currency'))
  .superRefine(sameAccount);

export const transferBetweenAccounts = defineMethod('transferBetweenAccounts', {
  domain: 'money',
  request: ZTransferBetweenAccounts,
  response: success({
    transactionId: z.string(),
    link: z.string().nullable(),
    fee: z.string(),
    field: z.string().nullable(),
    ...paymentStateFields,
  }),
  access: 'bearer',
  headers: ['Customer-Id', 'Accept-Language', 'Client-Version', 'Idempotency-Key'],
  rights: 'moveMoney',
  section: 'spec2 §3 Transfer between accounts; §7 submit',
  ourChoice: true,
});
