import { randomInt } from 'node:crypto';
import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import { codeMail } from '../platform/notifications/index.ts';
import { smsCodeHash } from '../identity/index.ts';
import { deviceBySecret } from './data.ts';

/** As long as the sign-in code it finishes (token-service CODE_TTL_S). */
const VERIFY_TTL_S = 120;

/**
 * Spec 1 §4 verifyDevice (ours): the app signs in with the secret of a device the token service
 * registered for this user and the user has not approved yet. A six-digit code goes to the
 * user's e-mail; /auth/token takes it as `otp` (hashed with the sign-in code, as the texted
 * code is) and approves the device. Only for a user with no two-step mode, whose current factor
 * is the e-mail (issue 18): the token service passes no secret otherwise. Null: no secret, or no such waiting device of this user
 * (the usual flow).
 */
export async function startDeviceVerification(
  tx: Queryable,
  outbox: Outbox,
  a: {
    userId: string;
    email: string;
    secret?: string | undefined;
    authCode: string;
    brandName: string;
    lang: TLanguage;
  },
): Promise<{ hash: string; deviceId: string } | null> {
  if (!a.secret) return null;
  const device = await deviceBySecret(tx, a.secret);
  if (!device || device.userId !== a.userId || device.approved) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await outbox.add(tx, 'mail', [
    { to: a.email, ...codeMail(a.lang, a.brandName, code, 'deviceApprove', VERIFY_TTL_S) },
  ]);
  return { hash: smsCodeHash(a.authCode, code), deviceId: device.id };
}
