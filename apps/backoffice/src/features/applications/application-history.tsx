import { useTranslation } from 'react-i18next';
import { adminApplicationHistory, type TApplicationEvent } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { ListTable } from '../../shared/list-table.tsx';
import { Loaded, When } from '../../shared/ui.tsx';

/** An application's history, oldest first: when, who (applicant or operator), what, the statuses, the fields changed. */
export function ApplicationHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const q = useCall(adminApplicationHistory, {}, { params: { id } });
  const status = (s: string | null) => (s ? t(`applications.statuses.${s}`) : '—');
  return (
    <Loaded query={q}>
      {(r) => (
        <ListTable<TApplicationEvent>
          caption={t('applications.history')}
          testId="application-history"
          rows={r.data}
          rowKey={(e) => `${e.version}:${e.action}`}
          columns={[
            { key: 'at', label: t('applications.when'), render: (e) => <When iso={e.at} /> },
            {
              key: 'who',
              label: t('applications.who'),
              render: (e) => `${e.actor} (${t(`applications.actors.${e.actorKind}`)})`,
            },
            { key: 'what', label: t('applications.what'), render: (e) => t(`applications.actions.${e.action}`) },
            {
              key: 'status',
              label: t('applications.status'),
              render: (e) =>
                e.fromStatus === e.toStatus ? status(e.toStatus) : `${status(e.fromStatus)} → ${status(e.toStatus)}`,
            },
            {
              key: 'changed',
              label: t('applications.changed'),
              render: (e) => [e.changed.join(', '), e.reason ?? ''].filter(Boolean).join(' · ') || '—',
              optional: true,
            },
          ]}
        />
      )}
    </Loaded>
  );
}
