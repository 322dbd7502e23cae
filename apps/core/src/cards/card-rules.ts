import { cardActionAllowed, type TCardAction } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { AppError, fieldError } from '../platform/app-error.ts';
import { cardOf, type TCardRow } from './data/cards.ts';

/** The refusal of an action the card's status does not allow (CARD_ACTION_RULES). */
export const actionNotAllowed = () => new AppError('VF', 'cardActionNotAllowed');

/**
 * The acting customer's card, checked against the card action rules for `action`: another
 * customer's card or no card is refused (cardNotFound on accountId), an action its status does
 * not allow too (cardActionNotAllowed). `lock`: held for update in the caller's transaction.
 */
export async function ownCard(
  q: Queryable,
  customerId: string,
  accountId: number,
  action: TCardAction | null,
  lock = false,
): Promise<TCardRow> {
  const card = await cardOf(q, customerId, accountId, lock);
  if (!card) throw fieldError('accountId', 'cardNotFound');
  if (action && !cardActionAllowed(action, card)) throw actionNotAllowed();
  return card;
}

/** Runs a status change of one card in one transaction: the card locked and checked, then `change`. */
export async function changeCard<T>(
  db: Db,
  customerId: string,
  accountId: number,
  action: TCardAction,
  change: (tx: Queryable, card: TCardRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => change(tx, await ownCard(tx, customerId, accountId, action, true)));
}
