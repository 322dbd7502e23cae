import { useTranslation } from 'react-i18next';
import { debitCardAuthorizationList, type TAccount } from '@openportal/contract';
import { AuthorizationList } from '../../shared/money/authorization-list.tsx';

/**
 * The card's authorizations (spec 2 §7 "debit-card authorization list"): each spend of the
 * issuer's simulator, pending while its hold waits, then settled, reversed or declined. Asked
 * again on BalanceChanged (the cards feature's realtime map), so a hold or its settlement shows
 * without a reload.
 */
export function CardAuthorizations({ card }: { card: TAccount }) {
  const { t } = useTranslation('cards');
  return (
    <AuthorizationList
      call={debitCardAuthorizationList}
      accountId={card.accountId}
      testId="card-authorizations"
      texts={{
        title: t('cards.authorizations.title'),
        empty: t('cards.authorizations.empty'),
        error: t('cards.authorizations.error'),
        status: (s) => t(`cards.authorizations.status.${s}`),
      }}
    />
  );
}
