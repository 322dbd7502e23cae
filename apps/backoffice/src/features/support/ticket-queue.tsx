import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminSupportTicketList, SUPPORT_BUCKETS, type TAdminTicket } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Loaded, When } from '../../shared/ui.tsx';
import { ListTable } from '../../shared/list-table.tsx';
import { statusKey } from './status-key.ts';

type TBucket = (typeof SUPPORT_BUCKETS)[number];

/** Every brand's tickets (or one brand's) by the spec's bucket, latest change first, paged by the server. */
export function TicketQueueScreen() {
  const { t } = useTranslation();
  const [brand, setBrand] = useState('');
  const [bucket, setBucket] = useState<TBucket>('all');
  const [page, setPage] = useState(1);
  const list = useCall(
    adminSupportTicketList,
    { ...(/^[a-z0-9-]{1,40}$/.test(brand) ? { brand } : {}), bucket, page: String(page) },
    { keepPrevious: true },
  );
  return (
    <section className="op-stack">
      <h1>{t('support.title')}</h1>
      <div className="op-row">
        <label className="op-field">
          <span>{t('support.brand')}</span>
          <input
            value={brand}
            maxLength={40}
            data-testid="support-filter-brand"
            onChange={(e) => (setBrand(e.target.value.trim()), setPage(1))}
          />
        </label>
        <label className="op-field">
          <span>{t('support.bucket')}</span>
          <select
            value={bucket}
            data-testid="support-filter-bucket"
            onChange={(e) => (setBucket(e.target.value as TBucket), setPage(1))}
          >
            {SUPPORT_BUCKETS.map((b) => (
              <option key={b} value={b}>
                {t(`support.buckets.${b}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Loaded query={list}>
        {(r) => (
          <ListTable<TAdminTicket>
            caption={t('support.title')}
            testId="support-tickets"
            rows={r.data}
            rowKey={(x) => x.id}
            server={{ page, total: r.meta.total, onPage: setPage }}
            columns={[
              {
                key: 'number',
                label: t('support.number'),
                render: (x) => <Link to={`/support/${x.id}`}>{x.ticketNumber}</Link>,
              },
              { key: 'subject', label: t('support.subject'), render: (x) => x.subject },
              { key: 'status', label: t('support.status'), render: (x) => t(statusKey(x.status)) },
              { key: 'bucket', label: t('support.bucket'), render: (x) => t(`support.buckets.${x.bucket}`) },
              { key: 'contact', label: t('support.contact'), render: (x) => `${x.contactEmail} (${x.brand})` },
              {
                key: 'updated',
                label: t('support.updated'),
                render: (x) => <When iso={x.updatedAt} />,
                optional: true,
              },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
