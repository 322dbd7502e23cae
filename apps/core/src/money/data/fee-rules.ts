import { formatMinor, parseAmount, type TCurrencyCode, type TFeeRule } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { fieldError } from '../../platform/app-error.ts';

/** A fee rule as the editor sends it (contract ZFeeRuleInput, defaults applied). */
export type TFeeRuleInput = Omit<TFeeRule, 'updatedAt' | 'version'>;

interface FeeRow {
  brand: string;
  transfer_kind: TFeeRule['transferKind'];
  currency: TCurrencyCode;
  kyc_level: number;
  fee_fixed_minor: bigint | string;
  fee_percent_bps: number;
  fee_min_minor: bigint | string;
  fee_max_minor: bigint | string | null;
  limit_single_minor: bigint | string | null;
  limit_daily_minor: bigint | string | null;
  limit_monthly_minor: bigint | string | null;
  customer_kind: TFeeRule['customerKind'];
  customer_id: string | null;
  effective_from: Date | null;
  version: string;
  updated_at: Date;
}

const money = (v: bigint | string | null, c: TCurrencyCode) => (v === null ? null : formatMinor(BigInt(v), c));

export const toWireFee = (r: FeeRow): TFeeRule => ({
  brand: r.brand,
  transferKind: r.transfer_kind,
  currencyCode: r.currency,
  kycLevel: Number(r.kyc_level),
  feeFixed: money(r.fee_fixed_minor, r.currency)!,
  feePercentBps: Number(r.fee_percent_bps),
  feeMin: money(r.fee_min_minor, r.currency)!,
  feeMax: money(r.fee_max_minor, r.currency),
  limitSingle: money(r.limit_single_minor, r.currency),
  limitDaily: money(r.limit_daily_minor, r.currency),
  limitMonthly: money(r.limit_monthly_minor, r.currency),
  customerKind: r.customer_kind,
  customerId: r.customer_id,
  effectiveFrom: r.effective_from?.toISOString() ?? null,
  version: Number(r.version),
  updatedAt: r.updated_at.toISOString(),
});

const COLUMNS = `brand, transfer_kind, currency, kyc_level, fee_fixed_minor::text, fee_percent_bps, fee_min_minor::text,
  fee_max_minor::text, limit_single_minor::text, limit_daily_minor::text, limit_monthly_minor::text,
  customer_kind, customer_id, effective_from, version::text, updated_at`;

/** The key of a rule: brand, kind, currency, KYC level, customer kind, customer, effective date. */
const KEY_MATCH = `brand = $1 AND transfer_kind = $2 AND currency = $3 AND kyc_level = $4 AND customer_kind = $5
  AND customer_id IS NOT DISTINCT FROM $6::text AND effective_from IS NOT DISTINCT FROM $7::timestamptz`;
const keyOf = (k: TFeeRuleInput) => [
  k.brand,
  k.transferKind,
  k.currencyCode,
  k.kycLevel,
  k.customerKind,
  k.customerId,
  k.effectiveFrom,
];

/** The fee and limit rules, of one brand or all, in key order (everyone's before overrides, oldest date first). */
export async function listFees(q: Queryable, brand: string | undefined): Promise<TFeeRule[]> {
  const rows = await q.query<FeeRow>(
    `SELECT ${COLUMNS} FROM fee_rules WHERE $1::text IS NULL OR brand = $1
      ORDER BY brand, transfer_kind, currency, kyc_level, customer_kind, customer_id NULLS FIRST,
               effective_from NULLS FIRST`,
    [brand ?? null],
  );
  return rows.rows.map(toWireFee);
}

/** One rule, locked for the change; null when there is none. */
export async function lockFee(q: Queryable, k: TFeeRuleInput): Promise<TFeeRule | null> {
  const row = (await q.query<FeeRow>(`SELECT ${COLUMNS} FROM fee_rules WHERE ${KEY_MATCH} FOR UPDATE`, keyOf(k)))
    .rows[0];
  return row ? toWireFee(row) : null;
}

/** Amounts of a rule in minor units of its currency; a field error names the first bad one. */
export function feeMinorUnits(v: TFeeRuleInput) {
  const minor = (field: keyof TFeeRuleInput, value: string | null, positive: boolean) => {
    if (value === null) return null;
    const r = parseAmount(value, v.currencyCode, { positive });
    if (!r.ok) throw fieldError(field, 'invalidAmount');
    return r.minor;
  };
  const out = {
    fixed: minor('feeFixed', v.feeFixed, false)!,
    min: minor('feeMin', v.feeMin, false)!,
    max: minor('feeMax', v.feeMax, false),
    single: minor('limitSingle', v.limitSingle, true),
    daily: minor('limitDaily', v.limitDaily, true),
    monthly: minor('limitMonthly', v.limitMonthly, true),
  };
  if (out.max !== null && out.max < out.min) throw fieldError('feeMax', 'invalidAmount');
  return out;
}

/** An override must name a customer of the rule's brand. */
export async function checkFeeCustomer(q: Queryable, v: TFeeRuleInput): Promise<void> {
  if (v.customerId === null) return;
  const found = await q.query('SELECT 1 FROM customers WHERE id = $1 AND brand = $2', [v.customerId, v.brand]);
  if (found.rows.length === 0) throw fieldError('customerId', 'notFound');
}

/** Sets one rule (adds it when it has none); every write gives the row a new version. */
export async function upsertFee(q: Queryable, v: TFeeRuleInput, adminId: number): Promise<TFeeRule> {
  const m = feeMinorUnits(v);
  await checkFeeCustomer(q, v);
  const row = (
    await q.query<FeeRow>(
      `INSERT INTO fee_rules (brand, transfer_kind, currency, kyc_level, fee_fixed_minor, fee_percent_bps, fee_min_minor,
          fee_max_minor, limit_single_minor, limit_daily_minor, limit_monthly_minor, updated_by,
          customer_kind, customer_id, effective_from)
       VALUES ($1, $2, $3, $4, $5::int8, $6, $7::int8, $8::int8, $9::int8, $10::int8, $11::int8, $12, $13, $14, $15)
       ON CONFLICT ON CONSTRAINT fee_rules_key DO UPDATE SET version = nextval('fee_rule_version'),
         fee_fixed_minor = EXCLUDED.fee_fixed_minor, fee_percent_bps = EXCLUDED.fee_percent_bps,
         fee_min_minor = EXCLUDED.fee_min_minor, fee_max_minor = EXCLUDED.fee_max_minor,
         limit_single_minor = EXCLUDED.limit_single_minor, limit_daily_minor = EXCLUDED.limit_daily_minor,
         limit_monthly_minor = EXCLUDED.limit_monthly_minor, updated_by = EXCLUDED.updated_by, updated_at = now()
       RETURNING ${COLUMNS}`,
      [
        v.brand,
        v.transferKind,
        v.currencyCode,
        v.kycLevel,
        m.fixed.toString(),
        v.feePercentBps,
        m.min.toString(),
        m.max?.toString() ?? null,
        m.single?.toString() ?? null,
        m.daily?.toString() ?? null,
        m.monthly?.toString() ?? null,
        adminId,
        v.customerKind,
        v.customerId,
        v.effectiveFrom,
      ],
    )
  ).rows[0]!;
  return toWireFee(row);
}
