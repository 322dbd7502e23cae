import type { Queryable } from '@openportal/db';
import { fieldError } from '../../platform/app-error.ts';
import { latestPendingCode } from '../../platform/codes/index.ts';
import { emailsOf, emailTakenByOther } from './emails.ts';

/**
 * A username change (our calls usernameChange / usernameChangeConfirm, contract profile.ts). The
 * username is the sign-in e-mail (`users.email`, unique per brand). The new one must be one of
 * the user's own confirmed e-mails (the address's owner already proved it with emailConfirm), not
 * the current one, and not another user's sign-in or confirmed address.
 */
export async function checkNewUsername(
  q: Queryable,
  brand: string,
  user: { id: string; email: string },
  newUsername: string,
): Promise<void> {
  const wanted = newUsername.toLowerCase();
  if (user.email.toLowerCase() === wanted) throw fieldError('newUsername', 'usernameSame');
  if (await emailTakenByOther(q, brand, newUsername, user.id)) throw fieldError('newUsername', 'usernameTaken');
  const own = (await emailsOf(q, user.id)).find((e) => e.email.toLowerCase() === wanted);
  if (!own?.confirmed) throw fieldError('newUsername', 'usernameNotOwnEmail');
}

/** Serialises every claim on one address of a brand (the same lock emailAdd takes). */
export async function lockAddress(q: Queryable, brand: string, email: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`email:${brand}:${email.toLowerCase()}`]);
}

export async function setUsername(q: Queryable, userId: string, newUsername: string): Promise<void> {
  await q.query('UPDATE users SET email = $2 WHERE id = $1', [userId, newUsername]);
}

/** spec 1 §7 emailInquiry usernameChangeRequest: a request whose code waits is `active` (awaiting). */
export async function pendingUsernameChange(q: Queryable, userId: string) {
  const code = await latestPendingCode(q, userId, 'usernameChange');
  if (!code || typeof code.payload.newUsername !== 'string') return null;
  return { newUsername: code.payload.newUsername, status: 'active' as const, createdAt: code.createdAt.toISOString() };
}
