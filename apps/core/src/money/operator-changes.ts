import { FX_RATE_BAND_DEFAULT_PERCENT } from '@openportal/brand-kit';
import { ZFeeRuleInput, ZFxRateUpdate, type TFeeRule, type TFxRateRow } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { BrandContext } from '../platform/brand-context.ts';
import type { TApplyChange, TChangeKind, TChangeValues } from '../admin/four-eyes.ts';
import { feeMinorUnits, lockFee, upsertFee, type TFeeRuleInput } from './data/fee-rules.ts';
import { lockFxRate, upsertFxRate } from './data/fx-rates.ts';

/**
 * Money's operator changes (fee rules, FX rates): what each holds to, and how an approved one is
 * applied. admin/four-eyes.ts holds the machinery and reaches these appliers only through the
 * registry core builds (`changeAppliers` in modules.ts), so admin imports no money data.
 *
 * FX rates: a mid rate within FX_RATE_BOUNDS (contract); more than 10× off the current one is
 * refused; a customer rate moving more than the band (brand manifest `fxRateBandPercent`), or a
 * pair that has no rate yet, waits for a second operator. Rates are shared by every brand this core
 * serves, so the band is the narrowest of theirs.
 *
 * Fee rules (every quote reads them, pricing/): a change waits for a second operator when it changes a
 * limit the rule has set (raised, lowered or removed: limits are the brake on a stolen account),
 * or sets a percent fee above FEE_PERCENT_ALONE_MAX_BPS. A new rule for one customer (an override)
 * or from a date waits too: it replaces the limits in force for that customer, or for everyone at
 * that date, so it would otherwise lift a limit with one operator. Another new rule, and fee
 * amounts, apply at once.
 */
export const FEE_PERCENT_ALONE_MAX_BPS = 1000;

/** The band of the narrowest brand (rates are not per brand); the default when none is served. */
export function fxBandPercent(brands: Pick<BrandContext, 'brands' | 'manifest'>): number {
  const bands = [...brands.brands].map((b) => brands.manifest(b).fxRateBandPercent);
  return bands.length ? Math.min(...bands) : FX_RATE_BAND_DEFAULT_PERCENT;
}

export const fxTarget = (v: { sellCurrency: string; buyCurrency: string }) => `${v.sellCurrency}/${v.buyCurrency}`;
export const fxValues = (r: { rate: string; spreadBps: number }): TChangeValues => ({
  rate: r.rate,
  spreadBps: r.spreadBps,
});

/** brand/kind/currency/kycN, then /personal or /business, /customer:<id> and /from:<date> when set. */
export const feeTarget = (v: TFeeRuleInput) =>
  [
    `${v.brand}/${v.transferKind}/${v.currencyCode}/kyc${v.kycLevel}`,
    v.customerKind === 'any' ? null : v.customerKind,
    v.customerId === null ? null : `customer:${v.customerId}`,
    v.effectiveFrom === null ? null : `from:${v.effectiveFrom}`,
  ]
    .filter((p) => p !== null)
    .join('/');
export const feeValues = (r: TFeeRule | TFeeRuleInput): TChangeValues => {
  const { updatedAt: _u, version: _v, ...values } = r as TFeeRule;
  return values;
};

/** Does this fee rule change need a second operator? (see above) */
export function feeChangeNeedsApproval(before: TFeeRule | null, next: TFeeRuleInput): boolean {
  if (next.feePercentBps > FEE_PERCENT_ALONE_MAX_BPS && next.feePercentBps !== before?.feePercentBps) return true;
  if (!before) return next.customerId !== null || next.effectiveFrom !== null;
  const [was, will] = [feeMinorUnits(before), feeMinorUnits(next)];
  return (['single', 'daily', 'monthly'] as const).some((k) => was[k] !== null && was[k] !== will[k]);
}

const applyFx: TApplyChange = async (tx: Queryable, values) => {
  const v = ZFxRateUpdate.parse(values);
  const before: TFxRateRow | null = await lockFxRate(tx, v.sellCurrency, v.buyCurrency);
  const after = await upsertFxRate(tx, v);
  return { before: before && fxValues(before), after: fxValues(after) };
};

const applyFee: TApplyChange = async (tx: Queryable, values, adminId) => {
  const v = ZFeeRuleInput.parse(values);
  const before = await lockFee(tx, v);
  const after = await upsertFee(tx, v, adminId);
  return { before: before && feeValues(before), after: feeValues(after) };
};

/** How an approved change of each of money's kinds is applied (admin's four-eyes registry). */
export const MONEY_CHANGE_APPLIERS: Record<Extract<TChangeKind, 'fxRate' | 'feeRule'>, TApplyChange> = {
  fxRate: applyFx,
  feeRule: applyFee,
};
