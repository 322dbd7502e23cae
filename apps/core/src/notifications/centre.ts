import { NOTIFICATION_LIST_MAX, type TNotification } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/**
 * The notification centre (issue 22): the notices notify() stored for a user
 * (user_notifications), newest first, and their read state. A user reads and marks only their own.
 */

interface TRow {
  id: string;
  type: TNotification['type'];
  status: TNotification['status'];
  title: string;
  body: string;
  params: Record<string, string> | null;
  read_at: Date | null;
  created_at: Date;
}

export async function unreadCount(q: Queryable, userId: string): Promise<number> {
  const r = await q.query<{ n: string }>(
    'SELECT count(*) AS n FROM user_notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return Number(r.rows[0]?.n ?? 0);
}

export async function notificationsOf(q: Queryable, userId: string, unreadOnly: boolean) {
  const r = await q.query<TRow>(
    `SELECT id, type, status, title, body, params, read_at, created_at FROM user_notifications
      WHERE user_id = $1 AND ($2::boolean = false OR read_at IS NULL)
      ORDER BY created_at DESC, id DESC LIMIT ${NOTIFICATION_LIST_MAX}`,
    [userId, unreadOnly],
  );
  return r.rows.map((n) => ({
    id: n.id,
    type: n.type,
    status: n.status,
    title: n.title,
    body: n.body,
    ...(n.params ? { params: n.params } : {}),
    createdAt: new Date(n.created_at).toISOString(),
    read: n.read_at !== null,
  }));
}

/** Marks the user's notifications read (the given ids, or every one); others' ids change nothing. */
export async function markNotificationsRead(
  q: Queryable,
  userId: string,
  which: { ids?: readonly string[] | undefined; all?: boolean | undefined },
): Promise<void> {
  await q.query(
    `UPDATE user_notifications SET read_at = now()
      WHERE user_id = $1 AND read_at IS NULL AND ($2::boolean OR id = ANY($3::text[]))`,
    [userId, which.all === true, which.ids ?? []],
  );
}
