import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZES,
  SUPPORT_STATUSES,
  SUPPORT_UPDATE_CHECK_MS,
  supportConversationList,
  supportTicketUpdate,
  type TTicket,
} from '@openportal/contract';
import { Skeleton } from '@openportal/ui';
import { joined } from '../../shared/ui/text.ts';
import { ReplyForm } from './reply-form.tsx';
import { ThreadItem } from './thread-item.tsx';
import { useSupportRead } from './use-support.ts';
import { SUPPORT_READS, useSupportWrite } from './use-support-write.ts';

/**
 * One ticket: its conversation (100 messages; text shown as text, never as HTML), the reply form
 * with a file, and closing. Opening an unread ticket marks it read.
 */
export function TicketView({ ticket, unread, onBack }: { ticket: TTicket; unread: boolean; onBack: () => void }) {
  const { t } = useTranslation('support');
  const conv = useSupportRead(
    supportConversationList,
    { from: '0', limit: String(PAGE_SIZES.supportConversations) },
    { params: { id: ticket.id }, refetchMs: SUPPORT_UPDATE_CHECK_MS },
  );
  const markRead = useSupportWrite(supportTicketUpdate, SUPPORT_READS).run;
  useEffect(() => {
    if (unread) void markRead({ customerReadAt: new Date().toISOString() }, { params: { id: ticket.id } });
  }, [unread, ticket.id, markRead]);
  const closed = ticket.status === SUPPORT_STATUSES.closed || ticket.status === SUPPORT_STATUSES.closedNoReply;
  return (
    <section
      className="op-card op-support__ticket"
      data-testid="support-ticket"
      data-ticket-number={ticket.ticketNumber}
    >
      <button type="button" className="op-button op-button--link" onClick={onBack} data-testid="support-back">
        {t('support.back')}
      </button>
      <h2 data-testid="support-ticket-subject">{ticket.subject}</h2>
      <p className="op-support__meta">{joined(t('support.ticket', { number: ticket.ticketNumber }), ticket.status)}</p>
      {closed && <p className="op-notice">{t('support.closed')}</p>}
      {conv.isPending ? (
        <Skeleton lines={3} />
      ) : (
        <ol className="op-support__threads" data-testid="support-threads">
          {(conv.data?.data ?? []).map((th) => (
            <ThreadItem key={th.id} ticketId={ticket.id} thread={th} />
          ))}
        </ol>
      )}
      <ReplyForm ticketId={ticket.id} closed={closed} />
    </section>
  );
}
