import { PAGE_SIZES, supportConversationList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { threadsOf } from '../data/threads.ts';
import { ownTicket } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/** GET /tickets/{id}/conversations: the ticket's messages, oldest first, 100 a page. */
export const supportConversationListOp = (deps: SupportDeps) =>
  operation(supportConversationList, async (ctx, input) => {
    const ticket = await ownTicket(deps, customerOf(ctx.caller), String(ctx.params.id));
    const data = await threadsOf(deps.db, ticket.id, input.from ?? 0, input.limit ?? PAGE_SIZES.supportConversations);
    return { responseCode: '00' as const, data };
  });
