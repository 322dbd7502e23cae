import type { Db, Queryable } from '@openportal/db';
import { authError } from '../platform/app-error.ts';
import { newId, randomToken, sha256Base64Url, sha256Hex } from '../platform/crypto.ts';
import { enqueueRealtime } from '../platform/outbox.ts';
import { DUMMY_HASH, verifyPassword } from './passwords.ts';
import type { AccessTokens } from './signing-keys.ts';
import { matchTotpStep } from './totp.ts';

const CODE_TTL_S = 120;
const MAX_CODE_ATTEMPTS = 5;

export interface TokenServiceDeps {
  db: Db;
  tokens: AccessTokens;
  refreshTtlS: number;
  /** Wakes the outbox dispatcher after a commit that wrote events (a revoked session). */
  afterCommit?: () => void;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  status: string;
  totp_secret: string | null;
}

/** POST /auth/login: password check of the brand's user, then a one-time code bound to the PKCE challenge. */
export async function login(
  deps: TokenServiceDeps,
  brand: string,
  input: { username: string; password: string; codeChallenge: string },
) {
  const user = (
    await deps.db.query<UserRow>(
      'SELECT id, email, password_hash, status, totp_secret FROM users WHERE brand = $1 AND lower(email) = lower($2)',
      [brand, input.username],
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
  brand: string,
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
          totp_last_step: bigint | null;
          email: string;
        }>(
          `SELECT c.user_id, c.code_challenge, c.needs_otp, c.failed_attempts, c.expires_at < now() AS expired, c.used_at,
                  u.totp_secret, u.totp_last_step, u.email
         FROM auth_codes c JOIN users u ON u.id = c.user_id WHERE c.code_hash = $1 AND u.brand = $2 FOR UPDATE OF c, u`,
          [sha256Hex(input.code), brand],
        )
      ).rows[0];
      if (!row || row.used_at || row.expired || row.failed_attempts >= MAX_CODE_ATTEMPTS)
        throw authError('invalidCode');
      // RFC 6238 §5.2: a step at or before the last accepted one is a replay, refused.
      const step = row.needs_otp && input.otp && row.totp_secret ? matchTotpStep(row.totp_secret, input.otp) : null;
      const replayed = step !== null && row.totp_last_step !== null && step <= row.totp_last_step;
      const failure =
        sha256Base64Url(input.codeVerifier) !== row.code_challenge
          ? 'invalidCodeVerifier'
          : row.needs_otp && (step === null || replayed)
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
      if (step !== null) await tx.query('UPDATE users SET totp_last_step = $2 WHERE id = $1', [row.user_id, step]);
      const session = { userId: row.user_id, email: row.email, brand, familyId: newId() };
      return { failure: null, tokens: await issueTokens(deps, tx, session) } as const;
    })
    .then((r) => {
      if (r.failure !== null) throw authError(r.failure);
      return r.tokens;
    });
}

export interface SessionOf {
  userId: string;
  email: string;
  brand: string;
  /** The refresh-token family: one per sign-in, the access token's `sid`. */
  familyId: string;
}

/** A new access token and a new refresh token in the session's family. */
export async function issueTokens(deps: TokenServiceDeps, tx: Queryable, session: SessionOf) {
  const refreshToken = randomToken();
  await tx.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256Hex(refreshToken), session.familyId, session.userId, deps.refreshTtlS],
  );
  const accessToken = await deps.tokens.sign({
    sub: session.userId,
    sid: session.familyId,
    email: session.email,
    brand: session.brand,
  });
  return { accessToken, refreshToken };
}

/** Revokes a session (refresh family) and, after commit, closes its sockets at every gateway. */
async function revokeFamily(tx: Queryable, familyId: string, userId: string) {
  const r = await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
    familyId,
  ]);
  if ((r.rowCount ?? 0) > 0)
    await enqueueRealtime(tx, [{ userIds: [userId], event: { type: 'SessionRevoked', sessionId: familyId } }]);
}

/** POST /auth/refresh: rotate; a reused token revokes its whole family. Only on the session's brand. */
export async function refresh(deps: TokenServiceDeps, brand: string, refreshToken: string | undefined) {
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
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 AND u.brand = $2 FOR UPDATE OF t`,
        [sha256Hex(refreshToken), brand],
      )
    ).rows[0];
    if (!row) return { failure: 'refreshTokenExpired', tokens: null } as const;
    if (row.used_at) {
      await revokeFamily(tx, row.family_id, row.user_id);
      return { failure: 'refreshTokenReused', tokens: null } as const;
    }
    if (row.revoked_at || row.expired) return { failure: 'refreshTokenExpired', tokens: null } as const;
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [sha256Hex(refreshToken)]);
    const session = { userId: row.user_id, email: row.email, brand, familyId: row.family_id };
    return { failure: null, tokens: await issueTokens(deps, tx, session) } as const;
  });
  if (outcome.failure === 'refreshTokenReused') deps.afterCommit?.();
  if (outcome.failure !== null) throw authError(outcome.failure);
  return outcome.tokens;
}

/** POST /auth/logout: revokes the token's family (on its own brand). Unknown tokens are ignored. */
export async function logout(deps: TokenServiceDeps, brand: string, refreshToken: string | undefined) {
  if (!refreshToken) return false;
  return deps.db
    .transaction(async (tx) => {
      const row = (
        await tx.query<{ family_id: string; user_id: string }>(
          `SELECT t.family_id, t.user_id FROM refresh_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND u.brand = $2`,
          [sha256Hex(refreshToken), brand],
        )
      ).rows[0];
      if (row) await revokeFamily(tx, row.family_id, row.user_id);
      return row !== undefined;
    })
    .then((revoked) => {
      if (revoked) deps.afterCommit?.();
      return revoked;
    });
}

/** Is the session (refresh family) of an access token still alive? */
export async function sessionAlive(q: Queryable, familyId: string): Promise<boolean> {
  const r = await q.query<{ alive: boolean }>(
    'SELECT bool_or(revoked_at IS NULL) AS alive FROM refresh_tokens WHERE family_id = $1',
    [familyId],
  );
  return r.rows[0]?.alive === true;
}
