import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';

/** The company's users and their rights, by representative id (spec 2 §3 access rights). */
export async function accessRightsOf(q: Queryable, customerId: string) {
  const r = await q.query<{
    id: string;
    right: number;
    user_id: string;
    first_name: string;
    last_name: string;
    email: string;
  }>(
    `SELECT r.id, a.access_rights AS right, u.id AS user_id, u.first_name, u.last_name, u.email
       FROM business_representatives r JOIN users u ON u.id = r.user_id
       JOIN customer_access a ON a.user_id = r.user_id AND a.customer_id = r.customer_id
      WHERE r.customer_id = $1 AND r.deleted_at IS NULL ORDER BY r.id`,
    [customerId],
  );
  return r.rows.map((x) => ({
    id: Number(x.id),
    right: Number(x.right),
    userId: x.user_id,
    name: `${x.first_name} ${x.last_name}`.trim(),
    email: x.email,
  }));
}

/**
 * How much each right may do, for "nobody raises their own rights" (spec 1 §6: 0 none, 1 read,
 * 5 uploading, 3 initiate, 4 confirmed, 2 full access; our order where the spec is silent).
 */
const RANK: Record<number, number> = { 0: 0, 1: 1, 5: 2, 3: 3, 4: 4, 2: 5 };

/**
 * One user's rights on the company, changed under a lock of all the company's rights rows (two
 * changes racing cannot both remove a last main user). Refused: another company's id (as one
 * that does not exist), raising one's own rights, leaving the company without a user with
 * rights 2. The dispatcher reads rights on every call, so the change holds from the next call of
 * that user's open sessions.
 */
export async function setAccessRight(
  tx: Queryable,
  customerId: string,
  actingUserId: string,
  input: { id: number; right: number },
): Promise<{ userId: string; before: number }> {
  const rows = (
    await tx.query<{ user_id: string; access_rights: number; rep_id: string | null }>(
      `SELECT a.user_id, a.access_rights,
              (SELECT r.id::text FROM business_representatives r
                WHERE r.user_id = a.user_id AND r.customer_id = a.customer_id AND r.deleted_at IS NULL) AS rep_id
         FROM customer_access a WHERE a.customer_id = $1 ORDER BY a.user_id FOR UPDATE`,
      [customerId],
    )
  ).rows;
  const target = rows.find((r) => r.rep_id !== null && Number(r.rep_id) === input.id);
  if (!target) throw fieldError('id', 'representativeNotFound');
  const before = Number(target.access_rights);
  if (target.user_id === actingUserId && RANK[input.right]! > RANK[before]!)
    throw fieldError('right', 'ownRightsRaise');
  const mainLeft = rows.some((r) => r.user_id !== target.user_id && Number(r.access_rights) === 2);
  if (before === 2 && input.right !== 2 && !mainLeft)
    throw new AppError('VF', 'lastMainUser', {
      validationErrors: [{ field: 'right', message: 'The company must keep at least one user with full access (2)' }],
    });
  await tx.query(`UPDATE customer_access SET access_rights = $3 WHERE user_id = $1 AND customer_id = $2`, [
    target.user_id,
    customerId,
    input.right,
  ]);
  return { userId: target.user_id, before };
}
