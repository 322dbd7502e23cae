import { supportTicketCreate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { openTicket } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/** POST /tickets: a new ticket with its first message and attachments. */
export const supportTicketCreateOp = (deps: SupportDeps) =>
  operation(supportTicketCreate, async (ctx, input) => ({
    responseCode: '00' as const,
    ...(await openTicket(deps, customerOf(ctx.caller), input)),
  }));
