import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notificationList, notificationRead, type TNotification } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { openNotice } from './open-notice.ts';
import { useNoticeToasts } from './use-notice-toasts.ts';
import './bell.css';

type TNotice = Pick<TNotification, 'id' | 'type' | 'params' | 'title' | 'body' | 'status'> & { read?: boolean };

/** One notification as a button: its title and text (as text), read or not; a click opens it. */
function Notice({ n, onOpen, testId }: { n: TNotice; onOpen: (n: TNotice) => void; testId: string }) {
  return (
    <button
      type="button"
      className={`op-notice-item op-notice-item--${n.status}${n.read === false ? ' is-unread' : ''}`}
      data-testid={testId}
      data-type={n.type}
      onClick={() => onOpen(n)}
    >
      <strong>{n.title}</strong>
      <span>{n.body}</span>
    </button>
  );
}

function List({ onOpen, onAllRead }: { onOpen: (n: TNotice) => void; onAllRead: () => void }) {
  const { t } = useTranslation();
  const list = useCall(notificationList, {});
  const items = list.data?.notifications ?? [];
  return (
    <div className="op-notices__panel" data-testid="notification-list">
      <div className="op-notices__head">
        <strong>{t('notices.title')}</strong>
        <button
          type="button"
          className="op-button op-button--link"
          onClick={onAllRead}
          data-testid="notifications-all-read"
        >
          {t('notices.allRead')}
        </button>
      </div>
      {items.length === 0 && <p>{t('notices.empty')}</p>}
      <ul>
        {items.map((n) => (
          <li key={n.id}>
            <Notice n={n} onOpen={onOpen} testId="notification-item" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The notification centre in the header (spec 3 §3-§4): the bell with the unread count, the list
 * of stored notifications, the toasts of those that arrive (10 s), and the click routing (read at
 * once, then the notification's page after 1 s).
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = useCall(notificationList, {});
  const read = useCallMutation(notificationRead, { invalidates: ['notificationList'], onFailure: false });
  const { toasts, dismiss } = useNoticeToasts();
  const unread = count.data?.unread ?? 0;
  const openOne = (n: TNotice) => {
    dismiss(n.id);
    setOpen(false);
    openNotice(n, { markRead: (id) => read.mutate({ ids: [id] }), navigate: (href) => void navigate(href) });
  };
  return (
    <div className="op-notices">
      <button
        type="button"
        className="op-button op-notices__bell"
        aria-expanded={open}
        aria-label={t('notices.bell', { count: unread })}
        data-testid="notification-bell"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="op-notices__icon" />
        {unread > 0 && (
          <span className="op-badge" data-testid="notification-unread">
            {unread}
          </span>
        )}
      </button>
      {open && <List onOpen={openOne} onAllRead={() => read.mutate({ all: true })} />}
      {toasts.length > 0 && (
        <div className="op-notices__toasts" role="status" aria-live="polite" data-testid="notification-toasts">
          {toasts.map((n) => (
            <div key={n.id} className="op-notices__toast">
              <Notice n={n} onOpen={openOne} testId="notification-toast" />
              <button type="button" className="op-button op-button--link" onClick={() => dismiss(n.id)}>
                {t('common.close')}
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
