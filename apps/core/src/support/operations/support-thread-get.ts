import { supportThreadGet } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { threadOf } from '../data/threads.ts';
import { ownTicket } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/** GET /tickets/{id}/threads/{threadId}: one message of the customer's ticket. */
export const supportThreadGetOp = (deps: SupportDeps) =>
  operation(supportThreadGet, async (ctx) => {
    const ticket = await ownTicket(deps, customerOf(ctx.caller), String(ctx.params.id));
    const thread = await threadOf(deps.db, ticket.id, String(ctx.params.threadId));
    if (!thread) throw new AppError('IM', 'supportTicketNotFound');
    return { responseCode: '00' as const, thread };
  });
