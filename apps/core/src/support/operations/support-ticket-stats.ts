import { supportBucket, supportTicketStats } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { BUCKET_SCAN_MAX, isUnread, ticketsOf, ticketView } from '../data/tickets.ts';
import type { SupportDeps } from '../module.ts';

/** GET /zoho/tickets/stats: tickets per bucket (the contract's supportBucket, as the portal) and the unread ones. */
export const supportTicketStatsOp = (deps: SupportDeps) =>
  operation(supportTicketStats, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const rows = await ticketsOf(deps.db, caller.customerId, { from: 0, limit: BUCKET_SCAN_MAX });
    const stats = { all: rows.length, open: 0, new: 0, closed: 0, unreadTicketNumbers: [] as string[] };
    const now = Date.now();
    for (const r of rows) {
      stats[supportBucket(ticketView(r), r.contact_email, now)] += 1;
      if (isUnread(r)) stats.unreadTicketNumbers.push(r.ticket_number);
    }
    return { responseCode: '00' as const, stats };
  });
