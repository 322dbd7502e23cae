import { CARD_STATUSES } from '@openportal/contract';

const NAMES = Object.fromEntries(Object.entries(CARD_STATUSES).map(([name, id]) => [id, name])) as Record<
  number,
  string
>;

/** The catalogue key of a card status's name (cards.statuses.<name>). */
export const statusKey = (statusId: number) => `cards.statuses.${NAMES[statusId] ?? 'pending'}`;
