import { useTranslation } from 'react-i18next';
import { supportBucket, type TTicket } from '@openportal/contract';
import { joined } from '../../shared/ui/text.ts';

/** The tickets of a bucket: subject, number, status, its bucket by the shared rule, and unread ones marked. */
export function TicketList({
  tickets,
  contactEmail,
  unread,
  now,
  onOpen,
}: {
  tickets: readonly TTicket[];
  contactEmail: string;
  unread: ReadonlySet<string>;
  /** When the list was read (the bucket rule's now). */
  now: number;
  onOpen: (t: TTicket) => void;
}) {
  const { t } = useTranslation('support');
  if (tickets.length === 0)
    return (
      <p className="op-empty" data-testid="support-empty">
        {t('support.empty')}
      </p>
    );
  return (
    <ul className="op-support__list" data-testid="support-list">
      {tickets.map((x) => (
        <li key={x.id} data-unread={unread.has(x.ticketNumber) || undefined}>
          <button
            type="button"
            className="op-button op-button--link op-support__row"
            data-testid="support-row"
            data-ticket-number={x.ticketNumber}
            onClick={() => onOpen(x)}
          >
            <strong>{x.subject}</strong>
            <span className="op-support__meta">
              {joined(
                t('support.ticket', { number: x.ticketNumber }),
                t(`support.buckets.${supportBucket(x, contactEmail, now)}`),
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
