import type { Db, Queryable } from '@openportal/db';
import { authError } from '../platform/app-error.ts';
import { newId, randomToken, sha256Base64Url, sha256Hex } from '../platform/crypto.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import type { AccessTokens } from './signing-keys.ts';
import { verifyTotp } from './totp.ts';

const CODE_TTL_S = 120;
const MAX_CODE_ATTEMPTS = 5;

export interface TokenServiceDeps {
  db: Db;
  tokens: AccessTokens;
  refreshTtlS: number;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  status: string;
  totp_secret: string | null;
}

/** POST /auth/login: password check, then a one-time code bound to the PKCE challenge. */
export async function login(
  deps: TokenServiceDeps,
  input: { username: string; password: string; codeChallenge: string },
) {
  const user = (
    await deps.db.query<UserRow>(
      'SELECT id, email, password_hash, status, totp_secret FROM users WHERE lower(email) = lower($1)',
      [input.username],
    )
  ).rows[0];
  const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !ok) throw authError('invalidCredentials');
  if (user.status === 'pending') throw authError('accountNotActivated');
  if (user.status !== 'active') throw authError('invalidCredentials');
  const code = randomToken();
  const needsOtp = user.totp_secret !== null;
  await deps.db.query(
    `INSERT INTO auth_codes (code_hash, user_id, code_challenge, needs_otp, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [sha256Hex(code), user.id, input.codeChallenge, needsOtp, CODE_TTL_S],
  );
  return { authFlow: needsOtp ? ('otp' as const) : ('simple' as const), code, userId: user.id };
}

/** POST /auth/token: code + PKCE verifier (+ OTP) → access and refresh tokens. */
export async function exchangeCode(
  deps: TokenServiceDeps,
  input: { code: string; codeVerifier: string; otp?: string | undefined },
) {
  return deps.db
    .transaction(async (tx) => {
      const row = (
        await tx.query<{
          user_id: string;
          code_challenge: string;
          needs_otp: boolean;
          failed_attempts: number;
          expired: boolean;
          used_at: Date | null;
          totp_secret: string | null;
          email: string;
        }>(
          `SELECT c.user_id, c.code_challenge, c.needs_otp, c.failed_attempts, c.expires_at < now() AS expired, c.used_at, u.totp_secret, u.email
         FROM auth_codes c JOIN users u ON u.id = c.user_id WHERE c.code_hash = $1 FOR UPDATE OF c`,
          [sha256Hex(input.code)],
        )
      ).rows[0];
      if (!row || row.used_at || row.expired || row.failed_attempts >= MAX_CODE_ATTEMPTS)
        throw authError('invalidCode');
      const failure =
        sha256Base64Url(input.codeVerifier) !== row.code_challenge
          ? 'invalidCodeVerifier'
          : row.needs_otp && !(input.otp && row.totp_secret && verifyTotp(row.totp_secret, input.otp))
            ? 'invalidOtp'
            : null;
      if (failure) {
        // Counted in its own statement after this transaction is thrown away would lose it; record it now and commit.
        await tx.query('UPDATE auth_codes SET failed_attempts = failed_attempts + 1 WHERE code_hash = $1', [
          sha256Hex(input.code),
        ]);
        return { failure, tokens: null } as const;
      }
      await tx.query('UPDATE auth_codes SET used_at = now() WHERE code_hash = $1', [sha256Hex(input.code)]);
      return { failure: null, tokens: await issueTokens(deps, tx, row.user_id, row.email, newId()) } as const;
    })
    .then((r) => {
      if (r.failure !== null) throw authError(r.failure);
      return r.tokens;
    });
}

/** A new access token and a new refresh token in the given family. */
export async function issueTokens(
  deps: TokenServiceDeps,
  tx: Queryable,
  userId: string,
  email: string,
  familyId: string,
) {
  const refreshToken = randomToken();
  await tx.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256Hex(refreshToken), familyId, userId, deps.refreshTtlS],
  );
  const accessToken = await deps.tokens.sign({ sub: userId, sid: familyId, email });
  return { accessToken, refreshToken };
}

/** POST /auth/refresh: rotate; a reused token revokes its whole family. */
export async function refresh(deps: TokenServiceDeps, refreshToken: string | undefined) {
  if (!refreshToken) throw authError('emptyRefreshToken');
  const outcome = await deps.db.transaction(async (tx) => {
    const row = (
      await tx.query<{
        family_id: string;
        user_id: string;
        used_at: Date | null;
        revoked_at: Date | null;
        expired: boolean;
        email: string;
      }>(
        `SELECT t.family_id, t.user_id, t.used_at, t.revoked_at, t.expires_at < now() AS expired, u.email
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 FOR UPDATE OF t`,
        [sha256Hex(refreshToken)],
      )
    ).rows[0];
    if (!row) return { failure: 'refreshTokenExpired', tokens: null } as const;
    if (row.used_at) {
      await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
        row.family_id,
      ]);
      return { failure: 'refreshTokenReused', tokens: null } as const;
    }
    if (row.revoked_at || row.expired) return { failure: 'refreshTokenExpired', tokens: null } as const;
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [sha256Hex(refreshToken)]);
    return { failure: null, tokens: await issueTokens(deps, tx, row.user_id, row.email, row.family_id) } as const;
  });
  if (outcome.failure !== null) throw authError(outcome.failure);
  return outcome.tokens;
}

/** POST /auth/logout: revokes the token's family. Unknown tokens are ignored. */
export async function logout(deps: TokenServiceDeps, refreshToken: string | undefined) {
  if (!refreshToken) return;
  await deps.db.query(
    `UPDATE refresh_tokens SET revoked_at = now() WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [sha256Hex(refreshToken)],
  );
}

/** Is the session (refresh family) of an access token still alive? */
export async function sessionAlive(q: Queryable, familyId: string): Promise<boolean> {
  const r = await q.query<{ alive: boolean }>(
    'SELECT bool_or(revoked_at IS NULL) AS alive FROM refresh_tokens WHERE family_id = $1',
    [familyId],
  );
  return r.rows[0]?.alive === true;
}
