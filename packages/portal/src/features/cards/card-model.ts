import {
  CARD_STATUSES,
  cardActionsOf,
  isCardProductType,
  portalPath,
  type TAccount,
  type TCardAction,
  type TPortalPathName,
} from '@openportal/contract';

/**
 * The cards of the portal (spec 1 §2 and spec 2 §2 card routes): the customer's own non-closed
 * prepaid card accounts, i.e. the accounts of balanceInquiry whose type is a card product
 * (2006-2135), subType PREPAID (the accounts are already without the closed ones, status 11).
 */
export const isCard = (a: TAccount): boolean => isCardProductType(a.type) && a.subType === 'PREPAID';
export const cardsOf = (accounts: readonly TAccount[]): TAccount[] => accounts.filter(isCard);

export type TCardKind = 'physical' | 'virtual';
export const kindOf = (a: TAccount): TCardKind => (a.cardIsVirtual ? 'virtual' : 'physical');
export const LIST_PATH: Record<TCardKind, TPortalPathName> = { physical: 'cardsPhysical', virtual: 'cardsVirtual' };

/**
 * `cards`: the physical or the virtual list depending on the cards owned. Our choice where the
 * spec is silent on which wins: the physical list when a physical card is owned, else the virtual
 * list (also with no card at all: its "apply" leads to a card issued at once).
 */
export function cardsEntry(cards: readonly TAccount[]): string {
  return portalPath(cards.some((c) => kindOf(c) === 'physical') ? 'cardsPhysical' : 'cardsVirtual');
}

/**
 * A list skips straight to the card's detail when exactly one card of its kind exists and none
 * of the other kind (spec 1 §2); else null: the list shows.
 */
export function listSkip(kind: TCardKind, cards: readonly TAccount[]): string | null {
  const own = cards.filter((c) => kindOf(c) === kind);
  if (own.length !== 1 || cards.length !== 1) return null;
  return portalPath('cardDetail', { accountId: own[0]!.accountId });
}

/**
 * `cards/{accountId}` and `card/{accountId}/pin`: only for the user's own non-closed prepaid
 * card; otherwise the cards list when several card accounts exist, else home (spec 1 §2).
 */
export function detailFallback(accountId: number, cards: readonly TAccount[]): string | null {
  if (cards.some((c) => c.accountId === accountId)) return null;
  return portalPath(cards.length > 1 ? 'cards' : 'home');
}

/** The status name of a card (the `status.<name>` text), spec 2 §4 Card statuses. */
export function statusName(statusId: number): string {
  const hit = Object.entries(CARD_STATUSES).find(([, v]) => v === statusId);
  return hit ? hit[0] : 'unknown';
}

/** The actions CARD_ACTION_RULES allows on this card now (the detail's buttons). */
export const actionsOf = (a: TAccount): TCardAction[] =>
  cardActionsOf({ statusId: a.accountStatusId, isVirtual: a.cardIsVirtual === true });

/** `04/2029`: a card's expiry. */
export const expiryText = (month: number | null, year: number | null): string =>
  month && year ? `${String(month).padStart(2, '0')}/${year}` : '';

/** Spec 2 §5: a card number of 16 characters or more shows its first 2 and last 4 only. */
export function maskCardNumber(n: string): string {
  const plain = n.replace(/\s+/g, '');
  if (plain.length < 16) return plain;
  return `${plain.slice(0, 2)}${'*'.repeat(plain.length - 6)}${plain.slice(-4)}`;
}

/** `4000 0012 3456 7890`: a revealed number in groups of four. */
export const groupedNumber = (n: string): string => n.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
