import { PAGE_SIZES, supportBucket, supportTicketListZoho } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { BUCKET_SCAN_MAX, ticketsOf, ticketView } from '../data/tickets.ts';
import type { SupportDeps } from '../module.ts';

/** GET /zoho/tickets: a page (20) of the customer's tickets of a bucket, latest change first. */
export const supportTicketListZohoOp = (deps: SupportDeps) =>
  operation(supportTicketListZoho, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const from = input.from ?? 0;
    const limit = input.limit ?? PAGE_SIZES.supportTickets;
    const bucket = input.bucket ?? 'all';
    if (bucket === 'all') {
      const rows = await ticketsOf(deps.db, caller.customerId, { from, limit });
      return { responseCode: '00' as const, tickets: rows.map(ticketView) };
    }
    const now = Date.now();
    const rows = await ticketsOf(deps.db, caller.customerId, { from: 0, limit: BUCKET_SCAN_MAX });
    const inBucket = rows.filter((r) => supportBucket(ticketView(r), r.contact_email, now) === bucket);
    return { responseCode: '00' as const, tickets: inBucket.slice(from, from + limit).map(ticketView) };
  });
