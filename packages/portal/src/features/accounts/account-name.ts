import type { TFunction } from 'i18next';
import type { TAccount } from '@openportal/contract';

/** What an account is called: the name the customer gave it, else "Account 12". */
export function accountName(a: TAccount, t: TFunction<'accounts'>): string {
  return a.cardAliasName?.trim() || t('accounts.account', { id: a.accountId });
}
