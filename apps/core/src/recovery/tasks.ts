import { randomInt, timingSafeEqual } from 'node:crypto';
import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { awaitApprovalAgain } from '../devices/data.ts';
import {
  activeUserByEmail,
  hashPassword,
  otherSessions,
  primaryPhone,
  revokeFamily,
  setPasswordHash,
  type TokenServiceDeps,
} from '../identity/index.ts';
import { codeMail, codeText, securityNotice } from '../platform/notifications/index.ts';
import { AppError, fieldError } from '../platform/app-error.ts';
import { newId, sha256Hex } from '../platform/crypto.ts';

/**
 * Bounds (our choice): the code lives thirty minutes and takes five tries; an address, a
 * recovery e-mail or an account starts at most five tasks an hour (past that: the same answer,
 * no code sent).
 */
export const RECOVERY_LIMITS = { ttlS: 1800, attempts: 5, tasksPerHour: 5 } as const;

export interface TTaskRow {
  id: string;
  brand: string;
  user_id: string | null;
  recovery_email: string;
  status: 'pending' | 'inReview' | 'approved' | 'rejected';
  reject_reason: string | null;
  code_hash: string;
  code_attempts: number;
  email_code_valid: boolean;
  expired: boolean;
  password_set_at: Date | null;
  code_to: 'account' | 'recoveryEmail';
}

export const hashOf = (taskId: string, code: string) => sha256Hex(`recovery:${taskId}:${code}`);
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const sameMailbox = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the form shows of a task (spec 1 §3 account recovery form); never which facts matched. */
export const taskView = (r: TTaskRow) => ({
  taskId: r.id,
  emailId: null,
  email: r.recovery_email,
  verificationStatus: r.status,
  rejectReason: r.reject_reason,
  isRetryable:
    r.status === 'rejected' || (r.status !== 'inReview' && (r.expired || r.code_attempts >= RECOVERY_LIMITS.attempts)),
  emailCodeIsValid: r.email_code_valid,
});

export async function loadTask(q: Queryable, brand: string | null, taskId: string, lock = false): Promise<TTaskRow> {
  const r = await q.query<TTaskRow>(
    `SELECT id, brand, user_id, recovery_email, status, reject_reason, code_hash, code_attempts, email_code_valid,
            expires_at < now() AS expired, password_set_at, code_to
       FROM account_recovery_tasks WHERE id = $1 AND ($2::text IS NULL OR brand = $2)${lock ? ' FOR UPDATE' : ''}`,
    [taskId, brand],
  );
  if (!r.rows[0]) throw fieldError('taskId', 'notFound');
  return r.rows[0];
}

async function overLimit(tx: Queryable, brand: string, ip: string, input: { email: string; recoveryEmail: string }) {
  const recent = await tx.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM account_recovery_tasks
      WHERE (ip = $1 OR lower(recovery_email) = lower($2) OR (brand = $3 AND lower(username) = lower($4)))
        AND created_at > now() - interval '1 hour'`,
    [ip, input.recoveryEmail, brand, input.email],
  );
  return Number(recent.rows[0]!.n) >= RECOVERY_LIMITS.tasksPerHour;
}

/** Runs `work` in a savepoint and rolls it back: the same statements, nothing kept or sent. */
export async function undone(tx: Queryable, work: () => Promise<void>): Promise<void> {
  await tx.query('SAVEPOINT undone_work');
  try {
    await work();
  } finally {
    await tx.query('ROLLBACK TO SAVEPOINT undone_work');
    await tx.query('RELEASE SAVEPOINT undone_work');
  }
}

/** The code to the account's own e-mail and confirmed primary phone, and the notice to every address. */
async function sendRecoveryCode(
  tx: Queryable,
  deps: TokenServiceDeps,
  c: { brand: string; lang: TLanguage; brandName: string; code: string; extraEmails: string[] },
  user: { id: string; email: string },
) {
  const { brand, lang, brandName, code } = c;
  await deps.outbox.add(tx, 'mail', [
    { to: user.email, ...codeMail(lang, brandName, code, 'passwordRecovery', RECOVERY_LIMITS.ttlS) },
  ]);
  const phone = await primaryPhone(tx, user.id);
  if (phone)
    await deps.outbox.add(tx, 'sms', [
      {
        id: newId(),
        to: phone.e164,
        brand,
        text: codeText(lang, brandName, code, 'passwordRecovery', RECOVERY_LIMITS.ttlS),
      },
    ]);
  await securityNotice(
    tx,
    deps.outbox,
    { userId: user.id, lang, brand, brandName, extraEmails: c.extraEmails },
    'recoveryRequested',
  );
}

/**
 * accountRecoveryCreate. The answer depends only on what the requester typed: 'pending' when the
 * recovery mailbox is the account e-mail itself, 'inReview' (a task for the back office) when it
 * is another mailbox. When the e-mail names an active account, its code goes to that account's
 * own e-mail and confirmed primary phone, with a notice to every address it has; a mailbox that
 * is not the account's never gets a code unless an operator approved the request (review.ts).
 */
export async function createTask(
  deps: TokenServiceDeps,
  c: { brand: string; ip: string; lang: TLanguage },
  input: { email: string; recoveryEmail: string; firstName: string; lastName: string; dob: string },
) {
  const user = await activeUserByEmail(deps.db, c.brand, input.email);
  const id = newId();
  const code = newCode();
  const brandName = deps.brandName(c.brand);
  return deps.db.transaction(async (tx) => {
    const limited = await overLimit(tx, c.brand, c.ip, input);
    await tx.query(
      `INSERT INTO account_recovery_tasks (id, brand, username, user_id, recovery_email, first_name, last_name, dob,
              code_hash, ip, status, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12))`,
      [
        ...[id, c.brand, input.email, user?.id ?? null, input.recoveryEmail],
        ...[input.firstName, input.lastName, input.dob, hashOf(id, code), c.ip],
        sameMailbox(input.email, input.recoveryEmail) ? 'pending' : 'inReview',
        RECOVERY_LIMITS.ttlS,
      ],
    );
    if (!limited) {
      const send = (to: { id: string; email: string }, extraEmails: string[]) =>
        sendRecoveryCode(tx, deps, { ...c, brandName, code, extraEmails }, to);
      // An e-mail naming no account takes the same steps, undone (issue 18: no timing oracle).
      if (user) await send(user, []);
      else await undone(tx, () => send({ id: id, email: input.email }, [input.email]));
    }
    return loadTask(tx, c.brand, id);
  });
}

/**
 * Checks the code (counting a wrong one). The right one proves the requester holds the address
 * it went to (the account's own, or the mailbox an operator approved), which approves the task.
 */
export async function checkTaskCode(deps: TokenServiceDeps, brand: string, taskId: string, code: string) {
  const outcome = await deps.db.transaction(async (tx) => {
    const task = await loadTask(tx, brand, taskId, true);
    if (
      task.status === 'rejected' ||
      task.expired ||
      task.code_attempts >= RECOVERY_LIMITS.attempts ||
      task.password_set_at
    )
      return { error: 'invalidSecurityCode' as const, task: null };
    // A task naming no account counts its tries too: its state never tells that apart.
    if (!task.user_id || !same(task.code_hash, hashOf(taskId, code))) {
      await tx.query('UPDATE account_recovery_tasks SET code_attempts = code_attempts + 1 WHERE id = $1', [taskId]);
      return { error: 'invalidSecurityCode' as const, task: null };
    }
    await tx.query(`UPDATE account_recovery_tasks SET email_code_valid = true, status = 'approved' WHERE id = $1`, [
      taskId,
    ]);
    return { error: null, task: await loadTask(tx, brand, taskId) };
  });
  if (outcome.error !== null) throw fieldError('code', outcome.error);
  return outcome.task;
}

/**
 * After the new password: every session and refresh token ends, linked devices stay but must be
 * approved again, the second factor stays as it was, and every address of the account (and the
 * reviewed recovery mailbox) hears of it.
 */
async function afterRecovery(deps: TokenServiceDeps, tx: Queryable, task: TTaskRow, lang: TLanguage) {
  const userId = task.user_id!;
  for (const family of await otherSessions(tx, userId, null)) await revokeFamily(deps, tx, family, userId);
  await awaitApprovalAgain(tx, userId);
  await securityNotice(
    tx,
    deps.outbox,
    {
      userId,
      lang,
      brand: task.brand,
      brandName: deps.brandName(task.brand),
      ...(task.code_to === 'recoveryEmail' ? { extraEmails: [task.recovery_email] } : {}),
    },
    'accountRecovered',
  );
}

/** accountRecoveryPasswordSet: an approved task with its code sets the password once. */
export async function setTaskPassword(
  deps: TokenServiceDeps,
  c: { brand: string; lang: TLanguage },
  input: { taskId: string; code: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const done = await deps.db.transaction(async (tx) => {
    const task = await loadTask(tx, c.brand, input.taskId, true);
    if (
      !task.user_id ||
      task.status !== 'approved' ||
      task.expired ||
      task.password_set_at ||
      task.code_attempts >= RECOVERY_LIMITS.attempts
    )
      throw new AppError('VF', 'invalidSecurityCode');
    if (!same(task.code_hash, hashOf(task.id, input.code))) {
      await tx.query('UPDATE account_recovery_tasks SET code_attempts = code_attempts + 1 WHERE id = $1', [task.id]);
      return false;
    }
    await setPasswordHash(tx, task.user_id, passwordHash);
    await tx.query('UPDATE account_recovery_tasks SET password_set_at = now() WHERE id = $1', [task.id]);
    await afterRecovery(deps, tx, task, c.lang);
    return true;
  });
  if (!done) throw fieldError('code', 'invalidSecurityCode');
}
