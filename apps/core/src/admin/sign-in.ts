import type { Db } from '@openportal/db';
import { matchTotpStep } from '../platform/codes/index.ts';
import { DUMMY_HASH, verifyPassword } from '../identity/index.ts';
import { ADMIN_TOKEN_PREFIX } from '../platform/access/credentials.ts';
import { AppError } from '../platform/app-error.ts';
import { randomToken, sha256Hex } from '../platform/crypto.ts';
import { writeAudit } from './audit.ts';

/** The ticket between the password and the TOTP step: never an admin bearer (not `adm_`). */
export const ADMIN_TICKET_PREFIX = 'admt_';
/** How long the password step's ticket waits for the TOTP code. */
export const TICKET_TTL_S = 300;
/** Wrong codes a ticket takes before it is spent. */
export const TICKET_MAX_FAILURES = 5;

export interface TAdminToken {
  token: string;
  expiresAt: string;
  createdAt: string;
}

interface AdminRow {
  id: number;
  password_hash: string;
  totp_secret: string | null;
}

/**
 * Step 1 (POST /admin/auth/login): username and password (Argon2id; an unknown name costs the
 * same). Answers a ticket valid for five minutes that only step 2 accepts. An operator without
 * a TOTP secret cannot sign in at all: TOTP is required for every admin.
 */
export async function passwordStep(db: Db, username: string, password: string): Promise<TAdminToken> {
  const row = (
    await db.query<AdminRow>(
      'SELECT id, password_hash, totp_secret FROM admin_users WHERE lower(username) = lower($1) AND enabled',
      [username],
    )
  ).rows[0];
  const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !ok || !row.totp_secret) throw new AppError('AU', 'invalidCredentials');
  const ticket = `${ADMIN_TICKET_PREFIX}${randomToken()}`;
  const now = new Date();
  const expires = new Date(now.getTime() + TICKET_TTL_S * 1000);
  await db.query('INSERT INTO admin_login_tickets (ticket_hash, admin_id, expires_at) VALUES ($1, $2, $3)', [
    sha256Hex(ticket),
    row.id,
    expires,
  ]);
  return { token: ticket, expiresAt: expires.toISOString(), createdAt: now.toISOString() };
}

/**
 * Step 2 (GET /admin/auth/login?code=<TOTP>, the ticket as bearer): a code of the current
 * 30-second step (±1) that was not accepted before opens a session (`adm_…`, stored hashed)
 * and spends the ticket; the sign-in is written to the audit log. Five wrong codes spend it.
 */
export async function totpStep(
  db: Db,
  a: { ticket: string; code: string; ip: string; sessionTtlS: number; nowMs?: number },
): Promise<TAdminToken> {
  if (!a.ticket.startsWith(ADMIN_TICKET_PREFIX)) throw new AppError('AU', 'invalidCode');
  const answer = await db.transaction(async (tx): Promise<TAdminToken | 'invalidOtp'> => {
    const row = (
      await tx.query<{ admin_id: number; totp_secret: string | null; totp_last_step: string | null }>(
        `SELECT t.admin_id, a.totp_secret, a.totp_last_step::text AS totp_last_step
           FROM admin_login_tickets t JOIN admin_users a ON a.id = t.admin_id
          WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
            AND t.failed_attempts < $2 AND a.enabled
          FOR UPDATE OF t, a`,
        [sha256Hex(a.ticket), TICKET_MAX_FAILURES],
      )
    ).rows[0];
    if (!row || !row.totp_secret) throw new AppError('AU', 'invalidCode');
    const step = /^[0-9]{6}$/.test(a.code) ? matchTotpStep(row.totp_secret, a.code, a.nowMs) : null;
    if (step === null || (row.totp_last_step !== null && step <= BigInt(row.totp_last_step))) {
      // Committed (not thrown) so the count survives; the refusal is thrown after commit.
      await tx.query('UPDATE admin_login_tickets SET failed_attempts = failed_attempts + 1 WHERE ticket_hash = $1', [
        sha256Hex(a.ticket),
      ]);
      return 'invalidOtp';
    }
    await tx.query('UPDATE admin_login_tickets SET used_at = now() WHERE ticket_hash = $1', [sha256Hex(a.ticket)]);
    await tx.query('UPDATE admin_users SET totp_last_step = $2 WHERE id = $1', [row.admin_id, step.toString()]);
    const token = `${ADMIN_TOKEN_PREFIX}${randomToken()}`;
    const now = new Date();
    const expires = new Date(now.getTime() + a.sessionTtlS * 1000);
    await tx.query('INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, $3)', [
      sha256Hex(token),
      row.admin_id,
      expires,
    ]);
    await writeAudit(tx, {
      adminId: row.admin_id,
      action: 'auth.signIn',
      target: `admin:${row.admin_id}`,
      before: null,
      after: null,
      ip: a.ip,
    });
    return { token, expiresAt: expires.toISOString(), createdAt: now.toISOString() };
  });
  if (answer === 'invalidOtp') throw new AppError('AU', 'invalidOtp');
  return answer;
}

/** Ends the session of this bearer (and writes the sign-out to the audit log). */
export async function endSession(db: Db, token: string, adminId: number, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE admin_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
      sha256Hex(token),
    ]);
    await writeAudit(tx, {
      adminId,
      action: 'auth.signOut',
      target: `admin:${adminId}`,
      before: null,
      after: null,
      ip,
    });
  });
}
