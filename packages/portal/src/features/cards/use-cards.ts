import { balanceInquiry, isCardProductType, type TAccount } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { useAccounts, type TAccountsState } from '../../shared/money/use-accounts.ts';
import { cardsOf } from './card-model.ts';

/**
 * The customer's open accounts split into their cards and the other accounts (which pay and
 * load; a debit card's account, no money of its own, is neither). `fetching`: the accounts are
 * being asked again (e.g. right after applying for a card), so a card not in the cached answer
 * may still come.
 */
export function useCards(): TAccountsState & { cards: TAccount[]; others: TAccount[]; fetching: boolean } {
  const state = useAccounts();
  const fetching = useCall(balanceInquiry, {}).isFetching;
  return {
    ...state,
    fetching,
    cards: cardsOf(state.accounts),
    others: state.accounts.filter((a) => !isCardProductType(a.type)),
  };
}
