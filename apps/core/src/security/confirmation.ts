import type { Queryable } from '@openportal/db';
import { primaryPhone } from '../identity/data/phones.ts';
import type { TSecurityUser } from '../identity/data/users.ts';
import type { TCodeChannel } from '../identity/security-codes.ts';
import { AppError } from '../platform/app-error.ts';

/**
 * Where a confirmation code goes (our choice, spec 2 §7 names the popups, not the channel): the
 * user's authenticator when they sign in with otp, else an SMS to the confirmed primary phone,
 * else an e-mail.
 */
export async function confirmationChannel(
  q: Queryable,
  user: TSecurityUser,
): Promise<{ channel: TCodeChannel; to: string | null }> {
  if (user.two_step_login === 'otp' && user.totp_secret) return { channel: 'totp', to: null };
  const phone = await primaryPhone(q, user.id);
  if (phone) return { channel: 'sms', to: phone.e164 };
  return { channel: 'email', to: user.email };
}

export const tooManyCodesSent = () => new AppError('AE', 'tooManyCodesSent', { httpStatus: 429 });
