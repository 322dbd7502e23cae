import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';
import type { CustomerCaller } from '../../platform/caller.ts';
import type { TSecurityCodeRow } from '../../platform/codes/index.ts';
import { markEmailConfirmed } from './emails.ts';
import { confirmedByOther, lockNumber, lockPhone, markPhoneConfirmed, replacePhone } from './phones.ts';

/** What a phone code carries: the phone, the number it confirms (a replacement's new one). */
export interface TPhoneCodePayload {
  phoneId: number;
  e164: string;
  dialCode: string | null;
  codeChallenge?: string;
}

/** The purpose of one of the user's codes, or undefined (another user's or no such code). */
export async function codePurposeOf(q: Queryable, userId: string, id: string): Promise<string | undefined> {
  const r = await q.query<{ purpose: string }>('SELECT purpose FROM security_codes WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return r.rows[0]?.purpose;
}

/**
 * Applies a right phone code: the number (the new one of a replacement) is confirmed on the
 * phone, unless another user of the brand confirmed it meanwhile (phoneTaken, nothing changed).
 */
export async function applyPhoneCode(tx: Queryable, caller: CustomerCaller, p: TPhoneCodePayload): Promise<void> {
  await lockNumber(tx, caller.brand, p.e164);
  const phone = await lockPhone(tx, caller.userId, p.phoneId);
  if (!phone) throw new AppError('IM', 'notFound');
  if (await confirmedByOther(tx, caller.brand, p.e164, caller.userId)) throw fieldError('phoneId', 'phoneTaken');
  if (phone.e164 !== p.e164) await replacePhone(tx, phone.id, p.dialCode ?? '', p.e164);
  await markPhoneConfirmed(tx, caller.userId, phone.id);
}

/** Applies a right contact code (verificationCustomerVerify): the phone or e-mail it went to is confirmed. */
export async function applyContactCode(tx: Queryable, caller: CustomerCaller, row: TSecurityCodeRow): Promise<void> {
  const p = row.payload as { kind: 'phone' | 'email'; id: number; e164?: string };
  if (p.kind === 'email') return markEmailConfirmed(tx, p.id);
  return applyPhoneCode(tx, caller, { phoneId: p.id, e164: String(p.e164), dialCode: null });
}
