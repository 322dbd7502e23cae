import type { TTicket } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** A ticket row as the desk keeps it. */
export interface TTicketRow {
  id: string;
  ticket_number: string;
  brand: string;
  customer_id: string;
  user_id: string;
  contact_email: string;
  subject: string;
  status: string;
  agent_id: string | null;
  customer_read_at: Date | null;
  last_thread_at: Date | null;
  last_thread_to: string | null;
  last_thread_direction: 'in' | 'out' | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id::text AS id, ticket_number, brand, customer_id, user_id, contact_email, subject, status,
  agent_id::text AS agent_id, customer_read_at, last_thread_at, last_thread_to, last_thread_direction, created_at, updated_at`;

/** The statuses a ticket can have: the desk's own, and the two the spec names (SUPPORT_STATUSES). */
export const TICKET_STATUSES = ['Open', 'On Hold', 'Closed', 'CLOSED-NO REPLY'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

const iso = (d: Date | string) => new Date(d).toISOString();

/** Ids in paths are bigserial numbers; anything else names no ticket. */
export const isRowId = (id: string) => /^[1-9]\d{0,17}$/.test(id);

export function ticketView(r: TTicketRow): TTicket {
  return {
    id: r.id,
    ticketNumber: r.ticket_number,
    subject: r.subject,
    status: r.status,
    lastThread:
      r.last_thread_at && r.last_thread_to ? { createdAt: iso(r.last_thread_at), to: r.last_thread_to } : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    customerReadAt: r.customer_read_at ? iso(r.customer_read_at) : null,
  };
}

/** Unread: the desk wrote last and the customer has not read the ticket since. */
export const isUnread = (r: TTicketRow) =>
  r.last_thread_direction === 'out' &&
  r.last_thread_at !== null &&
  (r.customer_read_at === null || new Date(r.last_thread_at) > new Date(r.customer_read_at));

/** A ticket of this customer, or undefined (another customer's ticket is never found). */
export async function ticketOf(
  q: Queryable,
  customerId: string,
  id: string,
  lock = false,
): Promise<TTicketRow | undefined> {
  if (!isRowId(id)) return undefined;
  const r = await q.query<TTicketRow>(
    `SELECT ${COLUMNS} FROM support_tickets WHERE id = $1 AND customer_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, customerId],
  );
  return r.rows[0];
}

/** A ticket by id whatever its customer (the agents' side). */
export async function ticketById(q: Queryable, id: string, lock = false): Promise<TTicketRow | undefined> {
  if (!isRowId(id)) return undefined;
  const r = await q.query<TTicketRow>(
    `SELECT ${COLUMNS} FROM support_tickets WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return r.rows[0];
}

/** The customer's tickets, latest change first (a page, or every one up to `limit`), of a status or number. */
export async function ticketsOf(
  q: Queryable,
  customerId: string,
  page: { from: number; limit: number; status?: string | undefined; ticketNumber?: string | undefined },
): Promise<TTicketRow[]> {
  const r = await q.query<TTicketRow>(
    `SELECT ${COLUMNS} FROM support_tickets WHERE customer_id = $1 AND ($2::text IS NULL OR status = $2)
        AND ($5::text IS NULL OR ticket_number = $5)
      ORDER BY updated_at DESC, id DESC OFFSET $3 LIMIT $4`,
    [customerId, page.status ?? null, page.from, page.limit, page.ticketNumber ?? null],
  );
  return r.rows;
}

/** Every ticket a bucket count looks at (the newest 1000: our bound). */
export const BUCKET_SCAN_MAX = 1000;

export interface TNewTicket {
  brand: string;
  customerId: string;
  userId: string;
  email: string;
  subject: string;
}

/** Opens a ticket (its first thread is added by addThread). */
export async function insertTicket(tx: Queryable, t: TNewTicket): Promise<TTicketRow> {
  const r = await tx.query<TTicketRow>(
    `INSERT INTO support_tickets (ticket_number, brand, customer_id, user_id, contact_email, subject, customer_read_at)
     VALUES (nextval('support_ticket_numbers')::text, $1, $2, $3, $4, $5, now())
     RETURNING ${COLUMNS}`,
    [t.brand, t.customerId, t.userId, t.email, t.subject],
  );
  return r.rows[0]!;
}

export async function setTicketStatus(tx: Queryable, id: string, status: TTicketStatus): Promise<void> {
  await tx.query('UPDATE support_tickets SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}

export async function setCustomerReadAt(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query('UPDATE support_tickets SET customer_read_at = $2 WHERE id = $1', [id, at]);
}
