import { z } from 'zod';
import { ZAmountString, ZCurrencyCode } from '../../amount.ts';
import { success } from '../../envelope.ts';
import { ZDateTime } from '../../primitives.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';
import { ZPendingChange } from '../admin/operators.ts';

/**
 * The operators' money calls (back office, issues 9 and 18): FX rates and fee and limit rules. A
 * write that four eyes may hold answers `pendingChange` (admin/operators.ts).
 */
const backoffice = backofficeGroup('money', 'issue 9');

/**
 * Transfer kinds a fee or limit row is for (ours): money/pricing prices and bounds every transfer
 * by its kind; the spec's operations (MAX_AMOUNT_OPERATIONS) map onto them (core pricing/kinds.ts).
 */
export const TRANSFER_KINDS = [
  'betweenAccounts',
  'internal',
  'p2p',
  'sepa',
  'swift',
  'card',
  'globalPay',
  'crypto',
  'interac',
  /** Card fees (issue 24): issuing, activating, reissuing a card, express shipping, and a card load. */
  'cardIssue',
  'cardActivation',
  'cardReissue',
  'cardExpressShipping',
  'cardLoad',
] as const;
export const ZTransferKind = z.enum(TRANSFER_KINDS, { error: 'Unknown transfer kind' });
export type TTransferKind = (typeof TRANSFER_KINDS)[number];
/** Whom a fee or limit row is for: personal customers, business ones, or both ('any'). */
export const FEE_CUSTOMER_KINDS = ['any', 'personal', 'business'] as const;
/** KYC levels a fee or limit row is for: 0 unverified … 3 fully verified (ours). */
export const ZKycLevel = z.int().min(0, 'KYC level is 0 to 3').max(3, 'KYC level is 0 to 3');

/** The sane absolute bounds of a mid rate (ours): 0.000001 to 1000000, at most 10 significant digits. */
export const FX_RATE_BOUNDS = { min: '0.000001', max: '1000000', significantDigits: 10 } as const;
const rateMicro = (s: string) => {
  const [whole, frac = ''] = s.split('.') as [string, string?];
  return BigInt(whole + frac.padEnd(12, '0'));
};
const significantDigits = (s: string) => s.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;

/**
 * Mid rate as an exact decimal string (never a float): positive, within FX_RATE_BOUNDS (the
 * fx_rates table's own check is looser). Core also holds it to the brands' band of the last rate.
 */
export const ZFxRateText = z
  .string()
  .max(30, 'At most 30 characters')
  .regex(/^[0-9]{1,12}(\.[0-9]{1,12})?$/, 'Rate is a decimal number with at most 12 decimals')
  .refine((s) => !/^0+(\.0+)?$/.test(s), 'Rate must be above zero')
  .refine(
    (s) =>
      !/^[0-9.]+$/.test(s) ||
      (rateMicro(s) >= rateMicro(FX_RATE_BOUNDS.min) && rateMicro(s) <= rateMicro(FX_RATE_BOUNDS.max)),
    `Rate is ${FX_RATE_BOUNDS.min} to ${FX_RATE_BOUNDS.max}`,
  )
  .refine(
    (s) => significantDigits(s) <= FX_RATE_BOUNDS.significantDigits,
    `Rate has at most ${FX_RATE_BOUNDS.significantDigits} significant digits`,
  );

export const ZFxRateRow = z.object({
  sellCurrency: ZCurrencyCode,
  buyCurrency: ZCurrencyCode,
  rate: z.string(),
  spreadBps: z.int(),
  /** What a customer gets: mid × (1 − spread), as the portal's quote shows it. */
  effectiveRate: z.string(),
  updatedAt: ZDateTime,
});
export type TFxRateRow = z.infer<typeof ZFxRateRow>;

/**
 * The rates provider's last fetch (issue 20 point 8): mid rates of every currency against one
 * base, the provider's time of them (`asOf`), when core fetched them and when payments start
 * refusing them as stale. A pair with no operator rate (ZFxRateRow) is the cross of two of these.
 */
export const ZFxProviderRates = z.object({
  base: ZCurrencyCode,
  asOf: ZDateTime,
  fetchedAt: ZDateTime,
  staleAt: ZDateTime,
  stale: z.boolean(),
  /** The house's spread on a pair derived from these rates. */
  spreadBps: z.int(),
  rates: z.array(z.object({ currency: ZCurrencyCode, rate: z.string() })),
});
export type TFxProviderRates = z.infer<typeof ZFxProviderRates>;

/**
 * The operators' rates (`data`: they win over the provider's) and the provider's (`provider`:
 * null before the first fetch; absent only from a core older than issue 20).
 */
export const adminFxRateList = backoffice(
  'GET',
  '/admin/fx-rates',
  z.strictObject({}),
  success({ data: z.array(ZFxRateRow), provider: ZFxProviderRates.nullable().optional() }),
  {
    adminRoles: ['viewer', 'compliance', 'finance'],
  },
);

export const ZFxRateUpdate = z
  .strictObject({
    sellCurrency: ZCurrencyCode,
    buyCurrency: ZCurrencyCode,
    rate: ZFxRateText,
    spreadBps: z
      .int('Spread is a whole number of basis points')
      .min(0, 'Spread is 0 to 5000')
      .max(5000, 'Spread is 0 to 5000'),
  })
  .refine((v) => v.sellCurrency !== v.buyCurrency, { path: ['buyCurrency'], message: 'Pick two different currencies' });

export const adminFxRateUpdate = backoffice(
  'PUT',
  '/admin/fx-rates',
  ZFxRateUpdate,
  success({ data: ZFxRateRow.nullable(), pendingChange: ZPendingChange }),
  { adminRoles: ['finance'] },
);

const ZOptionalAmount = ZAmountString.nullable();
export const ZFeeRuleInput = z.strictObject({
  brand: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown brand'),
  transferKind: ZTransferKind,
  currencyCode: ZCurrencyCode,
  kycLevel: ZKycLevel,
  feeFixed: ZAmountString,
  feePercentBps: z.int('Whole basis points').min(0, 'At least 0').max(10_000, 'At most 10000'),
  feeMin: ZAmountString,
  feeMax: ZOptionalAmount,
  limitSingle: ZOptionalAmount,
  limitDaily: ZOptionalAmount,
  limitMonthly: ZOptionalAmount,
  /** Personal, business or both; default 'any'. */
  customerKind: z.enum(FEE_CUSTOMER_KINDS, { error: 'Unknown customer kind' }).default('any'),
  /** An override for one customer; null (default): everyone of the brand. */
  customerId: z.string().min(1).max(64).nullable().default(null),
  /** When the rule applies from; null (default): since always. A later rule takes over at its date. */
  effectiveFrom: ZDateTime.nullable().default(null),
});
/** A stored rule: what the editor sent, its version (changes on every write; quotes name it) and its time. */
export const ZFeeRule = ZFeeRuleInput.extend({ version: z.int(), updatedAt: ZDateTime });
export type TFeeRule = z.infer<typeof ZFeeRule>;

export const adminFeeList = backoffice(
  'GET',
  '/admin/fees',
  z.strictObject({
    brand: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'Unknown brand')
      .optional(),
  }),
  success({ data: z.array(ZFeeRule) }),
  { adminRoles: ['viewer', 'compliance', 'finance'] },
);
export const adminFeeUpsert = backoffice(
  'PUT',
  '/admin/fees',
  ZFeeRuleInput,
  success({ data: ZFeeRule.nullable(), pendingChange: ZPendingChange }),
  { adminRoles: ['finance'] },
);
