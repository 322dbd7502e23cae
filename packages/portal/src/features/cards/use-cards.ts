import type { TAccount } from '@openportal/contract';
import { useAccounts, type TAccountsState } from '../../shared/money/use-accounts.ts';
import { cardsOf, isCard } from './card-model.ts';

/** The customer's open accounts split into their cards and the other accounts (which pay and load). */
export function useCards(): TAccountsState & { cards: TAccount[]; others: TAccount[] } {
  const state = useAccounts();
  return { ...state, cards: cardsOf(state.accounts), others: state.accounts.filter((a) => !isCard(a)) };
}
