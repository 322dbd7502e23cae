import { z } from 'zod';
import { ZAmountString, ZCurrencyCode } from '../../amount.ts';
import { success } from '../../envelope.ts';
import { ZNoBody } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { restGroup } from '../define.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../history.ts';

/**
 * One transaction of the acting customer, opened from its history row, and its receipt (issue 24
 * "Transaction detail"). Ours: the spec shows no call for either, so the paths, names and fields
 * are our choice (`ourChoice: true`; docs/decisions/transaction-detail.md): REST under
 * `/transactions/{transactionId}` (the ledger transaction id a history row carries), with the
 * `Customer-Id` header of every signed-in call and rights `read` (any user of the customer who
 * sees its balances: spec 1 §6 access 1-5). A transaction none of whose entries is the acting
 * customer's is answered exactly like one that does not exist (`transactionNotFound`).
 */
const rest = restGroup('money', 'spec2 §7 History and statements: transaction detail (ours, issue 24)', {
  ourChoice: true,
});

/**
 * One side of the movement as the reader sees it: `own` (one of the reader's accounts, with its
 * number and name), `customer` (another customer: their name as the bank shows it, masked to the
 * payer as the payee check does, and the e-mail paid), `external` (outside the customers' books:
 * a card merchant, a deposit, a rail). `amount` is what that side sent or got, in its currency.
 */
export const TRANSACTION_PARTY_KINDS = ['own', 'customer', 'external'] as const;
export const ZTransactionParty = z.object({
  kind: z.enum(TRANSACTION_PARTY_KINDS),
  /** own: the account's name (its alias) or null; customer: their name; external: the merchant or null. */
  name: z.string().nullable(),
  /** own accounts only (another customer's account number is theirs). */
  accountId: ZAccountId.nullable(),
  email: z.string().nullable(),
  currencyCode: ZCurrencyCode,
  amount: ZAmountString,
});
export type TTransactionParty = z.infer<typeof ZTransactionParty>;

/** Who started or decided it (users of the reader's own customer only). */
const ZTransactionPerson = z.object({ name: z.string(), email: z.string() });

/** The approval machine's record of a payment that waited (money/approvals; null: it did not wait). */
export const APPROVAL_RECORD_MODES = ['push', 'sms', 'otp', 'code', 'checker'] as const;
export const APPROVAL_RECORD_STATUSES = ['pending', 'approved', 'denied', 'expired'] as const;
export const ZApprovalRecord = z.object({
  mode: z.enum(APPROVAL_RECORD_MODES),
  status: z.enum(APPROVAL_RECORD_STATUSES),
  decidedBy: ZTransactionPerson.nullable(),
  decidedAt: z.string().nullable(),
});

/**
 * `direction`: `out` (the reader paid), `in` (the reader was paid), `between` (both sides are the
 * reader's own accounts). `fee`: what the payer paid in fees for it (0.00 when none; null for
 * the payee). `rate`: the exchange rate applied (to per from), null without an exchange.
 * `reference`: the payment's own reference; `note`: the payer's note.
 */
export const ZTransactionDetail = z.object({
  transactionId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  direction: z.enum(['in', 'out', 'between']),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  description: z.string(),
  from: ZTransactionParty,
  to: ZTransactionParty,
  fee: z.object({ amount: ZAmountString, currencyCode: ZCurrencyCode }).nullable(),
  rate: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  initiatedBy: ZTransactionPerson.nullable(),
  approval: ZApprovalRecord.nullable(),
});
export type TTransactionDetail = z.infer<typeof ZTransactionDetail>;

const ZTransactionParams = z.strictObject({ transactionId: z.string().min(1).max(64) });

export const transactionDetailGet = rest(
  'GET',
  '/transactions/{transactionId}',
  ZNoBody,
  success({ transaction: ZTransactionDetail }),
  { params: ZTransactionParams, rights: 'read' },
);

/** The receipt: a one-page PDF in the brand's look (its logo, `pdfLogo`, `accountConfirmation`). */
export const transactionReceiptGet = rest(
  'GET',
  '/transactions/{transactionId}/receipt',
  ZNoBody,
  z.instanceof(Uint8Array),
  { params: ZTransactionParams, binaryResponse: 'application/pdf', rateClass: 'heavy', rights: 'read' },
);
