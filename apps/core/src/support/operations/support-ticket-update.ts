import { SUPPORT_STATUSES, supportTicketUpdate } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { setCustomerReadAt, setTicketStatus, ticketOf, ticketView } from '../data/tickets.ts';
import type { SupportDeps } from '../module.ts';

/** The statuses a customer may set (our choice): close the ticket, or open it again. */
const CUSTOMER_STATUSES = [SUPPORT_STATUSES.closed, 'Open'] as const;

/**
 * PUT /tickets/{id}: the customer closes or reopens a ticket, or marks it read (customerReadAt,
 * an ISO time, at most now). Both checks come before anything is written.
 */
export const supportTicketUpdateOp = (deps: SupportDeps) =>
  operation(supportTicketUpdate, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const status = input.status;
    if (status !== undefined && !(CUSTOMER_STATUSES as readonly string[]).includes(status))
      throw fieldError('status', 'supportStatusNotAllowed');
    let readAt: Date | undefined;
    if (input.customerReadAt !== undefined) {
      const ms = Date.parse(input.customerReadAt);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(input.customerReadAt) || Number.isNaN(ms))
        throw fieldError('customerReadAt', 'supportReadAtInvalid');
      readAt = new Date(Math.min(ms, Date.now()));
    }
    const ticket = await deps.db.transaction(async (tx) => {
      const row = await ticketOf(tx, caller.customerId, String(ctx.params.id), true);
      if (!row) throw new AppError('IM', 'supportTicketNotFound');
      if (status !== undefined && status !== row.status)
        await setTicketStatus(tx, row.id, status as (typeof CUSTOMER_STATUSES)[number]);
      if (readAt) await setCustomerReadAt(tx, row.id, readAt);
      return (await ticketOf(tx, caller.customerId, row.id))!;
    });
    return { responseCode: '00' as const, ticket: ticketView(ticket) };
  });
