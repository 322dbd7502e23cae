import { useTranslation } from 'react-i18next';
import type { TFxProviderRates } from '@openportal/contract';
import { compareAmounts } from '@openportal/ui';
import { When } from '../../shared/ui.tsx';
import { byText, ListTable } from '../../shared/list-table.tsx';

/**
 * The rates provider's last fetch (issue 20 point 8): the provider's time, when core fetched it,
 * when payments refuse it as stale, and the rates against the base. A pair with no operator
 * rate above is quoted as the cross of two of these, with the spread shown.
 */
export function ProviderRates({ provider }: { provider: TFxProviderRates | null | undefined }) {
  const { t } = useTranslation();
  if (!provider) return <p data-testid="fx-provider-none">{t('fx.provider.none')}</p>;
  return (
    <section data-testid="fx-provider" data-stale={provider.stale}>
      <h2>{t('fx.provider.title')}</h2>
      <dl>
        <dt>{t('fx.provider.asOf')}</dt>
        <dd>
          <When iso={provider.asOf} />
        </dd>
        <dt>{t('fx.provider.fetchedAt')}</dt>
        <dd data-testid="fx-provider-fetched">
          <When iso={provider.fetchedAt} />
        </dd>
        <dt>{t('fx.provider.staleAt')}</dt>
        <dd>
          <When iso={provider.staleAt} />
        </dd>
        <dt>{t('fx.spread')}</dt>
        <dd>{provider.spreadBps}</dd>
      </dl>
      {provider.stale && <p role="alert">{t('fx.provider.stale')}</p>}
      <ListTable<TFxProviderRates['rates'][number]>
        caption={t('fx.provider.rates', { base: provider.base })}
        testId="fx-provider-rates"
        rows={provider.rates}
        rowKey={(r) => r.currency}
        columns={[
          {
            key: 'currency',
            label: t('fx.provider.currency'),
            render: (r) => r.currency,
            compare: byText((r) => r.currency),
            filterText: (r) => r.currency,
          },
          {
            key: 'rate',
            label: t('fx.rate'),
            render: (r) => r.rate,
            numeric: true,
            compare: (a, b) => compareAmounts(a.rate, b.rate),
          },
        ]}
      />
    </section>
  );
}
