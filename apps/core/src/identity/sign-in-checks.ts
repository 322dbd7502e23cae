import { randomInt, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import { sha256Hex } from '../platform/crypto.ts';
import { notify, type TNotifyDeps } from '../platform/notifications/index.ts';
import { accessIpsOf } from './data/access-ips.ts';
import { primaryPhone } from './data/phones.ts';
import { ipAllowed } from './ip-allow-list.ts';

/** Who is signing in, as the token service sees the request (behind TRUST_PROXY). */
export interface TSignInClient {
  ip: string;
  userAgent: string | null;
  lang: TLanguage;
}

/** The IP allow list (spec 2 §7 access IP): off lets every address in; on only the listed ones. */
export async function ipPermitted(q: Queryable, userId: string, mode: number, ip: string): Promise<boolean> {
  if (mode !== 1) return true;
  return ipAllowed(await accessIpsOf(q, userId), ip);
}

/** `+370 ******345`: the country code and the last three digits (spec 1 §3 phoneNumber, masked). */
export function maskPhone(e164: string): string {
  try {
    const phone = parsePhoneNumberWithError(e164);
    const national = phone.nationalNumber;
    return `+${phone.countryCallingCode} ${'*'.repeat(Math.max(national.length - 3, 0))}${national.slice(-3)}`;
  } catch {
    return `${'*'.repeat(Math.max(e164.length - 3, 0))}${e164.slice(-3)}`;
  }
}

export const smsCodeHash = (authCode: string, smsCode: string) => sha256Hex(`${authCode}:${smsCode}`);

export function smsCodeMatches(hash: string, authCode: string, given: string): boolean {
  const mine = Buffer.from(smsCodeHash(authCode, given));
  const theirs = Buffer.from(hash);
  return mine.length === theirs.length && timingSafeEqual(mine, theirs);
}

/**
 * The sms sign-in flow (spec 1 §4): a six-digit code texted to the confirmed primary phone,
 * with a two-digit smsIdentifier the text also shows, so the person matches screen and message.
 * Null when the user has no such phone.
 */
export async function textSignInCode(
  tx: Queryable,
  outbox: Outbox,
  a: { userId: string; authCode: string; brand: string; brandName: string; lang: TLanguage },
) {
  const phone = await primaryPhone(tx, a.userId);
  if (!phone) return null;
  const smsCode = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const smsIdentifier = String(randomInt(0, 100)).padStart(2, '0');
  // The identifier is in the text too, so the person matches screen and message.
  await notify(
    tx,
    { outbox, brandName: () => a.brandName },
    {
      userIds: [a.userId],
      brand: a.brand,
      lang: a.lang,
      brandLabel: `${a.brandName} #${smsIdentifier}`,
      only: { channel: 'sms', to: phone.e164 },
    },
    'oneTimeCode',
    { code: smsCode, purpose: 'signIn', ttlS: 120 },
  );
  return { hash: smsCodeHash(a.authCode, smsCode), phoneNumber: maskPhone(phone.e164), smsIdentifier };
}

/** The new sign-in notice, when the user keeps it on (notification setting newSignIn). */
export async function signInNotice(
  tx: Queryable,
  deps: TNotifyDeps,
  user: { id: string; brand: string },
  client: TSignInClient,
) {
  await notify(tx, deps, { userIds: [user.id], brand: user.brand, lang: client.lang }, 'newSignIn', { ip: client.ip });
}

/** The language the user signed in with: notices they did not ask for are written in it. */
export async function rememberLanguage(tx: Queryable, userId: string, lang: TLanguage): Promise<void> {
  await tx.query('UPDATE users SET language = $2 WHERE id = $1 AND language IS DISTINCT FROM $2', [userId, lang]);
}
