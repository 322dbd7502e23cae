import type { DECLINE_REASONS, TCardAuthorization } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** A card's spend controls (migration 0047, card_spend_controls); no row: none. */
export interface TSpendControls {
  perTransactionMinor: bigint | null;
  perDayMinor: bigint | null;
  perMonthMinor: bigint | null;
  blockedCountries: string[];
  online: boolean;
  contactless: boolean;
  atm: boolean;
}

export async function spendControlsOf(q: Queryable, accountId: number): Promise<TSpendControls | undefined> {
  const r = await q.query<TSpendControls>(
    `SELECT per_transaction_minor AS "perTransactionMinor", per_day_minor AS "perDayMinor",
            per_month_minor AS "perMonthMinor", blocked_countries AS "blockedCountries", online, contactless, atm
       FROM card_spend_controls WHERE account_id = $1`,
    [accountId],
  );
  return r.rows[0];
}

/**
 * Why the card's controls refuse this spend, or null: the channel switch (online, contactless,
 * ATM; chip is always on), a blocked merchant country, the per-transaction limit, then the UTC
 * day's and month's limits over what the card already holds or settled (pending amounts and
 * captured amounts of settled authorizations).
 */
export async function declineOf(
  q: Queryable,
  accountId: number,
  spend: { amountMinor: bigint; channel: TCardAuthorization['channel']; merchantCountry?: string },
): Promise<(typeof DECLINE_REASONS)[number] | null> {
  const c = await spendControlsOf(q, accountId);
  if (!c) return null;
  const switchedOn = { online: c.online, contactless: c.contactless, atm: c.atm, chip: true }[spend.channel];
  if (!switchedOn) return 'channelBlocked';
  if (spend.merchantCountry && c.blockedCountries.includes(spend.merchantCountry)) return 'countryBlocked';
  if (c.perTransactionMinor !== null && spend.amountMinor > BigInt(c.perTransactionMinor)) return 'perTransactionLimit';
  if (c.perDayMinor === null && c.perMonthMinor === null) return null;
  const used = (
    await q.query<{ day: string; month: string }>(
      `SELECT coalesce(sum(CASE WHEN status = 'pending' THEN amount_minor ELSE captured_minor END)
                FILTER (WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::text AS day,
              coalesce(sum(CASE WHEN status = 'pending' THEN amount_minor ELSE captured_minor END), 0)::text AS month
         FROM card_authorizations
        WHERE account_id = $1 AND status IN ('pending', 'settled')
          AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [accountId],
    )
  ).rows[0]!;
  if (c.perDayMinor !== null && BigInt(used.day) + spend.amountMinor > BigInt(c.perDayMinor)) return 'dailyLimit';
  if (c.perMonthMinor !== null && BigInt(used.month) + spend.amountMinor > BigInt(c.perMonthMinor))
    return 'monthlyLimit';
  return null;
}

/** A card without a row: no limits, no blocked country, every channel on. */
export const NO_SPEND_CONTROLS: TSpendControls = {
  perTransactionMinor: null,
  perDayMinor: null,
  perMonthMinor: null,
  blockedCountries: [],
  online: true,
  contactless: true,
  atm: true,
};

/** Writes the card's spend controls (one row per card, replaced whole). */
export async function writeSpendControls(q: Queryable, accountId: number, c: TSpendControls): Promise<void> {
  await q.query(
    `INSERT INTO card_spend_controls
            (account_id, per_transaction_minor, per_day_minor, per_month_minor, blocked_countries, online, contactless, atm)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (account_id) DO UPDATE SET
       per_transaction_minor = EXCLUDED.per_transaction_minor, per_day_minor = EXCLUDED.per_day_minor,
       per_month_minor = EXCLUDED.per_month_minor, blocked_countries = EXCLUDED.blocked_countries,
       online = EXCLUDED.online, contactless = EXCLUDED.contactless, atm = EXCLUDED.atm`,
    [
      accountId,
      c.perTransactionMinor?.toString() ?? null,
      c.perDayMinor?.toString() ?? null,
      c.perMonthMinor?.toString() ?? null,
      c.blockedCountries,
      c.online,
      c.contactless,
      c.atm,
    ],
  );
}
