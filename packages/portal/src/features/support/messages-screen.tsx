import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUPPORT_UPDATE_CHECK_MS, supportDeskTicketList, supportTicketStats, type TTicket } from '@openportal/contract';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { BucketTabs, type TBucket } from './bucket-tabs.tsx';
import { ComposeForm } from './compose-form.tsx';
import { SupportManager } from './support-manager.tsx';
import { TicketList } from './ticket-list.tsx';
import { TicketView } from './ticket-view.tsx';
import { PAGE, useTicketPages } from './use-ticket-pages.ts';
import { useDeskSession, useSupportBlocked, useSupportRead } from './use-support.ts';
import './support.css';

/**
 * The support message centre (spec 3 §2 `messages`, §4): bucket tabs with counts, the unread
 * badge, the list (20 a page), a ticket with its conversation, compose, and the business
 * customer's manager. `?ticketNumber=` opens a ticket (a notification's click). The counts are
 * checked every 60 s; that check also lifts the block after a 429.
 */
export default function MessagesScreen() {
  const { t } = useTranslation('support');
  const contact = useDeskSession();
  const blocked = useSupportBlocked();
  const [search, setSearch] = useSearchParams();
  const [bucket, setBucket] = useState<TBucket>('all');
  const [shown, setShown] = useState<number>(PAGE);
  const [composing, setComposing] = useState(false);
  const stats = useSupportRead(supportTicketStats, {}, { refetchMs: SUPPORT_UPDATE_CHECK_MS, probe: true });
  const { list, tickets } = useTicketPages(bucket, shown);
  const unread = new Set(stats.data?.stats.unreadTicketNumbers ?? []);
  const wanted = search.get('ticketNumber');
  const selected = useWantedTicket(wanted, tickets, list.isSuccess);
  const open = (x: TTicket | null) => setSearch(x ? { ticketNumber: x.ticketNumber } : {});
  const sent = (x: TTicket) => {
    setComposing(false);
    setBucket('all');
    open(x);
  };
  return (
    <section className="op-support" data-testid="support-screen">
      <MessagesHead unread={unread.size} onCompose={() => setComposing(true)} />
      <SupportManager onSent={sent} />
      {blocked && (
        <p className="op-notice" role="status" data-testid="support-blocked">
          {t('support.blocked')}
        </p>
      )}
      {composing && <ComposeForm onCancel={() => setComposing(false)} onSent={sent} />}
      {selected.id && wanted ? (
        <TicketView ticketId={selected.id} unread={unread.has(wanted)} onBack={() => open(null)} />
      ) : (
        <>
          {selected.notFound && <p className="op-notice">{t('support.notFound')}</p>}
          <BucketTabs
            bucket={bucket}
            counts={stats.data?.stats}
            onBucket={(b) => {
              setBucket(b);
              setShown(PAGE);
            }}
          />
          {list.isError && list.error ? (
            <ErrorState error={list.error.error} onRetry={() => void list.refetch()} testId="support-list-error" />
          ) : (
            <TicketList
              tickets={tickets}
              contactEmail={contact?.email ?? ''}
              unread={unread}
              now={list.dataUpdatedAt}
              onOpen={open}
            />
          )}
          {list.tickets?.length === PAGE && shown === PAGE && (
            <button type="button" className="op-button" onClick={() => setShown(PAGE * 2)}>
              {t('support.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The ticket `?ticketNumber=` names: from the loaded pages, else the desk's list of that number
 * (a notification's link to a ticket beyond them). Not found: the desk has none of that number.
 */
function useWantedTicket(wanted: string | null, tickets: readonly TTicket[], listed: boolean) {
  const inList = wanted ? tickets.find((x) => x.ticketNumber === wanted) : undefined;
  const lookup = useSupportRead(
    supportDeskTicketList,
    { ticketNumber: wanted ?? '', limit: '1' },
    { enabled: Boolean(wanted) && listed && !inList },
  );
  const id = inList?.id ?? lookup.data?.data[0]?.id;
  return { id, notFound: Boolean(wanted) && !id && (lookup.isError || lookup.isSuccess) };
}

/** The title, the unread badge and the compose button. */
function MessagesHead({ unread, onCompose }: { unread: number; onCompose: () => void }) {
  const { t } = useTranslation('support');
  return (
    <header className="op-support__head">
      <h1>{t('support.title')}</h1>
      {unread > 0 && (
        <span className="op-badge" data-testid="support-unread">
          {t('support.unread', { count: unread })}
        </span>
      )}
      <button
        type="button"
        className="op-button op-button--primary"
        data-testid="support-compose-open"
        onClick={onCompose}
      >
        {t('support.compose')}
      </button>
    </header>
  );
}
