import type { Queryable } from '@openportal/db';
import { randomToken, sha256Hex } from '../platform/crypto.ts';
import { PUSH_TTL_S } from '../devices/push-sign-in.ts';
import { armMigration, type TLockedAuthCode } from './data/auth-codes.ts';
import { recordTotpStep } from './data/users.ts';

/**
 * Spec 1 §4 strict migration to push sign-in, held by the token service (not only the portal):
 * the login answer's `migration.tmpJwt` is bound to the sign-in code, and that code gives no
 * tokens until a linked device approved it. The second factor the user has today still comes
 * first (a password alone never links a device): the first exchange checks it and arms the code
 * (migrationRequired); then POST /auth/scp/request with the tmpJwt asks the devices or makes a
 * link, and a device's approval (or the new device's link) lets the next exchange through, with
 * two-step sign-in now push.
 */
export async function bindStrictMigration(tx: Queryable, code: string): Promise<string> {
  const tmpJwt = randomToken();
  await tx.query('UPDATE auth_codes SET migration_strict = true, tmp_hash = $2 WHERE code_hash = $1', [
    sha256Hex(code),
    sha256Hex(tmpJwt),
  ]);
  return tmpJwt;
}

/**
 * At an exchange whose checks all passed: 'tokens' when the code may sign in (no strict
 * migration, or a device approved it: sign-in becomes push), else 'armed' (no tokens yet).
 */
export async function settleStrictMigration(
  tx: Queryable,
  row: TLockedAuthCode,
  code: string,
  totpStep: bigint | null,
): Promise<'tokens' | 'armed'> {
  if (!row.migration_strict) return 'tokens';
  if (row.push_status === 'approved') {
    await tx.query(`UPDATE users SET two_step_login = 'push' WHERE id = $1`, [row.user_id]);
    return 'tokens';
  }
  await armMigration(tx, code, PUSH_TTL_S);
  // The one-time code is spent here: it cannot be replayed elsewhere while this code waits.
  if (totpStep !== null) await recordTotpStep(tx, row.user_id, totpStep);
  return 'armed';
}
