import type { TCurrencyCode, TTransferKind } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { FREE, type TFeeTerms } from './fee.ts';

/** The limits of a rule in minor units of its currency; null: no limit. */
export interface TLimits {
  singleMinor: bigint | null;
  dailyMinor: bigint | null;
  monthlyMinor: bigint | null;
}

/** The rule that prices and bounds one customer's transfers of a kind in a currency. */
export interface TAppliedRule {
  /** fee_rules.version of the rule; 0 when no rule applies (free, no limits). */
  version: number;
  fee: TFeeTerms;
  limits: TLimits;
}

export const NO_RULE: TAppliedRule = {
  version: 0,
  fee: FREE,
  limits: { singleMinor: null, dailyMinor: null, monthlyMinor: null },
};

export interface TRuleRow {
  version: string;
  fee_fixed_minor: string;
  fee_percent_bps: number;
  fee_min_minor: string;
  fee_max_minor: string | null;
  limit_single_minor: string | null;
  limit_daily_minor: string | null;
  limit_monthly_minor: string | null;
}

const big = (v: string | null) => (v === null ? null : BigInt(v));

/**
 * The rule in force now for this customer: of the rows of the customer's brand, the kind and
 * the currency, at the customer's KYC level or the highest below it, for its customer kind or
 * 'any', for this customer or everyone, already in effect; the most specific wins (an override
 * for the customer, then the closest KYC level, then its own customer kind, then the latest
 * effective date). None: NO_RULE. One query (it reads the customer's kind and level too).
 */
export async function ruleFor(
  q: Queryable,
  customerId: string,
  kind: TTransferKind,
  currency: TCurrencyCode,
): Promise<TAppliedRule> {
  return ruleOfRow((await q.query<TRuleRow>(ruleSql(1, 2, 3), [customerId, kind, currency])).rows[0]);
}

/**
 * The SQL of `ruleFor` with its parameters at these positions (customer id, kind, currency):
 * at most one row, for a caller that reads it in a statement of its own (`own-accounts.ts`).
 */
export function ruleSql(customer: number, kind: number, currency: number): string {
  return `SELECT r.version::text, r.fee_fixed_minor::text, r.fee_percent_bps, r.fee_min_minor::text,
              r.fee_max_minor::text, r.limit_single_minor::text, r.limit_daily_minor::text,
              r.limit_monthly_minor::text
         FROM customers c
         JOIN fee_rules r ON r.brand = c.brand AND r.transfer_kind = $${kind} AND r.currency = $${currency}
          AND r.kyc_level <= c.kyc_level
          AND r.customer_kind IN ('any', CASE WHEN c.kind = 0 THEN 'personal' ELSE 'business' END)
          AND (r.customer_id IS NULL OR r.customer_id = c.id)
          AND (r.effective_from IS NULL OR r.effective_from <= now())
        WHERE c.id = $${customer}
        ORDER BY r.customer_id IS NULL, r.kyc_level DESC, r.customer_kind = 'any',
                 r.effective_from DESC NULLS LAST
        LIMIT 1`;
}

/** The rule of a row of `ruleSql` (none: NO_RULE). */
export function ruleOfRow(row: TRuleRow | null | undefined): TAppliedRule {
  if (!row) return NO_RULE;
  return {
    version: Number(row.version),
    fee: {
      fixedMinor: BigInt(row.fee_fixed_minor),
      percentBps: row.fee_percent_bps,
      minMinor: BigInt(row.fee_min_minor),
      maxMinor: big(row.fee_max_minor),
    },
    limits: {
      singleMinor: big(row.limit_single_minor),
      dailyMinor: big(row.limit_daily_minor),
      monthlyMinor: big(row.limit_monthly_minor),
    },
  };
}
