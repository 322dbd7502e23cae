import type { Queryable } from '@openportal/db';
import { sha256Hex } from '../../platform/crypto.ts';

/** The `auth_codes` table: one-time sign-in codes bound to a PKCE challenge, stored hashed. */
export async function insertAuthCode(
  q: Queryable,
  c: {
    code: string;
    userId: string;
    codeChallenge: string;
    needsOtp: boolean;
    ttlS: number;
    /** The login_history row this attempt settles. */
    loginId: number;
    /** The sms flow: the texted code's hash (verifyDevice: the e-mailed code's). */
    smsCodeHash: string | null;
    /** The verifyDevice flow: the device the exchange approves. */
    verifyDeviceId?: string | null;
  },
) {
  await q.query(
    `INSERT INTO auth_codes (code_hash, user_id, code_challenge, needs_otp, expires_at, login_id, sms_code_hash,
                             verify_device_id)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7, $8)`,
    [
      sha256Hex(c.code),
      c.userId,
      c.codeChallenge,
      c.needsOtp,
      c.ttlS,
      c.loginId,
      c.smsCodeHash,
      c.verifyDeviceId ?? null,
    ],
  );
}

export interface TLockedAuthCode {
  user_id: string;
  code_challenge: string;
  needs_otp: boolean;
  failed_attempts: number;
  expired: boolean;
  used_at: Date | null;
  totp_secret: string | null;
  totp_last_step: bigint | null;
  email: string;
  login_id: bigint | number | null;
  sms_code_hash: string | null;
  access_ip_mode: number;
  push_status: 'pending' | 'approved' | 'denied' | null;
  verify_device_id: string | null;
  /** Spec 1 §4 strict migration: no tokens until a device approved this code. */
  migration_strict: boolean;
  /** The strict migration's second factor has passed: the next exchange needs no one-time code. */
  migration_armed: boolean;
}

/** A code of the brand's user, locked with the user (its TOTP state changes with it). */
export async function lockAuthCode(tx: Queryable, brand: string, code: string): Promise<TLockedAuthCode | undefined> {
  const r = await tx.query<TLockedAuthCode>(
    `SELECT c.user_id, c.code_challenge, c.needs_otp, c.failed_attempts, c.expires_at < now() AS expired, c.used_at,
            u.totp_secret, u.totp_last_step, u.email, c.login_id, c.sms_code_hash, u.access_ip_mode, c.push_status,
            c.verify_device_id, c.migration_strict, c.migration_armed
       FROM auth_codes c JOIN users u ON u.id = c.user_id WHERE c.code_hash = $1 AND u.brand = $2 FOR UPDATE OF c, u`,
    [sha256Hex(code), brand],
  );
  return r.rows[0];
}

export async function countFailedAttempt(tx: Queryable, code: string) {
  await tx.query('UPDATE auth_codes SET failed_attempts = failed_attempts + 1 WHERE code_hash = $1', [sha256Hex(code)]);
}

export async function spendAuthCode(tx: Queryable, code: string) {
  await tx.query('UPDATE auth_codes SET used_at = now() WHERE code_hash = $1', [sha256Hex(code)]);
}

/**
 * A strict migration's code after its second factor: the tmpJwt may now ask for a device link,
 * and the code waits as long as a push sign-in does.
 */
export async function armMigration(tx: Queryable, code: string, ttlS: number) {
  await tx.query(
    `UPDATE auth_codes SET migration_armed = true, expires_at = now() + make_interval(secs => $2) WHERE code_hash = $1`,
    [sha256Hex(code), ttlS],
  );
}
