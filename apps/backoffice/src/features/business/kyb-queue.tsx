import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminBusinessKybQueue, type TKybQueueRow } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { Loaded, When } from '../../shared/ui.tsx';
import { byText, ListTable } from '../../shared/list-table.tsx';

/**
 * The KYB queue (issue 26): activated companies waiting for their review, oldest registration
 * first, filtered by brand. A company opens its detail, where compliance decides.
 */
export function KybQueueScreen() {
  const { t } = useTranslation();
  const [brand, setBrand] = useState('');
  const queue = useCall(adminBusinessKybQueue, brand ? { brand } : {});
  return (
    <section className="op-stack">
      <h1>{t('business.title')}</h1>
      <div className="op-row">
        <label className="op-field">
          <span>{t('business.brand')}</span>
          <input value={brand} maxLength={32} onChange={(e) => setBrand(e.target.value.trim())} />
        </label>
      </div>
      <Loaded query={queue}>
        {(r) => (
          <ListTable<TKybQueueRow>
            caption={t('business.title')}
            testId="kyb-queue"
            rows={r.data}
            rowKey={(x) => x.customerId}
            columns={[
              {
                key: 'registered',
                label: t('business.registered'),
                render: (x) => <When iso={x.registeredAt} />,
                compare: byText((x) => x.registeredAt),
              },
              {
                key: 'company',
                label: t('business.company'),
                render: (x) => (
                  <Link to={`/business/companies/${encodeURIComponent(x.customerId)}`} data-testid="kyb-company-link">
                    {x.name} ({x.brand})
                  </Link>
                ),
                filterText: (x) => `${x.name} ${x.brand} ${x.customerId} ${x.email}`,
              },
              { key: 'email', label: t('business.email'), render: (x) => x.email },
              { key: 'country', label: t('business.country'), render: (x) => x.registrationCountryCode },
              {
                key: 'activated',
                label: t('business.activated'),
                render: (x) => (x.activatedAt ? <When iso={x.activatedAt} /> : '—'),
              },
            ]}
          />
        )}
      </Loaded>
    </section>
  );
}
