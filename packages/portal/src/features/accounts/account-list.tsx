import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { labelled, pendingMark } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** Accounts with balance and pending amount (pending marked with an asterisk, spec 2 §4). */
export function AccountList({ accounts }: { accounts: TAccount[] }) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  if (accounts.length === 0)
    return (
      <p className="op-empty" data-testid="accounts-empty">
        {t('home.empty')}
      </p>
    );
  return (
    <ul className="op-accounts">
      {accounts.map((a) => (
        <li
          key={a.accountId}
          className="op-account"
          data-testid="account-row"
          data-account-id={a.accountId}
          data-currency={a.currencyCode}
        >
          <span className="op-account__name">{t('accounts.account', { id: a.accountId })}</span>
          <span className="op-account__currency">{a.currencyCode}</span>
          <span className="op-account__label">{t('accounts.balance')}</span>
          <strong className="op-account__balance" data-testid="account-balance">
            {formatMoney(a.balance, a.currencyCode, lang)}
          </strong>
          {!isZero(a.pendingAmount) && (
            <span className="op-account__pending" data-testid="account-pending">
              {labelled(pendingMark(t('accounts.pending')), formatMoney(a.pendingAmount, a.currencyCode, lang))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
