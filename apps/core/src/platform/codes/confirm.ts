import type { Queryable } from '@openportal/db';
import { verifyCode, type TCodeAttempt, type TCodeCheck } from './one-time-codes.ts';

type TPayload = Record<string, unknown>;

/** A code to confirm: its request, its action and the code typed, by a signed-in user. */
export interface TCodeConfirm extends Omit<TCodeAttempt, 'totp' | 'userId' | 'spend'> {
  userId: string;
  /**
   * What the code must be bound to besides its action (a payment code: the amount, currency and
   * payee of the request it is given for). false: a wrong code (nothing confirmed).
   */
  bound?: (payload: TPayload) => boolean;
  /**
   * Whether the user's authenticator step is spent (default yes). A code that sets up a new
   * authenticator leaves the old one's step alone (the new one starts with none).
   */
  spendStep?: (payload: TPayload) => boolean;
}

/**
 * THE code-confirm sequence every confirmation shares (a password change, a two-step change, a
 * payment's approval): the user is locked (their authenticator and its last step), the code
 * checked for its action and spent (`verifyCode`: tries per code, wrong codes per user and
 * address, expiry, spent once), what it is bound to checked, and the authenticator's step
 * recorded so the same step never confirms twice. The caller commits even on a refusal (the
 * counts must stay), then throws `codeRefusal`.
 */
export async function confirmCode(tx: Queryable, a: TCodeConfirm): Promise<TCodeCheck> {
  const user = await tx.query<{ totp_secret: string | null; totp_last_step: bigint | string | null }>(
    'SELECT totp_secret, totp_last_step FROM users WHERE id = $1 FOR UPDATE',
    [a.userId],
  );
  const u = user.rows[0];
  const lastStep = u?.totp_last_step === null || u?.totp_last_step === undefined ? null : BigInt(u.totp_last_step);
  const { bound, spendStep, ...attempt } = a;
  const check = await verifyCode(tx, { ...attempt, totp: { secret: u?.totp_secret ?? null, lastStep } });
  if (!check.ok) return check;
  if (bound && !bound(check.row.payload)) return { ok: false, reason: 'invalidSecurityCode' };
  if (check.totpStep !== null && (spendStep?.(check.row.payload) ?? true))
    await tx.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [a.userId, check.totpStep]);
  return check;
}
