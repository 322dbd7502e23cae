import type { Queryable } from '@openportal/db';

/** A fee rule row for tests, in minor units (null: no limit); defaults: free, no limits, everyone. */
export interface TTestRule {
  brand?: string;
  kind?: string;
  currency?: string;
  kycLevel?: number;
  customerKind?: 'any' | 'personal' | 'business';
  customerId?: string | null;
  effectiveFrom?: Date | null;
  fixed?: bigint;
  percentBps?: number;
  min?: bigint;
  max?: bigint | null;
  single?: bigint | null;
  daily?: bigint | null;
  monthly?: bigint | null;
}

/** Writes a rule as the editor would (a new version on every write). */
export async function setRule(q: Queryable, r: TTestRule): Promise<void> {
  const s = (v: bigint | null | undefined) => (v === null || v === undefined ? null : v.toString());
  await q.query(
    `INSERT INTO fee_rules (brand, transfer_kind, currency, kyc_level, customer_kind, customer_id, effective_from,
        fee_fixed_minor, fee_percent_bps, fee_min_minor, fee_max_minor, limit_single_minor, limit_daily_minor,
        limit_monthly_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::int8, $9, $10::int8, $11::int8, $12::int8, $13::int8, $14::int8)
     ON CONFLICT ON CONSTRAINT fee_rules_key DO UPDATE SET version = nextval('fee_rule_version'),
       fee_fixed_minor = EXCLUDED.fee_fixed_minor, fee_percent_bps = EXCLUDED.fee_percent_bps,
       fee_min_minor = EXCLUDED.fee_min_minor, fee_max_minor = EXCLUDED.fee_max_minor,
       limit_single_minor = EXCLUDED.limit_single_minor, limit_daily_minor = EXCLUDED.limit_daily_minor,
       limit_monthly_minor = EXCLUDED.limit_monthly_minor`,
    [
      r.brand ?? 'paywave',
      r.kind ?? 'betweenAccounts',
      r.currency ?? 'USD',
      r.kycLevel ?? 0,
      r.customerKind ?? 'any',
      r.customerId ?? null,
      r.effectiveFrom ?? null,
      s(r.fixed ?? 0n),
      r.percentBps ?? 0,
      s(r.min ?? 0n),
      s(r.max ?? null),
      s(r.single ?? null),
      s(r.daily ?? null),
      s(r.monthly ?? null),
    ],
  );
}
