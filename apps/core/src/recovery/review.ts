import type { TLanguage, TRecoveryReviewRow } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { writeAudit } from '../admin/audit.ts';
import { codeMail } from '../platform/notifications/index.ts';
import type { TokenServiceDeps } from '../identity/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { AdminCaller } from '../platform/caller.ts';
import { hashOf, loadTask, newCode, RECOVERY_LIMITS } from './tasks.ts';

/** How many waiting requests the list answers. */
export const REVIEW_LIST_LIMIT = 100;

interface TReviewRow {
  id: string;
  brand: string;
  created_at: Date;
  username: string;
  recovery_email: string;
  first_name: string;
  last_name: string;
  dob: Date | string;
  ip: string;
  user_id: string | null;
  user_first: string | null;
  user_last: string | null;
  phone: string | null;
  related: number | string;
}

const norm = (s: string | null) => (s ?? '').trim().toLocaleLowerCase();
const isoDate = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10));

/** The requests waiting for an operator, oldest first, with what the account holds beside them. */
export async function reviewList(q: Queryable): Promise<TRecoveryReviewRow[]> {
  const r = await q.query<TReviewRow>(
    `SELECT t.id, t.brand, t.created_at, t.username, t.recovery_email, t.first_name, t.last_name, t.dob, t.ip,
            u.id AS user_id, u.first_name AS user_first, u.last_name AS user_last,
            (SELECT p.e164 FROM user_phones p WHERE p.user_id = u.id AND p.is_primary AND p.confirmed) AS phone,
            (SELECT count(*) FROM account_recovery_tasks o
              WHERE o.id <> t.id AND o.created_at > now() - interval '30 days'
                AND (o.ip = t.ip OR (o.brand = t.brand AND lower(o.username) = lower(t.username)))) AS related
       FROM account_recovery_tasks t LEFT JOIN users u ON u.id = t.user_id AND u.status = 'active'
      WHERE t.status = 'inReview' ORDER BY t.created_at, t.id LIMIT $1`,
    [REVIEW_LIST_LIMIT],
  );
  return r.rows.map((x) => ({
    taskId: x.id,
    brand: x.brand,
    createdAt: x.created_at.toISOString(),
    email: x.username,
    recoveryEmail: x.recovery_email,
    firstName: x.first_name,
    lastName: x.last_name,
    dob: isoDate(x.dob),
    ip: x.ip,
    account: x.user_id
      ? {
          userId: x.user_id,
          firstName: x.user_first,
          lastName: x.user_last,
          phone: x.phone,
          namesMatch: norm(x.user_first) === norm(x.first_name) && norm(x.user_last) === norm(x.last_name),
        }
      : null,
    relatedRequests: Number(x.related),
  }));
}

type TDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * An operator's decision on a waiting request, audited in its transaction. Approve: a new code
 * (thirty minutes, five tries) goes to the recovery mailbox; only a request naming an active
 * account can be approved. Reject: the reason is what the requester's status shows.
 */
export async function decideReview(
  deps: TokenServiceDeps,
  a: { admin: AdminCaller; ip: string; lang: TLanguage; taskId: string },
  d: TDecision,
) {
  return deps.db.transaction(async (tx) => {
    const task = await loadTask(tx, null, a.taskId, true);
    if (task.status !== 'inReview') throw new AppError('VF', 'notFound');
    const active = task.user_id
      ? (await tx.query(`SELECT 1 FROM users WHERE id = $1 AND status = 'active'`, [task.user_id])).rows.length > 0
      : false;
    if (d.decision === 'approve' && !active) throw new AppError('VF', 'notFound');
    const status = d.decision === 'approve' ? ('approved' as const) : ('rejected' as const);
    const code = newCode();
    await tx.query(
      `UPDATE account_recovery_tasks SET status = $2, reviewed_by = $3, reviewed_at = now(),
              reject_reason = $4, code_to = CASE WHEN $2 = 'approved' THEN 'recoveryEmail' ELSE code_to END,
              code_hash = CASE WHEN $2 = 'approved' THEN $5 ELSE code_hash END,
              code_attempts = CASE WHEN $2 = 'approved' THEN 0 ELSE code_attempts END,
              expires_at = CASE WHEN $2 = 'approved' THEN now() + make_interval(secs => $6) ELSE expires_at END
        WHERE id = $1`,
      [
        task.id,
        status,
        a.admin.adminId,
        d.decision === 'reject' ? d.reason : null,
        hashOf(task.id, code),
        RECOVERY_LIMITS.ttlS,
      ],
    );
    if (status === 'approved')
      await deps.outbox.add(tx, 'mail', [
        {
          to: task.recovery_email,
          ...codeMail(a.lang, deps.brandName(task.brand), code, 'passwordRecovery', RECOVERY_LIMITS.ttlS),
        },
      ]);
    await writeAudit(tx, {
      adminId: a.admin.adminId,
      action: `recoveryTask.${d.decision}`,
      target: task.id,
      before: { status: task.status, recoveryEmail: task.recovery_email, userId: task.user_id },
      after: { status, ...(d.decision === 'reject' ? { reason: d.reason } : {}) },
      ip: a.ip,
    });
    return { taskId: task.id, status };
  });
}
