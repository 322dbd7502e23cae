import { randomInt } from 'node:crypto';
import type { TLanguage } from '@openportal/contract';
import { AppError, fieldError } from '../platform/app-error.ts';
import { codeMail, notify } from '../platform/notifications/index.ts';
import {
  checkSendLimit,
  CODE_LIMITS,
  codeRefusal,
  issueCode,
  latestSecurityCodeId,
  verifyCode,
} from '../platform/codes/index.ts';
import { activeUserByEmail, otherSessions, setPasswordHash } from './data/users.ts';
import { hashPassword } from './passwords.ts';
import { recordUnknownName, unknownNameCount } from './password-guard.ts';
import { revokeFamily, type TokenServiceDeps } from './token-service.ts';

/** Who asks: the brand of the host, the client's address (limits) and language (texts). */
export interface TRecoveryClient {
  brand: string;
  ip: string;
  lang: TLanguage;
}

/**
 * passwordChangeRequest (spec 1 §7 password recovery): a six-digit code by e-mail to the brand's
 * active user with that address. The answer is the same whether or not the user exists, and
 * past the send limit nothing is sent (it never tells who has an account). An unknown address
 * takes the same steps (issue 18: no timing difference): its requests are counted against the
 * same hourly bound, and in one transaction a row is stored and a code and its mail are made;
 * only nothing leaves.
 */
export async function requestRecoveryCode(deps: TokenServiceDeps, client: TRecoveryClient, email: string) {
  const user = await activeUserByEmail(deps.db, client.brand, email);
  const unknown = { brand: client.brand, name: email, purpose: 'passwordRecovery' as const, ip: client.ip };
  const allowed = user
    ? await checkSendLimit(deps.db, user.id, 'passwordRecovery')
    : (await unknownNameCount(deps.db, { ...unknown, windowS: 3600 })) < CODE_LIMITS.sentPerHour;
  if (!allowed) return;
  await deps.db
    .transaction(async (tx) => {
      if (user)
        await issueCode(tx, deps.outbox, {
          userId: user.id,
          purpose: 'passwordRecovery',
          channel: 'email',
          to: user.email,
          brand: client.brand,
          brandName: deps.brandName(client.brand),
          lang: client.lang,
        });
      else {
        await recordUnknownName(tx, unknown);
        const code = String(randomInt(0, 10 ** CODE_LIMITS.digits)).padStart(CODE_LIMITS.digits, '0');
        codeMail(client.lang, deps.brandName(client.brand), code, 'passwordRecovery', CODE_LIMITS.ttlS);
      }
    })
    // A request that lost the race to the bound answers like the others: nothing is sent.
    .catch((e: unknown) => {
      if (!(e instanceof AppError && e.messageKey === 'tooManyCodesSent')) throw e;
    });
}

/**
 * Checks (spend false: passwordChangeCodeCheck) or spends the user's latest recovery code. A
 * wrong code or an unknown e-mail counts against the address (and the user), so guessing ends
 * at the limits; those throw. Answers the user when the code is right.
 */
async function checkRecoveryCode(
  deps: TokenServiceDeps,
  client: TRecoveryClient,
  input: { email: string; code: string },
  spend: boolean,
  apply?: (tx: Parameters<Parameters<TokenServiceDeps['db']['transaction']>[0]>[0], userId: string) => Promise<void>,
) {
  const user = await activeUserByEmail(deps.db, client.brand, input.email);
  const result = await deps.db.transaction(async (tx) => {
    const id = user ? await latestSecurityCodeId(tx, user.id, 'passwordRecovery') : null;
    const check = await verifyCode(tx, {
      id: id ?? 'none',
      userId: user?.id ?? null,
      purpose: 'passwordRecovery',
      code: input.code,
      ip: client.ip,
      spend,
    });
    if (check.ok && apply) await apply(tx, check.row.user_id);
    return check;
  });
  if (!result.ok && result.reason === 'tooManyCodeAttempts') throw codeRefusal(result.reason);
  return result.ok ? user : undefined;
}

export async function recoveryCodeValid(
  deps: TokenServiceDeps,
  client: TRecoveryClient,
  input: { email: string; code: string },
) {
  return (await checkRecoveryCode(deps, client, input, false)) !== undefined;
}

/**
 * passwordChangeWithCode: the right code sets the new password and ends every session of the
 * user (whoever held one must sign in with the new password).
 */
export async function resetPasswordWithCode(
  deps: TokenServiceDeps,
  client: TRecoveryClient,
  input: { email: string; code: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const user = await checkRecoveryCode(deps, client, input, true, async (tx, userId) => {
    await setPasswordHash(tx, userId, passwordHash);
    for (const familyId of await otherSessions(tx, userId, null)) await revokeFamily(deps, tx, familyId, userId);
    await notify(tx, deps, { userIds: [userId], brand: client.brand, lang: client.lang }, 'passwordChanged', {});
  });
  if (!user) throw fieldError('code', 'invalidSecurityCode');
}
