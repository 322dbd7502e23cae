import {
  PAGE_SIZES,
  SUPPORT_NEW_TICKET_WINDOW_MS,
  type TAdminTicket,
  type AGENT_TICKET_STATUSES,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { writeAudit } from '../admin/audit.ts';
import { AppError, fieldError } from '../platform/app-error.ts';
import type { AdminCaller } from '../platform/caller.ts';
import { agentClose, agentReply } from './agent-desk.ts';
import { threadOf, threadsOf } from './data/threads.ts';
import { isRowId, setTicketStatus, ticketById, ticketView, type TTicketRow } from './data/tickets.ts';
import { deskAddress, storeAttachment } from './desk.ts';
import type { SupportDeps } from './module.ts';

/**
 * The back office's support console (issue 22): every brand's tickets for the operators, by the
 * spec's bucket as the customer sees it (spec 3 §4, computed in SQL so that pages are exact), one
 * ticket with its threads, the agent's answer and the status. Writes are audited in their
 * transaction.
 */

/** A console page (ours). */
export const CONSOLE_PAGE_SIZE = 25;

type TConsoleRow = TTicketRow & { bucket: TAdminTicket['bucket']; agent_name: string | null; total?: string };

const BUCKET = `CASE WHEN t.status = 'Closed' THEN 'closed'
  WHEN t.status = 'CLOSED-NO REPLY' OR (t.last_thread_to = t.contact_email
    AND t.last_thread_at >= now() - ($1::bigint * interval '1 millisecond')) THEN 'new'
  ELSE 'open' END`;

const SELECT = `SELECT t.id::text AS id, t.ticket_number, t.brand, t.customer_id, t.user_id, t.contact_email, t.subject,
    t.status, t.agent_id::text AS agent_id, t.customer_read_at, t.last_thread_at, t.last_thread_to,
    t.last_thread_direction, t.created_at, t.updated_at, a.name AS agent_name, ${BUCKET} AS bucket
  FROM support_tickets t LEFT JOIN support_agents a ON a.id = t.agent_id`;

const view = (r: TConsoleRow): TAdminTicket => ({
  ...ticketView(r),
  brand: r.brand,
  customerId: r.customer_id,
  contactEmail: r.contact_email,
  bucket: r.bucket,
  agentName: r.agent_name,
});

export async function consoleTickets(
  q: Queryable,
  f: { brand?: string | undefined; bucket?: string | undefined; page?: number | undefined },
): Promise<{ data: TAdminTicket[]; total: number }> {
  const page = f.page ?? 1;
  const r = await q.query<TConsoleRow>(
    `SELECT *, count(*) OVER () AS total FROM (${SELECT}) s
      WHERE ($2::text IS NULL OR s.brand = $2) AND ($3::text IS NULL OR $3 = 'all' OR s.bucket = $3)
      ORDER BY s.updated_at DESC, s.id DESC OFFSET $4 LIMIT $5`,
    [
      SUPPORT_NEW_TICKET_WINDOW_MS,
      f.brand ?? null,
      f.bucket ?? null,
      (page - 1) * CONSOLE_PAGE_SIZE,
      CONSOLE_PAGE_SIZE,
    ],
  );
  return { data: r.rows.map(view), total: Number(r.rows[0]?.total ?? 0) };
}

/** One ticket as the console shows it, or the catalogue's not-found. */
export async function consoleTicket(q: Queryable, id: string): Promise<TAdminTicket> {
  const r = isRowId(id)
    ? await q.query<TConsoleRow>(`${SELECT} WHERE t.id = $2`, [SUPPORT_NEW_TICKET_WINDOW_MS, id])
    : { rows: [] };
  if (!r.rows[0]) throw new AppError('IM', 'supportTicketNotFound');
  return view(r.rows[0]);
}

/** The active agents of a brand, `mine` the one this operator answers as. */
export async function brandAgents(q: Queryable, brand: string, adminId: number) {
  const r = await q.query<{ id: string; name: string; email: string; mine: boolean }>(
    `SELECT id::text AS id, name, email, admin_id IS NOT DISTINCT FROM $2 AS mine FROM support_agents
      WHERE brand = $1 AND active ORDER BY name, id`,
    [brand, adminId],
  );
  return r.rows;
}

export async function consoleTicketWithThreads(q: Queryable, id: string, adminId: number) {
  const ticket = await consoleTicket(q, id);
  return {
    ticket,
    threads: await threadsOf(q, ticket.id, 0, PAGE_SIZES.supportConversations),
    agents: await brandAgents(q, ticket.brand, adminId),
  };
}

/** The brand's agent this operator answers as (made on the operator's first answer in that brand). */
export async function operatorAgent(tx: Queryable, brand: string, adminId: number): Promise<string> {
  const found = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM support_agents WHERE brand = $1 AND admin_id = $2',
    [brand, adminId],
  );
  if (found.rows[0]) return found.rows[0].id;
  const r = await tx.query<{ id: string }>(
    `INSERT INTO support_agents (brand, name, email, admin_id)
     SELECT $1, name, $2, id FROM admin_users WHERE id = $3 RETURNING id::text AS id`,
    [brand, deskAddress(brand), adminId],
  );
  if (!r.rows[0]) throw new AppError('13', 'accessDenied');
  return r.rows[0].id;
}

interface TActor {
  admin: AdminCaller;
  ip: string | null;
}

async function lockedTicket(tx: Queryable, id: string): Promise<TTicketRow> {
  const ticket = await ticketById(tx, id, true);
  if (!ticket) throw new AppError('IM', 'supportTicketNotFound');
  return ticket;
}

/**
 * The operator's answer: a thread to the contact (who is told: zohoNewMessage) with the files the
 * operator uploaded for this ticket's brand, audited `support.reply`. A refused upload id refuses it all.
 */
export async function consoleReply(
  deps: SupportDeps,
  by: TActor,
  id: string,
  input: { content: string; uploads?: readonly string[] | undefined },
) {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id);
    const agentId = await operatorAgent(tx, ticket.brand, by.admin.adminId);
    const { content, uploads = [] } = input;
    const { threadId } = await agentReply(tx, deps, { ticketId: ticket.id, agentId, content, uploads });
    await writeAudit(tx, {
      adminId: by.admin.adminId,
      action: 'support.reply',
      target: `ticket ${ticket.ticket_number}`,
      before: { status: ticket.status },
      after: { threadId, characters: content.length, attachments: uploads.length },
      ip: by.ip,
    });
    return (await threadOf(tx, ticket.id, threadId))!;
  });
}

/** Sets the status (CLOSED-NO REPLY tells the customer), audited `support.status`. */
export async function consoleStatus(
  deps: SupportDeps,
  by: TActor,
  id: string,
  status: (typeof AGENT_TICKET_STATUSES)[number],
): Promise<TAdminTicket> {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id);
    if (status === 'Closed' || status === 'CLOSED-NO REPLY') await agentClose(tx, deps, ticket.id, status);
    else await setTicketStatus(tx, ticket.id, status);
    await writeAudit(tx, {
      adminId: by.admin.adminId,
      action: 'support.status',
      target: `ticket ${ticket.ticket_number}`,
      before: { status: ticket.status },
      after: { status },
      ip: by.ip,
    });
    return consoleTicket(tx, ticket.id);
  });
}

/** A file for the operator's next answer to this ticket: stored as the operator's agent's (of the ticket's brand). */
export async function consoleUpload(
  deps: SupportDeps,
  adminId: number,
  id: string,
  file: Parameters<typeof storeAttachment>[2],
) {
  const ticket = await consoleTicket(deps.db, id);
  const agentId = await deps.db.transaction((tx) => operatorAgent(tx, ticket.brand, adminId));
  return storeAttachment(deps, { agentId }, file);
}

/**
 * Assigns the ticket to `me` (the operator's agent, made when missing) or another active agent
 * of its brand (else the catalogue's supportAgentUnknown on `agentId`), audited `support.assign`.
 */
export async function consoleAssign(deps: SupportDeps, by: TActor, id: string, to: string): Promise<TAdminTicket> {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockedTicket(tx, id);
    const agentId = to === 'me' ? await operatorAgent(tx, ticket.brand, by.admin.adminId) : to;
    const agent = isRowId(agentId)
      ? await tx.query('SELECT 1 FROM support_agents WHERE id = $1 AND brand = $2 AND active', [agentId, ticket.brand])
      : { rows: [] };
    if (agent.rows.length === 0) throw fieldError('agentId', 'supportAgentUnknown');
    await tx.query('UPDATE support_tickets SET agent_id = $2, updated_at = now() WHERE id = $1', [ticket.id, agentId]);
    await writeAudit(tx, {
      adminId: by.admin.adminId,
      action: 'support.assign',
      target: `ticket ${ticket.ticket_number}`,
      before: { agentId: ticket.agent_id },
      after: { agentId },
      ip: by.ip,
    });
    return consoleTicket(tx, ticket.id);
  });
}
