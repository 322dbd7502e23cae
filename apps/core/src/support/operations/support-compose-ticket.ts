import { supportComposeTicket } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { openTicket } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/** POST /composetickets: the widget's compose form; the same ticket as POST /tickets. */
export const supportComposeTicketOp = (deps: SupportDeps) =>
  operation(supportComposeTicket, async (ctx, input) => ({
    responseCode: '00' as const,
    ...(await openTicket(deps, customerOf(ctx.caller), input)),
  }));
