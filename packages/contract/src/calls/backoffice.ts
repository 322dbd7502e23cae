import { z } from 'zod';
import { ZAmountString, ZCurrencyCode } from '../amount.ts';
import { success } from '../envelope.ts';
import { ZDateTime, ZIntParam, queryInt } from '../primitives.ts';
import { ADMIN_ROLES, restGroup } from './define.ts';

/**
 * The back office's own calls (issue 9): the spec never shows the operators' screens, so every
 * call here is ours (`ourChoice`). They are REST calls under /admin like the spec's admin
 * calls, answer the envelope plus `data` like spec 3's admin area, take the operator's bearer
 * (`adm_…`) and list the roles that may make them (`adminRoles`; superadmin may make all).
 * They are not spec calls, so the coverage table does not list them (BACKOFFICE_REST_CALLS).
 */
const backoffice = restGroup('spec3 §7 Admin area: the back office (ours, issue 9; the spec does not show it)', {
  access: 'admin',
  headers: ['Accept-Language'],
  ourChoice: true,
  brandless: true,
});

/** Who may read customers; everyone but a role-less operator. */
const READERS = ['viewer', 'support', 'compliance', 'finance'] as const;

/** Transfer kinds a fee or limit row is for (ours; later money issues read them). */
export const TRANSFER_KINDS = ['betweenAccounts', 'internal', 'p2p', 'sepa', 'swift', 'card', 'globalPay'] as const;
export const ZTransferKind = z.enum(TRANSFER_KINDS, { error: 'Unknown transfer kind' });
/** KYC levels a fee or limit row is for: 0 unverified … 3 fully verified (ours). */
export const ZKycLevel = z.int().min(0, 'KYC level is 0 to 3').max(3, 'KYC level is 0 to 3');

export const ZAdminCustomerRow = z.object({
  customerId: z.string(),
  brand: z.string(),
  kind: z.int(),
  name: z.string(),
  email: z.string().nullable(),
  createdAt: ZDateTime,
});
export type TAdminCustomerRow = z.infer<typeof ZAdminCustomerRow>;

export const adminCustomerSearch = backoffice(
  'GET',
  '/admin/customers',
  z.strictObject({
    q: z.string().trim().min(2, 'At least 2 characters').max(100, 'At most 100 characters'),
  }),
  success({ data: z.array(ZAdminCustomerRow) }),
  { adminRoles: READERS, pageSize: 50 },
);

export const ZAdminCustomerView = z.object({
  profile: ZAdminCustomerRow.extend({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    businessName: z.string().nullable(),
    countryCode: z.string().nullable(),
  }),
  users: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      name: z.string(),
      status: z.string(),
      accessRights: z.int(),
    }),
  ),
  accounts: z.array(
    z.object({
      accountId: z.int(),
      currencyCode: ZCurrencyCode,
      type: z.int(),
      status: z.string(),
      balance: z.string(),
      pendingAmount: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      entryId: z.string(),
      accountId: z.int(),
      createdAt: ZDateTime,
      amount: z.string(),
      currencyCode: ZCurrencyCode,
      type: z.string(),
      status: z.string(),
      description: z.string(),
    }),
  ),
  logins: z.array(
    z.object({
      createdAt: ZDateTime,
      email: z.string(),
      ip: z.string(),
      userAgent: z.string().nullable(),
      result: z.string(),
    }),
  ),
  sessions: z.array(z.object({ startedAt: ZDateTime, email: z.string(), active: z.boolean() })),
});
export type TAdminCustomerView = z.infer<typeof ZAdminCustomerView>;

export const adminCustomerGet = backoffice(
  'GET',
  '/admin/customers/{customerId}',
  z.strictObject({}),
  success({ data: ZAdminCustomerView }),
  { adminRoles: READERS, params: z.strictObject({ customerId: z.string().min(1).max(64) }) },
);

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

export const adminFxRateList = backoffice(
  'GET',
  '/admin/fx-rates',
  z.strictObject({}),
  success({ data: z.array(ZFxRateRow) }),
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

/**
 * A change an operator proposed that a second operator must approve (four eyes, ours): an FX
 * rate beyond the brands' band of the last rate, or a fee rule change that touches an active
 * limit or a percent fee above 10%. `values` are the proposed fields, `before` the fields when it
 * was proposed (null: none yet). Approving applies `values`; the proposer can decide neither way.
 */
export const CHANGE_KINDS = ['fxRate', 'feeRule'] as const;
export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
const ZChangeValues = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export const ZOperatorChange = z.object({
  changeId: z.int(),
  kind: z.enum(CHANGE_KINDS),
  /** What it is to, as the audit log names it: 'USD/EUR', 'paywave/sepa/EUR/kyc1'. */
  target: z.string(),
  values: ZChangeValues,
  before: ZChangeValues.nullable(),
  status: z.enum(CHANGE_STATUSES),
  proposedBy: z.string(),
  proposedAt: ZDateTime,
  /** True when the asking operator proposed it (and so may not decide it). */
  proposedByYou: z.boolean(),
  decidedBy: z.string().nullable(),
  decidedAt: ZDateTime.nullable(),
});
export type TOperatorChange = z.infer<typeof ZOperatorChange>;

/**
 * A write that four eyes may hold: `pendingChange` is null when it applied at once; `data` is the
 * row as it stands (unchanged while the change waits; null when there is none yet).
 */
const ZPendingChange = ZOperatorChange.nullable();

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
});
export const ZFeeRule = ZFeeRuleInput.extend({ updatedAt: ZDateTime });
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

/** The changes waiting for a second operator (or decided ones), newest first. */
export const adminChangeList = backoffice(
  'GET',
  '/admin/changes',
  z.strictObject({
    status: z.enum(CHANGE_STATUSES, { error: 'Unknown status' }).optional(),
    kind: z.enum(CHANGE_KINDS, { error: 'Unknown kind' }).optional(),
  }),
  success({ data: z.array(ZOperatorChange) }),
  { adminRoles: ['viewer', 'compliance', 'finance'], pageSize: 100 },
);
const ZChangeParams = z.strictObject({ changeId: ZIntParam });
/** A second operator (finance or superadmin, not the proposer) applies a pending change. */
export const adminChangeApprove = backoffice(
  'POST',
  '/admin/changes/{changeId}/approve',
  z.strictObject({}),
  success({ data: ZOperatorChange }),
  { adminRoles: ['finance'], params: ZChangeParams },
);
/** A second operator (finance or superadmin, not the proposer) turns a pending change down. */
export const adminChangeReject = backoffice(
  'POST',
  '/admin/changes/{changeId}/reject',
  z.strictObject({}),
  success({ data: ZOperatorChange }),
  { adminRoles: ['finance'], params: ZChangeParams },
);

export const ZAuditRow = z.object({
  id: z.int(),
  at: ZDateTime,
  adminId: z.int(),
  adminUsername: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const adminAuditList = backoffice(
  'GET',
  '/admin/audit-log',
  z.strictObject({
    action: z.string().max(64).optional(),
    page: queryInt(1, 100_000).optional(),
    pageSize: queryInt(1, 100).optional(),
  }),
  success({ data: z.array(ZAuditRow), meta: z.object({ total: z.int().min(0) }) }),
  { adminRoles: ['viewer', 'compliance', 'finance'], pageSize: 100 },
);

/**
 * What the signed-in operator may do: their roles and the back-office calls (contract keys)
 * those allow, so the app shows only the sections and forms that will answer (core still
 * checks every call). `adminAuthMe` answers the spec's User, which has no roles.
 */
export const adminAccess = backoffice(
  'GET',
  '/admin/access',
  z.strictObject({}),
  success({ data: z.object({ roles: z.array(z.enum(ADMIN_ROLES)), calls: z.array(z.string()) }) }),
);
