import type { TCurrencyCode, TFxProviderRates, TFxRateRow } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { effectiveRate } from '../fx-rates.ts';

interface FxRow {
  sell_currency: TCurrencyCode;
  buy_currency: TCurrencyCode;
  rate: string;
  spread_bps: number;
  updated_at: Date;
}

const toWire = (r: FxRow): TFxRateRow => ({
  sellCurrency: r.sell_currency,
  buyCurrency: r.buy_currency,
  rate: r.rate,
  spreadBps: Number(r.spread_bps),
  effectiveRate: effectiveRate({ rate: r.rate, spreadBps: Number(r.spread_bps) }),
  updatedAt: r.updated_at.toISOString(),
});

const COLUMNS = 'sell_currency, buy_currency, rate, spread_bps, updated_at';

/** Every rate of the fx_rates table (the one the portal's between-accounts quote reads). */
export async function listFxRates(q: Queryable): Promise<TFxRateRow[]> {
  const rows = await q.query<FxRow>(`SELECT ${COLUMNS} FROM fx_rates ORDER BY sell_currency, buy_currency`);
  return rows.rows.map(toWire);
}

/** One pair's rate, locked for the change (null when the pair has none yet). */
export async function lockFxRate(q: Queryable, sell: TCurrencyCode, buy: TCurrencyCode): Promise<TFxRateRow | null> {
  const row = (
    await q.query<FxRow>(`SELECT ${COLUMNS} FROM fx_rates WHERE sell_currency = $1 AND buy_currency = $2 FOR UPDATE`, [
      sell,
      buy,
    ])
  ).rows[0];
  return row ? toWire(row) : null;
}

/** Sets a pair's mid rate and spread (adds the pair when it has none). */
export async function upsertFxRate(
  q: Queryable,
  v: { sellCurrency: TCurrencyCode; buyCurrency: TCurrencyCode; rate: string; spreadBps: number },
): Promise<TFxRateRow> {
  const row = (
    await q.query<FxRow>(
      `INSERT INTO fx_rates (sell_currency, buy_currency, rate, spread_bps) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sell_currency, buy_currency) DO UPDATE SET rate = EXCLUDED.rate, spread_bps = EXCLUDED.spread_bps, updated_at = now()
       RETURNING ${COLUMNS}`,
      [v.sellCurrency, v.buyCurrency, v.rate, v.spreadBps],
    )
  ).rows[0]!;
  return toWire(row);
}

interface ProviderRow {
  currency: TCurrencyCode;
  base_currency: TCurrencyCode;
  rate: string;
  spread_bps: number;
  as_of: Date;
  fetched_at: Date;
  stale_at: Date;
  stale: boolean;
}

/**
 * The provider's last fetch as operators see it (fx_provider_rates): base, the provider's time,
 * when it was fetched and goes stale, the rates; null before the first fetch. Times are the
 * oldest of the rows (a currency the provider stopped quoting shows as the oldest).
 */
export async function providerFxRates(q: Queryable): Promise<TFxProviderRates | null> {
  const rows = (
    await q.query<ProviderRow>(
      `SELECT currency, base_currency, rate, spread_bps, as_of, fetched_at, stale_at, stale_at <= now() AS stale
         FROM fx_provider_rates ORDER BY currency`,
    )
  ).rows;
  const first = rows[0];
  if (!first) return null;
  const oldest = (pick: (r: ProviderRow) => Date) =>
    new Date(Math.min(...rows.map((r) => pick(r).getTime()))).toISOString();
  return {
    base: first.base_currency,
    asOf: oldest((r) => r.as_of),
    fetchedAt: oldest((r) => r.fetched_at),
    staleAt: oldest((r) => r.stale_at),
    stale: rows.some((r) => r.stale),
    spreadBps: Math.max(...rows.map((r) => Number(r.spread_bps))),
    rates: rows.map((r) => ({ currency: r.currency, rate: r.rate })),
  };
}
