import type { TAdminAnnouncement } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { writeAudit } from '../admin/audit.ts';
import type { AdminCaller } from '../platform/caller.ts';
import { ANNOUNCEMENT_LIST_MAX, publishAnnouncement } from './announcements.ts';

/**
 * The back office's announcements editor (issue 22): an announcement of one brand, for every
 * language, with its texts per language (the English one is the announcement's own, shown where
 * the reader's language has none), with or without confirmation, published now or later.
 */

interface TRow {
  id: number;
  brand: string;
  with_confirmation: boolean;
  publish_at: Date;
  texts: Array<{ language: string; title: string; body: string }>;
  accepted: string;
  declined: string;
}

const view = (r: TRow): TAdminAnnouncement => ({
  id: Number(r.id),
  brand: r.brand,
  withConfirmation: r.with_confirmation,
  publishAt: new Date(r.publish_at).toISOString(),
  texts: r.texts,
  accepted: Number(r.accepted),
  declined: Number(r.declined),
});

const SELECT = `SELECT n.id, n.brand, n.with_confirmation, n.publish_at,
    coalesce((SELECT jsonb_agg(jsonb_build_object('language', t.language, 'title', t.title, 'body', t.body)
      ORDER BY t.language) FROM announcement_texts t WHERE t.announcement_id = n.id),
      jsonb_build_array(jsonb_build_object('language', coalesce(n.language, 'en'), 'title', n.title, 'body', n.body)))
      AS texts,
    (SELECT count(*) FROM announcement_reads r WHERE r.announcement_id = n.id AND r.choice = 'accept') AS accepted,
    (SELECT count(*) FROM announcement_reads r WHERE r.announcement_id = n.id AND r.choice = 'decline') AS declined
  FROM announcements n`;

export async function editorList(q: Queryable, brand: string | undefined): Promise<TAdminAnnouncement[]> {
  const r = await q.query<TRow>(
    `${SELECT} WHERE ($1::text IS NULL OR n.brand = $1) ORDER BY n.publish_at DESC, n.id DESC LIMIT ${ANNOUNCEMENT_LIST_MAX}`,
    [brand ?? null],
  );
  return r.rows.map(view);
}

export interface TNewAnnouncement {
  brand: string;
  withConfirmation: boolean;
  publishAt?: string | undefined;
  texts: ReadonlyArray<{ language: string; title: string; body: string }>;
}

/** Publishes it with its texts and the audit row (`announcement.create`) in one transaction. */
export async function editorCreate(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  by: { admin: AdminCaller; ip: string | null },
  a: TNewAnnouncement,
): Promise<TAdminAnnouncement> {
  const en = a.texts.find((t) => t.language === 'en')!;
  return db.transaction(async (tx) => {
    const id = await publishAnnouncement(tx, {
      brand: a.brand,
      title: en.title,
      body: en.body,
      withConfirmation: a.withConfirmation,
      ...(a.publishAt ? { publishAt: new Date(a.publishAt) } : {}),
    });
    await tx.query(
      `INSERT INTO announcement_texts (announcement_id, language, title, body)
       SELECT $1, r.language, r.title, r.body FROM jsonb_to_recordset($2::jsonb) AS r(language text, title text, body text)`,
      [id, JSON.stringify(a.texts)],
    );
    const created = view((await tx.query<TRow>(`${SELECT} WHERE n.id = $1`, [id])).rows[0]!);
    await writeAudit(tx, {
      adminId: by.admin.adminId,
      action: 'announcement.create',
      target: `announcement ${id}`,
      before: null,
      after: {
        brand: a.brand,
        withConfirmation: a.withConfirmation,
        publishAt: created.publishAt,
        languages: a.texts.map((t) => t.language),
      },
      ip: by.ip,
    });
    return created;
  });
}
