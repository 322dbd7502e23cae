import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZES,
  SUPPORT_STATUSES,
  SUPPORT_UPDATE_CHECK_MS,
  supportConversationList,
  supportTicketGet,
  supportTicketUpdate,
} from '@openportal/contract';
import { supportStatusKey } from '@openportal/i18n';
import { Skeleton } from '@openportal/ui';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { joined } from '../../shared/ui/text.ts';
import { ReplyForm } from './reply-form.tsx';
import { ThreadItem } from './thread-item.tsx';
import { useSupportRead } from './use-support.ts';
import { SUPPORT_READS, useSupportWrite } from './use-support-write.ts';

/**
 * One ticket, opened with GET /tickets/{id} (its status and subject as the desk has them now):
 * its conversation (100 messages; text shown as text, never as HTML), the reply form with a
 * file, and closing. Opening an unread ticket marks it read.
 */
export function TicketView({ ticketId, unread, onBack }: { ticketId: string; unread: boolean; onBack: () => void }) {
  const { t } = useTranslation('support');
  const params = { id: ticketId };
  const one = useSupportRead(supportTicketGet, {}, { params, refetchMs: SUPPORT_UPDATE_CHECK_MS });
  const conv = useSupportRead(
    supportConversationList,
    { from: '0', limit: String(PAGE_SIZES.supportConversations) },
    { params, refetchMs: SUPPORT_UPDATE_CHECK_MS },
  );
  const markRead = useSupportWrite(supportTicketUpdate, SUPPORT_READS).run;
  useEffect(() => {
    if (unread) void markRead({ customerReadAt: new Date().toISOString() }, { params: { id: ticketId } });
  }, [unread, ticketId, markRead]);
  const back = (
    <button type="button" className="op-button op-button--link" onClick={onBack} data-testid="support-back">
      {t('support.back')}
    </button>
  );
  if (one.isError)
    return (
      <section className="op-card op-support__ticket">
        {back}
        <ErrorState error={one.error.error} onRetry={() => void one.refetch()} testId="support-ticket-error" />
      </section>
    );
  const ticket = one.data?.ticket;
  const closed = ticket?.status === SUPPORT_STATUSES.closed || ticket?.status === SUPPORT_STATUSES.closedNoReply;
  return (
    <section
      className="op-card op-support__ticket"
      data-testid="support-ticket"
      data-ticket-number={ticket?.ticketNumber}
    >
      {back}
      {ticket ? (
        <>
          <h2 data-testid="support-ticket-subject">{ticket.subject}</h2>
          <p className="op-support__meta">
            {joined(t('support.ticket', { number: ticket.ticketNumber }), t(supportStatusKey(ticket.status)))}
          </p>
          {closed && <p className="op-notice">{t('support.closed')}</p>}
        </>
      ) : (
        <Skeleton lines={1} />
      )}
      {conv.isPending ? (
        <Skeleton lines={3} />
      ) : (
        <ol className="op-support__threads" data-testid="support-threads">
          {(conv.data?.data ?? []).map((th) => (
            <ThreadItem key={th.id} ticketId={ticketId} thread={th} />
          ))}
        </ol>
      )}
      {ticket && <ReplyForm ticketId={ticketId} closed={closed} />}
    </section>
  );
}
