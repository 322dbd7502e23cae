import {
  PAGE_SIZES,
  SUPPORT_STATUSES,
  SUPPORT_UPDATE_CHECK_MS,
  supportDeskTicketList,
  supportTicketListZoho,
  type TTicket,
} from '@openportal/contract';
import type { TBucket } from './bucket-tabs.tsx';
import { useSupportRead } from './use-support.ts';

/** Tickets a page (spec 3 §9: 20). */
export const PAGE = PAGE_SIZES.supportTickets;

/**
 * A page of a bucket. A bucket that is a status (all: any; closed: status Closed, spec 3 §4) is
 * the desk's list (GET /tickets, by status); a bucket the rule decides over time (open, new: the
 * last thread's address and the two-week window) comes from GET /zoho/tickets, which applies it.
 */
function useBucketPage(bucket: TBucket, from: number, opts: { refetchMs?: number; enabled?: boolean }) {
  const byDesk = bucket === 'all' || bucket === 'closed';
  const range = { from: String(from), limit: String(PAGE) };
  const desk = useSupportRead(
    supportDeskTicketList,
    bucket === 'closed' ? { ...range, status: SUPPORT_STATUSES.closed } : range,
    { ...opts, enabled: byDesk && (opts.enabled ?? true) },
  );
  const zoho = useSupportRead(
    supportTicketListZoho,
    { bucket, ...range },
    { ...opts, enabled: !byDesk && (opts.enabled ?? true) },
  );
  const q = byDesk ? desk : zoho;
  const tickets: TTicket[] | undefined = byDesk ? desk.data?.data : zoho.data?.tickets;
  return {
    isSuccess: q.isSuccess,
    isError: q.isError,
    error: q.error,
    dataUpdatedAt: q.dataUpdatedAt,
    refetch: q.refetch,
    tickets,
  };
}

/** The first page of a bucket (checked every 60 s) and, once asked for, the second. */
export function useTicketPages(bucket: TBucket, shown: number) {
  const list = useBucketPage(bucket, 0, { refetchMs: SUPPORT_UPDATE_CHECK_MS });
  const more = useBucketPage(bucket, PAGE, { enabled: shown > PAGE });
  const tickets = [...(list.tickets ?? []), ...(shown > PAGE ? (more.tickets ?? []) : [])];
  return { list, tickets };
}
