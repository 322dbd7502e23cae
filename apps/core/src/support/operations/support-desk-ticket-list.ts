import { PAGE_SIZES, supportDeskTicketList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { ticketsOf, ticketView } from '../data/tickets.ts';
import type { SupportDeps } from '../module.ts';

/** GET /tickets: the desk's list of the contact's tickets (20 a page), optionally of one status or the one of a number. */
export const supportDeskTicketListOp = (deps: SupportDeps) =>
  operation(supportDeskTicketList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const rows = await ticketsOf(deps.db, caller.customerId, {
      from: input.from ?? 0,
      limit: input.limit ?? PAGE_SIZES.supportTickets,
      status: input.status,
      ticketNumber: input.ticketNumber,
    });
    return { responseCode: '00' as const, data: rows.map(ticketView) };
  });
