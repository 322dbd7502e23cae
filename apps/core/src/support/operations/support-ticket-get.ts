import { supportTicketGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { ticketView } from '../data/tickets.ts';
import { ownTicket } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/** GET /tickets/{id}: one of the customer's tickets. */
export const supportTicketGetOp = (deps: SupportDeps) =>
  operation(supportTicketGet, async (ctx) => ({
    responseCode: '00' as const,
    ticket: ticketView(await ownTicket(deps, customerOf(ctx.caller), String(ctx.params.id))),
  }));
