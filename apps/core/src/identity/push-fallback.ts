import { randomInt } from 'node:crypto';
import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import { sha256Hex } from '../platform/crypto.ts';
import { notify } from '../platform/notifications/index.ts';
import { smsCodeHash, textSignInCode } from './sign-in-checks.ts';

/** As long as the sign-in code it finishes (token-service CODE_TTL_S). */
const FALLBACK_TTL_S = 120;

/**
 * Sign-in is push but no device is approved (after an account recovery every device waits for
 * approval again): the second factor is kept, never dropped to the password alone (issue 18).
 * The code goes to the confirmed primary phone (the sms flow), else to the account's e-mail
 * (answered as `verifyDevice`: a six-digit e-mailed code, our choice). The auth code then needs it.
 */
export async function pushFallbackFlow(
  tx: Queryable,
  outbox: Outbox,
  a: { userId: string; email: string; authCode: string; brand: string; brandName: string; lang: TLanguage },
) {
  const sms = await textSignInCode(tx, outbox, a);
  let hash: string;
  let flow;
  if (sms) {
    hash = sms.hash;
    flow = { authFlow: 'sms' as const, phoneNumber: sms.phoneNumber, smsIdentifier: sms.smsIdentifier };
  } else {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await notify(
      tx,
      { outbox, brandName: () => a.brandName },
      { userIds: [a.userId], brand: a.brand, lang: a.lang, only: { channel: 'email', to: a.email } },
      'oneTimeCode',
      { code, purpose: 'signIn', ttlS: FALLBACK_TTL_S },
    );
    hash = smsCodeHash(a.authCode, code);
    flow = { authFlow: 'verifyDevice' as const };
  }
  await tx.query('UPDATE auth_codes SET needs_otp = true, sms_code_hash = $2 WHERE code_hash = $1', [
    sha256Hex(a.authCode),
    hash,
  ]);
  return flow;
}
