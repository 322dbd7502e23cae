import Bowser from 'bowser';
import { loginHistoryGet, type TLanguage } from '@openportal/contract';
import { loginHistoryPage } from '../../identity/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { locate } from '../../reference/ip.ts';
import { cldrName } from '../../reference/names.ts';
import type { SecurityDeps } from '../module.ts';

/** `Chrome 126 · Linux` from a user agent (bowser), or null when there is none. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = Bowser.getParser(userAgent);
  const browser = [ua.getBrowserName(), ua.getBrowserVersion()?.split('.')[0]].filter(Boolean).join(' ');
  const parts = [browser, ua.getOSName()].filter((p) => p && p.trim() !== '');
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 100);
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The user's sign-in attempts, newest first, paged (spec 2 §9: page size 20), between fromDate
 * and toDate inclusive (UTC days), each with the place of its address (reference/ip.ts).
 */
export const loginHistoryGetOp = (deps: SecurityDeps) =>
  operation(loginHistoryGet, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    const page = await loginHistoryPage(
      deps.db,
      userId,
      { from: input.fromDate ?? null, toExclusive: input.toDate ? nextDay(input.toDate) : null },
      { number: input.pageNumber, size: input.pageSize },
    );
    const history = await Promise.all(
      page.rows.map(async (r) => ({
        date: r.created_at.toISOString(),
        ip: r.ip,
        location: r.ip ? await placeName(r.ip, ctx.lang) : null,
        device: deviceOf(r.user_agent),
        success: r.result === 'success',
      })),
    );
    return { history, total: page.total };
  });

/** `Vilnius, Lithuania` in the reader's language (CLDR), from the local GeoLite2 data; null for private ranges. */
async function placeName(ip: string, lang: TLanguage): Promise<string | null> {
  const place = await locate(ip);
  if (!place.countryCode) return null;
  const country = cldrName(lang, 'region', place.countryCode) ?? place.countryCode;
  return place.city ? `${place.city}, ${country}` : country;
}
