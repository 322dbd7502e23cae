import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debitCardAuthorizationList, PAGE_SIZES, type TAccount } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate, formatMoney } from '@openportal/i18n';
import { Pager, Skeleton } from '@openportal/ui';
import { useLang } from '../../shared/ui/use-lang.ts';

/**
 * The card's authorizations (spec 2 §7 "debit-card authorization list", 10 a page, spec 2 §8):
 * each spend of the issuer's simulator, pending while its hold waits, then settled, reversed or
 * declined; newest first. Asked again on BalanceChanged (the cards feature's realtime map), so a
 * hold or its settlement shows without a reload.
 */
export function CardAuthorizations({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const list = useCall(
    debitCardAuthorizationList,
    { accountId: card.accountId, pageNumber: page },
    { keepPrevious: true },
  );
  const rows = list.data?.authorizations ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZES.debitHistory));
  return (
    <section className="op-card-authorizations" data-testid="card-authorizations">
      <h2>{t('cards.authorizations.title')}</h2>
      {list.isPending && <Skeleton lines={2} />}
      {list.isError && <p className="op-muted">{t('cards.authorizations.error')}</p>}
      {list.isSuccess && rows.length === 0 && (
        <p className="op-empty" data-testid="card-authorizations-empty">
          {t('cards.authorizations.empty')}
        </p>
      )}
      <ul className="op-list">
        {rows.map((a) => (
          <li key={a.id} data-testid="card-authorization" data-id={a.id} data-status={a.status}>
            <span data-testid="card-authorization-merchant">{a.merchant}</span>
            <small>{formatDate(a.date, lang)}</small>
            <strong data-testid="card-authorization-amount">{formatMoney(a.amount, a.currencyCode, lang)}</strong>
            <span className="op-badge" data-testid="card-authorization-status">
              {t(`cards.authorizations.status.${a.status}`)}
            </span>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        label={t('cards.authorizations.title')}
        testId="card-authorizations"
      />
    </section>
  );
}
