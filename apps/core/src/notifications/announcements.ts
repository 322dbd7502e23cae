import type { z } from 'zod';
import type { ZAnnouncement } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** How many announcements a list answers (ours: the spec gives no page). */
export const ANNOUNCEMENT_LIST_MAX = 100;

interface TRow {
  id: number;
  title: string;
  body: string;
  with_confirmation: boolean;
  publish_at: Date;
  read_at: Date | null;
  choice: 'accept' | 'decline' | null;
}

type TAnnouncement = z.infer<typeof ZAnnouncement>;

const view = (r: TRow): TAnnouncement => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  createdAt: new Date(r.publish_at).toISOString(),
  isRead: r.read_at !== null,
  withConfirmation: r.with_confirmation,
  choice: r.choice,
});

/**
 * Published announcements of the brand for the reader's language (or every language), newest
 * first, in the reader's language where the editor gave it, else the announcement's own (English) text.
 */
export async function announcementsFor(
  q: Queryable,
  a: { brand: string; lang: string; userId: string; id?: number; withConfirmation?: boolean | undefined },
): Promise<TAnnouncement[]> {
  const r = await q.query<TRow>(
    `SELECT n.id, coalesce(t.title, n.title) AS title, coalesce(t.body, n.body) AS body, n.with_confirmation,
            n.publish_at, r.read_at, r.choice
       FROM announcements n LEFT JOIN announcement_reads r ON r.announcement_id = n.id AND r.user_id = $3
       LEFT JOIN announcement_texts t ON t.announcement_id = n.id AND t.language = $2
      WHERE n.brand = $1 AND (n.language IS NULL OR n.language = $2) AND n.publish_at <= now()
        AND ($4::int IS NULL OR n.id = $4) AND ($5::boolean IS NULL OR n.with_confirmation = $5)
      ORDER BY n.publish_at DESC, n.id DESC LIMIT ${ANNOUNCEMENT_LIST_MAX}`,
    [a.brand, a.lang, a.userId, a.id ?? null, a.withConfirmation ?? null],
  );
  return r.rows.map(view);
}

/** Marks it read by the user (once; the first time stays). */
export async function markRead(q: Queryable, id: number, userId: string): Promise<void> {
  await q.query(`INSERT INTO announcement_reads (announcement_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    id,
    userId,
  ]);
}

/** The user's answer (read too); a later answer replaces an earlier one. */
export async function answer(q: Queryable, id: number, userId: string, choice: 'accept' | 'decline'): Promise<void> {
  await q.query(
    `INSERT INTO announcement_reads (announcement_id, user_id, choice, answered_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (announcement_id, user_id) DO UPDATE SET choice = EXCLUDED.choice, answered_at = now()`,
    [id, userId, choice],
  );
}

/** Publishes an announcement (the back office's editor, tests and the demo seed). */
export async function publishAnnouncement(
  q: Queryable,
  a: {
    brand: string;
    language?: string | null;
    title: string;
    body: string;
    withConfirmation?: boolean;
    publishAt?: Date;
  },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO announcements (brand, language, title, body, with_confirmation, publish_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6, now())) RETURNING id`,
    [a.brand, a.language ?? null, a.title, a.body, a.withConfirmation ?? false, a.publishAt ?? null],
  );
  return Number(r.rows[0]!.id);
}
