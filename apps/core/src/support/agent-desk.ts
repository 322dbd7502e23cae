import type { Queryable } from '@openportal/db';
import { AppError } from '../platform/app-error.ts';
import { notify, type TNotifyDeps } from '../platform/notifications/index.ts';
import { addThread } from './data/threads.ts';
import { setTicketStatus, ticketById, type TTicketStatus } from './data/tickets.ts';
import { attachUploads } from './data/uploads.ts';

/** The agent side of the desk: what an agent (the back-office console, tests, seeds) writes. */

/** An agent's answer to a ticket, addressed to its contact, with the agent's own uploads. */
export async function agentReply(
  tx: Queryable,
  deps: TNotifyDeps,
  a: { ticketId: string; agentId: string; content: string; uploads?: readonly string[] },
): Promise<{ threadId: string; ticketNumber: string; customerId: string; userId: string; brand: string }> {
  const ticket = await ticketById(tx, a.ticketId, true);
  if (!ticket) throw new AppError('IM', 'supportTicketNotFound');
  const agent = await tx.query<{ email: string }>('SELECT email FROM support_agents WHERE id = $1 AND brand = $2', [
    a.agentId,
    ticket.brand,
  ]);
  if (!agent.rows[0]) throw new AppError('ENOA', 'accessDenied');
  const threadId = await addThread(tx, ticket, {
    direction: 'out',
    agentId: a.agentId,
    from: agent.rows[0].email,
    to: ticket.contact_email,
    content: a.content,
  });
  await attachUploads(tx, { agentId: a.agentId }, a.uploads ?? [], threadId);
  await tx.query('UPDATE support_tickets SET agent_id = coalesce(agent_id, $2) WHERE id = $1', [ticket.id, a.agentId]);
  // The customer hears of it (mail, open tabs, the stored list): zohoNewMessage opens the ticket.
  const number = ticket.ticket_number;
  await notify(tx, deps, { userIds: [ticket.user_id], brand: ticket.brand }, 'zohoNewMessage', {
    ticketNumber: number,
    params: { ticketNumber: number },
  });
  return {
    threadId,
    ticketNumber: ticket.ticket_number,
    customerId: ticket.customer_id,
    userId: ticket.user_id,
    brand: ticket.brand,
  };
}

/** An agent closes a ticket: 'Closed', or 'CLOSED-NO REPLY' when the customer stopped answering. */
export async function agentClose(
  tx: Queryable,
  deps: TNotifyDeps,
  ticketId: string,
  status: Extract<TTicketStatus, 'Closed' | 'CLOSED-NO REPLY'>,
) {
  const ticket = await ticketById(tx, ticketId, true);
  if (!ticket) throw new AppError('IM', 'supportTicketNotFound');
  await setTicketStatus(tx, ticket.id, status);
  const number = ticket.ticket_number;
  if (status === 'CLOSED-NO REPLY')
    await notify(tx, deps, { userIds: [ticket.user_id], brand: ticket.brand }, 'zohoClosedNoReply', {
      ticketNumber: number,
      params: { ticketNumber: number },
    });
  return ticket;
}

/** A brand's agent (created when missing): tests and the demo seed. */
export async function ensureAgent(q: Queryable, brand: string, name: string, email: string): Promise<string> {
  const found = await q.query<{ id: string }>(
    'SELECT id::text AS id FROM support_agents WHERE brand = $1 AND email = $2',
    [brand, email],
  );
  if (found.rows[0]) return found.rows[0].id;
  const r = await q.query<{ id: string }>(
    'INSERT INTO support_agents (brand, name, email) VALUES ($1, $2, $3) RETURNING id::text AS id',
    [brand, name, email],
  );
  return r.rows[0]!.id;
}
