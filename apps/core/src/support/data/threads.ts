import type { z } from 'zod';
import type { ZThread } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { isRowId, type TTicketRow } from './tickets.ts';

type TThread = z.infer<typeof ZThread>;

interface TThreadRow {
  id: string;
  ticket_id: string;
  direction: 'in' | 'out';
  from_address: string;
  to_address: string;
  content: string;
  created_at: Date;
}

/** The preview of a thread in a list (our bound). */
const SUMMARY_CHARS = 200;

const THREAD_COLUMNS = `id::text AS id, ticket_id::text AS ticket_id, direction, from_address, to_address, content, created_at`;

async function withAttachments(q: Queryable, rows: TThreadRow[]): Promise<TThread[]> {
  if (rows.length === 0) return [];
  const files = await q.query<{ id: string; thread_id: string; name: string; size_bytes: number }>(
    `SELECT id::text AS id, thread_id::text AS thread_id, name, size_bytes FROM support_uploads
      WHERE thread_id = ANY($1::bigint[]) ORDER BY id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    ticketId: r.ticket_id,
    content: r.content,
    summary: r.content.length > SUMMARY_CHARS ? `${r.content.slice(0, SUMMARY_CHARS)}…` : r.content,
    from: r.from_address,
    to: r.to_address,
    direction: r.direction,
    createdAt: new Date(r.created_at).toISOString(),
    attachments: files.rows
      .filter((f) => f.thread_id === r.id)
      .map((f) => ({ id: f.id, name: f.name, size: Number(f.size_bytes) })),
  }));
}

/** The ticket's threads, oldest first (a page). */
export async function threadsOf(q: Queryable, ticketId: string, from: number, limit: number): Promise<TThread[]> {
  const r = await q.query<TThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM support_threads WHERE ticket_id = $1 ORDER BY created_at, id OFFSET $2 LIMIT $3`,
    [ticketId, from, limit],
  );
  return withAttachments(q, r.rows);
}

/** One thread of the ticket, or undefined. */
export async function threadOf(q: Queryable, ticketId: string, threadId: string): Promise<TThread | undefined> {
  if (!isRowId(threadId)) return undefined;
  const r = await q.query<TThreadRow>(
    `SELECT ${THREAD_COLUMNS} FROM support_threads WHERE id = $1 AND ticket_id = $2`,
    [threadId, ticketId],
  );
  return (await withAttachments(q, r.rows))[0];
}

export interface TNewThread {
  direction: 'in' | 'out';
  authorUserId?: string;
  agentId?: string;
  from: string;
  to: string;
  content: string;
}

/**
 * Adds a thread to a (locked) ticket and marks it the ticket's last. A customer's message
 * reopens a closed ticket; the customer has read what they wrote.
 */
export async function addThread(tx: Queryable, ticket: TTicketRow, t: TNewThread): Promise<string> {
  const r = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO support_threads (ticket_id, direction, author_user_id, agent_id, from_address, to_address, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id, created_at`,
    [ticket.id, t.direction, t.authorUserId ?? null, t.agentId ?? null, t.from, t.to, t.content],
  );
  const thread = r.rows[0]!;
  await tx.query(
    `UPDATE support_tickets SET last_thread_at = $2, last_thread_to = $3, last_thread_direction = $4, updated_at = $2,
        status = CASE WHEN $4 = 'in' AND status IN ('Closed', 'CLOSED-NO REPLY') THEN 'Open' ELSE status END,
        customer_read_at = CASE WHEN $4 = 'in' THEN $2 ELSE customer_read_at END
      WHERE id = $1`,
    [ticket.id, thread.created_at, t.to, t.direction],
  );
  return thread.id;
}

/** The file of an attachment of this thread of this ticket, or undefined. */
export async function attachmentOf(q: Queryable, ticketId: string, threadId: string, attachmentId: string) {
  if (!isRowId(threadId) || !isRowId(attachmentId)) return undefined;
  const r = await q.query<{ file_id: string; name: string }>(
    `SELECT u.file_id, u.name FROM support_uploads u JOIN support_threads th ON th.id = u.thread_id
      WHERE u.id = $1 AND th.id = $2 AND th.ticket_id = $3`,
    [attachmentId, threadId, ticketId],
  );
  return r.rows[0];
}
