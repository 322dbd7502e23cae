import { describe, expect, it } from 'vitest';
import { CARD_STATUSES, type TAccount } from '@openportal/contract';
import { account } from '../../test/fake-api.ts';
import { actionsOf, cardsEntry, cardsOf, detailFallback, listSkip, maskCardNumber, statusName } from './card-model.ts';
import { cardAccount } from '../../test/cards-kit.ts';

const v = (id: number, status?: number) => cardAccount(id, { status }) as TAccount;
const p = (id: number, status?: number) => cardAccount(id, { virtual: false, status }) as TAccount;

describe('the card routes (spec 1 §2)', () => {
  it('counts only prepaid card products as cards', () => {
    const debit = cardAccount(5, { subType: 'DEBIT' }) as TAccount;
    expect(cardsOf([account(1, 'USD', '1.00') as TAccount, debit, v(6)]).map((c) => c.accountId)).toEqual([6]);
  });
  it('sends `cards` to the physical list when a physical card is owned, else the virtual one', () => {
    expect(cardsEntry([v(1), p(2)])).toBe('/cards/physical');
    expect(cardsEntry([v(1)])).toBe('/cards/virtual');
    expect(cardsEntry([])).toBe('/cards/virtual');
  });
  it('skips a list to the detail for exactly one card of its kind and none of the other', () => {
    expect(listSkip('virtual', [v(7)])).toBe('/cards/7');
    expect(listSkip('physical', [p(8)])).toBe('/cards/8');
    expect(listSkip('virtual', [v(7), p(8)])).toBeNull();
    expect(listSkip('virtual', [v(7), v(9)])).toBeNull();
    expect(listSkip('physical', [v(7)])).toBeNull();
  });
  it('keeps the detail for an own card, else the list with several cards, else home', () => {
    expect(detailFallback(7, [v(7)])).toBeNull();
    expect(detailFallback(3, [v(7), p(8)])).toBe('/cards');
    expect(detailFallback(3, [v(7)])).toBe('/');
    expect(detailFallback(3, [])).toBe('/');
  });
});

describe('the card actions (CARD_ACTION_RULES)', () => {
  it('offers per status exactly what the rules allow', () => {
    expect(actionsOf(v(1, CARD_STATUSES.active))).toEqual([
      'pause',
      'load',
      'pin',
      'block',
      'virtualDetails',
      'rename',
      'reissue',
    ]);
    expect(actionsOf(v(1, CARD_STATUSES.paused))).toEqual([
      'unpause',
      'pin',
      'block',
      'virtualDetails',
      'rename',
      'reissue',
    ]);
    expect(actionsOf(v(1, CARD_STATUSES.submitted))).toEqual(['activate']);
    expect(actionsOf(p(1, CARD_STATUSES.submitted))).toEqual(['shippingUpgrade']);
    expect(actionsOf(p(1, CARD_STATUSES.shipped))).toEqual(['activate']);
    expect(actionsOf(v(1, CARD_STATUSES.fraud))).toEqual([]);
  });
  it('names statuses and masks long numbers (first 2, last 4)', () => {
    expect(statusName(71)).toBe('paused');
    expect(statusName(999)).toBe('unknown');
    expect(maskCardNumber('4000 0012 3456 7890')).toBe('40**********7890');
    expect(maskCardNumber('123456')).toBe('123456');
  });
});
