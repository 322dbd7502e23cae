import { useTranslation } from 'react-i18next';
import { currentAccountAuthorizationList, type TAccount } from '@openportal/contract';
import { AuthorizationList } from '../../shared/money/authorization-list.tsx';

/**
 * History filtered to a settlement account (one a debit card settles on, spec 2 §6: "debit-card
 * authorization history is shown only for settlement accounts"): the card holds on it
 * (currentAccountAuthorizationList), under the transactions. Nothing for any other account.
 */
export function SettlementAuthorizations({ accounts, accountId }: { accounts: TAccount[]; accountId?: number }) {
  const { t } = useTranslation('history');
  if (accountId === undefined || !accounts.some((a) => a.settlementAccountId === accountId)) return null;
  return (
    <AuthorizationList
      key={accountId}
      call={currentAccountAuthorizationList}
      accountId={accountId}
      testId="settlement-authorizations"
      texts={{
        title: t('history.authorizations.title'),
        empty: t('history.authorizations.empty'),
        error: t('history.authorizations.error'),
        status: (s) => t(`history.authorizations.status.${s}`),
      }}
    />
  );
}
