import { randomInt, timingSafeEqual } from 'node:crypto';
import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { activeUserByEmail, otherSessions, setPasswordHash } from '../identity/data/users.ts';
import { hashPassword } from '../identity/passwords.ts';
import { codeMail } from '../identity/security-messages.ts';
import { revokeFamily, type TokenServiceDeps } from '../identity/token-service.ts';
import { AppError, fieldError } from '../platform/app-error.ts';
import { newId, sha256Hex } from '../platform/crypto.ts';

/**
 * Bounds (our choice): the code lives thirty minutes and takes five tries; an address or a
 * recovery e-mail starts at most five tasks an hour (past that: the same answer, no mail).
 */
export const RECOVERY_LIMITS = { ttlS: 1800, attempts: 5, tasksPerHour: 5 } as const;

export interface TTaskRow {
  id: string;
  user_id: string | null;
  recovery_email: string;
  status: 'pending' | 'inReview' | 'approved' | 'rejected';
  reject_reason: string | null;
  code_hash: string;
  code_attempts: number;
  email_code_valid: boolean;
  expired: boolean;
  password_set_at: Date | null;
  first_name: string;
  last_name: string;
}

const hashOf = (taskId: string, code: string) => sha256Hex(`recovery:${taskId}:${code}`);
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const norm = (s: string) => s.trim().toLocaleLowerCase();

/** What the form shows of a task (spec 1 §3 account recovery form). */
export const taskView = (r: TTaskRow) => ({
  taskId: r.id,
  emailId: null,
  email: r.recovery_email,
  verificationStatus: r.status,
  rejectReason: r.reject_reason,
  isRetryable:
    r.status === 'rejected' || (r.status === 'pending' && (r.expired || r.code_attempts >= RECOVERY_LIMITS.attempts)),
  emailCodeIsValid: r.email_code_valid,
});

export async function loadTask(q: Queryable, brand: string, taskId: string, lock = false): Promise<TTaskRow> {
  const r = await q.query<TTaskRow>(
    `SELECT id, user_id, recovery_email, status, reject_reason, code_hash, code_attempts, email_code_valid,
            expires_at < now() AS expired, password_set_at, first_name, last_name
       FROM account_recovery_tasks WHERE id = $1 AND brand = $2${lock ? ' FOR UPDATE' : ''}`,
    [taskId, brand],
  );
  if (!r.rows[0]) throw fieldError('taskId', 'notFound');
  return r.rows[0];
}

/**
 * accountRecoveryCreate: a task and a code to the recovery e-mail, the same for an account that
 * does not exist (the requester owns that mailbox, so nothing leaks).
 */
export async function createTask(
  deps: TokenServiceDeps,
  c: { brand: string; ip: string; lang: TLanguage },
  input: { email: string; recoveryEmail: string; firstName: string; lastName: string; dob: string },
) {
  const user = await activeUserByEmail(deps.db, c.brand, input.email);
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return deps.db.transaction(async (tx) => {
    const recent = await tx.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM account_recovery_tasks
        WHERE (ip = $1 OR lower(recovery_email) = lower($2)) AND created_at > now() - interval '1 hour'`,
      [c.ip, input.recoveryEmail],
    );
    const overLimit = Number(recent.rows[0]!.n) >= RECOVERY_LIMITS.tasksPerHour;
    await tx.query(
      `INSERT INTO account_recovery_tasks (id, brand, username, user_id, recovery_email, first_name, last_name, dob,
              code_hash, ip, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
      [
        id,
        c.brand,
        input.email,
        user?.id ?? null,
        input.recoveryEmail,
        input.firstName,
        input.lastName,
        input.dob,
        hashOf(id, code),
        c.ip,
        RECOVERY_LIMITS.ttlS,
      ],
    );
    if (!overLimit)
      await deps.outbox.add(tx, 'mail', [
        {
          to: input.recoveryEmail,
          ...codeMail(c.lang, deps.brandName(c.brand), code, 'passwordRecovery', RECOVERY_LIMITS.ttlS),
        },
      ]);
    return loadTask(tx, c.brand, id);
  });
}

/** Checks the code (counting a wrong one); the right one proves the mailbox and decides the task. */
export async function checkTaskCode(deps: TokenServiceDeps, brand: string, taskId: string, code: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    const task = await loadTask(tx, brand, taskId, true);
    if (task.expired || task.code_attempts >= RECOVERY_LIMITS.attempts || task.password_set_at)
      return { error: 'invalidSecurityCode' as const, task: null };
    if (!same(task.code_hash, hashOf(taskId, code))) {
      await tx.query('UPDATE account_recovery_tasks SET code_attempts = code_attempts + 1 WHERE id = $1', [taskId]);
      return { error: 'invalidSecurityCode' as const, task: null };
    }
    if (!task.email_code_valid) await decide(tx, task);
    return { error: null, task: await loadTask(tx, brand, taskId) };
  });
  if (outcome.error !== null) throw fieldError('code', outcome.error);
  return outcome.task;
}

/** Approved when the account exists and its holder's names match; otherwise a person reviews it. */
async function decide(tx: Queryable, task: TTaskRow) {
  const user = task.user_id
    ? (
        await tx.query<{ first_name: string; last_name: string }>(
          'SELECT first_name, last_name FROM users WHERE id = $1',
          [task.user_id],
        )
      ).rows[0]
    : undefined;
  const matches =
    !!user && norm(user.first_name) === norm(task.first_name) && norm(user.last_name) === norm(task.last_name);
  await tx.query('UPDATE account_recovery_tasks SET email_code_valid = true, status = $2 WHERE id = $1', [
    task.id,
    matches ? 'approved' : 'inReview',
  ]);
}

/** accountRecoveryPasswordSet: an approved task with its code sets the password once; other sessions end. */
export async function setTaskPassword(
  deps: TokenServiceDeps,
  brand: string,
  input: { taskId: string; code: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  await deps.db
    .transaction(async (tx) => {
      const task = await loadTask(tx, brand, input.taskId, true);
      if (
        !task.user_id ||
        task.status !== 'approved' ||
        task.password_set_at ||
        task.code_attempts >= RECOVERY_LIMITS.attempts
      )
        throw new AppError('VF', 'invalidSecurityCode');
      if (!same(task.code_hash, hashOf(task.id, input.code))) {
        await tx.query('UPDATE account_recovery_tasks SET code_attempts = code_attempts + 1 WHERE id = $1', [task.id]);
        return;
      }
      await setPasswordHash(tx, task.user_id, passwordHash);
      await tx.query('UPDATE account_recovery_tasks SET password_set_at = now() WHERE id = $1', [task.id]);
      for (const family of await otherSessions(tx, task.user_id, null))
        await revokeFamily(deps, tx, family, task.user_id);
    })
    .then(async () => {
      const task = await loadTask(deps.db, brand, input.taskId);
      if (!task.password_set_at) throw fieldError('code', 'invalidSecurityCode');
    });
}
