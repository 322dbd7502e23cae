import type { Queryable } from '@openportal/db';
import { devicesOf } from '../devices/data.ts';
import { primaryPhone, type TSecurityUser } from '../identity/index.ts';
import type { TCodeChannel } from '../platform/codes/index.ts';
import { AppError } from '../platform/app-error.ts';

/** Where a code of the current factor goes: the channel and its address (null: totp and push). */
export type TFactorTarget = { channel: TCodeChannel; to: string | null };

/**
 * The account's current second factor, which must confirm every change of a factor (issue 18:
 * a session alone changes none) and every password change. It is the sign-in two-step mode, or
 * the transaction one when sign-in has none:
 * - otp: a code of the authenticator the user has now (never a new one being set up);
 * - sms: a code texted to the confirmed primary phone;
 * - push: a code pushed to the user's approved devices (the device page shows it; our choice:
 *   the same code check as the others rather than a separate tap-to-approve);
 * - none (or a factor whose phone, secret or devices are gone): a code mailed to the sign-in
 *   e-mail (our choice: the account has no stronger factor to ask).
 */
export async function currentFactor(q: Queryable, user: TSecurityUser): Promise<TFactorTarget> {
  const mode = user.two_step_login !== 'no' ? user.two_step_login : user.two_step_transaction;
  if (mode === 'otp' && user.totp_secret) return { channel: 'totp', to: null };
  if (mode === 'push' && (await devicesOf(q, [user.id], true)).length > 0) return { channel: 'push', to: null };
  const phone = mode === 'sms' ? await primaryPhone(q, user.id) : undefined;
  if (phone) return { channel: 'sms', to: phone.e164 };
  return { channel: 'email', to: user.email };
}

export const tooManyCodesSent = () => new AppError('AE', 'tooManyCodesSent', { httpStatus: 429 });
