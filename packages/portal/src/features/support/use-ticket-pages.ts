import { PAGE_SIZES, SUPPORT_UPDATE_CHECK_MS, supportTicketListZoho } from '@openportal/contract';
import type { TBucket } from './bucket-tabs.tsx';
import { useSupportRead } from './use-support.ts';

/** Tickets a page (spec 3 §9: 20). */
export const PAGE = PAGE_SIZES.supportTickets;

/** The first page of a bucket (checked every 60 s) and, once asked for, the second. */
export function useTicketPages(bucket: TBucket, shown: number) {
  const list = useSupportRead(
    supportTicketListZoho,
    { bucket, from: '0', limit: String(PAGE) },
    { refetchMs: SUPPORT_UPDATE_CHECK_MS },
  );
  const more = useSupportRead(
    supportTicketListZoho,
    { bucket, from: String(PAGE), limit: String(PAGE) },
    { enabled: shown > PAGE },
  );
  const tickets = [...(list.data?.tickets ?? []), ...(shown > PAGE ? (more.data?.tickets ?? []) : [])];
  return { list, tickets };
}
