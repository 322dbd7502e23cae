import { useTranslation } from 'react-i18next';
import { announcementAnswer, announcementGet } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { Skeleton, useToasts } from '@openportal/ui';
import './news.css';

/** One announcement (opening it marks it read); accept or decline when it asks for an answer. */
export function AnnouncementView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('support');
  const toast = useToasts((s) => s.push);
  const got = useCall(announcementGet, { id });
  const answer = useCallMutation(announcementAnswer, { invalidates: ['announcementList', 'announcementGet'], t });
  const a = got.data?.announcement;
  const choose = async (choice: 'accept' | 'decline') => {
    if ((await answer.run({ id, choice })).ok) toast({ kind: 'success', message: t('news.answered') });
  };
  return (
    <section className="op-card" data-testid="news-item">
      <button type="button" className="op-button op-button--link" onClick={onBack} data-testid="news-back">
        {t('news.back')}
      </button>
      {!a ? (
        <Skeleton lines={3} />
      ) : (
        <>
          <h1 data-testid="news-title">{a.title}</h1>
          <p className="op-news__body" data-testid="news-body">
            {a.body}
          </p>
          {a.choice && <p className="op-notice">{t(a.choice === 'accept' ? 'news.accepted' : 'news.declined')}</p>}
          {a.withConfirmation && (
            <div className="op-dialog__actions">
              <button
                type="button"
                className="op-button op-button--primary"
                data-testid="news-accept"
                disabled={answer.isPending}
                onClick={() => void choose('accept')}
              >
                {t('news.accept')}
              </button>
              <button
                type="button"
                className="op-button"
                data-testid="news-decline"
                disabled={answer.isPending}
                onClick={() => void choose('decline')}
              >
                {t('news.decline')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
