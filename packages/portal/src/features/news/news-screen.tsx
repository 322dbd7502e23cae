import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { announcementList } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Skeleton } from '@openportal/ui';
import { joined } from '../../shared/ui/text.ts';
import { AnnouncementView } from './announcement-view.tsx';

/** The brand's announcements, newest first; unread and unanswered ones marked. */
export default function NewsScreen() {
  const { t, i18n } = useTranslation('support');
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id'));
  const list = useCall(announcementList, {});
  if (Number.isInteger(id) && id > 0) return <AnnouncementView id={id} onBack={() => setSearch({})} />;
  const items = list.data?.announcements ?? [];
  return (
    <section className="op-card" data-testid="news-screen">
      <h1>{t('news.title')}</h1>
      {list.isPending && <Skeleton lines={3} />}
      {list.isSuccess && items.length === 0 && <p className="op-empty">{t('news.empty')}</p>}
      <ul className="op-list" data-testid="news-list">
        {items.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="op-button op-button--link"
              data-testid="news-row"
              data-id={a.id}
              onClick={() => setSearch({ id: String(a.id) })}
            >
              {a.isRead ? <span>{a.title}</span> : <strong>{a.title}</strong>}
            </button>
            <small>
              {joined(
                new Date(a.createdAt).toLocaleDateString(i18n.language),
                ...(a.isRead ? [] : [t('news.unread')]),
                ...(a.withConfirmation && !a.choice ? [t('news.needsAnswer')] : []),
              )}
            </small>
          </li>
        ))}
      </ul>
    </section>
  );
}
