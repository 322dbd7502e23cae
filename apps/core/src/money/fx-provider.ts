import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { isCurrencyCode, type TCurrencyCode } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import type { RecurringJob } from '../jobs/index.ts';

const ZRate = z
  .string()
  .regex(/^[0-9]{1,12}(\.[0-9]{1,12})?$/)
  .refine((s) => !/^0+(\.0+)?$/.test(s));
const ZCode = z.string().refine(isCurrencyCode, 'unknown currency');

/**
 * What the rates provider answers: mid rates of every currency against one base currency
 * (units per one base unit) and the provider's time of them. The checked-in rates file
 * (apps/core/data/fx-rates.json, config FX_RATES_FILE) has this form.
 */
export const ZProviderRates = z
  .object({
    base: ZCode,
    asOf: z.iso.datetime({ offset: true }),
    rates: z.record(ZCode, ZRate),
  })
  .refine((v) => v.rates[v.base] === undefined || Number(v.rates[v.base]) === 1, {
    message: 'the base currency is 1',
    path: ['rates'],
  });
export type TProviderRates = { base: TCurrencyCode; asOf: string; rates: Record<string, string> };

/** The provider stand-in: the rates file, read and checked. */
export async function readRatesFile(file: string): Promise<TProviderRates> {
  return ZProviderRates.parse(JSON.parse(await readFile(file, 'utf8'))) as TProviderRates;
}

export interface TFxRefreshOptions {
  /** The house's spread on a pair derived from these rates (config FX_RATES_SPREAD_BPS). */
  spreadBps: number;
  /** How long after this fetch they may be used for payments (config FX_RATES_MAX_AGE_S). */
  maxAgeS: number;
}

/**
 * Writes the provider's rates with the time they were fetched (now) and the time they go stale,
 * in one transaction; rows of another base currency are removed first (a cross of two bases
 * would be wrong). A currency the provider stopped quoting keeps its row until it goes stale.
 * Answers how many currencies were written.
 */
export async function storeProviderRates(db: Db, rates: TProviderRates, o: TFxRefreshOptions): Promise<number> {
  const rows = Object.entries({ ...rates.rates, [rates.base]: '1' });
  return db.transaction(async (tx: Queryable) => {
    await tx.query('DELETE FROM fx_provider_rates WHERE base_currency <> $1', [rates.base]);
    await tx.query(
      `INSERT INTO fx_provider_rates (currency, base_currency, rate, spread_bps, as_of, fetched_at, stale_at)
       SELECT c, $3, r, $4, $5, now(), now() + $6::int * interval '1 second'
         FROM unnest($1::text[], $2::text[]) AS t(c, r)
       ON CONFLICT (currency) DO UPDATE SET base_currency = EXCLUDED.base_currency, rate = EXCLUDED.rate,
         spread_bps = EXCLUDED.spread_bps, as_of = EXCLUDED.as_of, fetched_at = EXCLUDED.fetched_at,
         stale_at = EXCLUDED.stale_at`,
      [rows.map(([c]) => c), rows.map(([, r]) => r), rates.base, o.spreadBps, rates.asOf, o.maxAgeS],
    );
    return rows.length;
  });
}

/** One fetch: the rates file read and stored. */
export async function refreshFxRates(db: Db, file: string, o: TFxRefreshOptions): Promise<number> {
  return storeProviderRates(db, await readRatesFile(file), o);
}

/**
 * The recurring job that refreshes the provider's rates (`fx-rates-refresh`, config
 * FX_RATES_CRON). A failed fetch leaves the last rates, which go stale at their time.
 */
export function fxRatesJobs(o: TFxRefreshOptions & { file: string; cron: string }): RecurringJob[] {
  return [
    { name: 'fx-rates-refresh', cron: o.cron, run: async ({ db }) => void (await refreshFxRates(db, o.file, o)) },
  ];
}
