import { supportThreadCreate } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { addThread, threadOf } from '../data/threads.ts';
import { ticketOf } from '../data/tickets.ts';
import { attachUploads } from '../data/uploads.ts';
import { deskAddress } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/** POST /tickets/{id}/threads: the customer's reply, with attachments; it reopens a closed ticket. */
export const supportThreadCreateOp = (deps: SupportDeps) =>
  operation(supportThreadCreate, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const thread = await deps.db.transaction(async (tx) => {
      const ticket = await ticketOf(tx, caller.customerId, String(ctx.params.id), true);
      if (!ticket) throw new AppError('IM', 'supportTicketNotFound');
      const threadId = await addThread(tx, ticket, {
        direction: 'in',
        authorUserId: caller.userId,
        from: caller.email,
        to: deskAddress(ticket.brand),
        content: input.content,
      });
      await attachUploads(tx, { customerId: caller.customerId, userId: caller.userId }, input.uploads ?? [], threadId);
      return (await threadOf(tx, ticket.id, threadId))!;
    });
    return { responseCode: '00' as const, thread };
  });
