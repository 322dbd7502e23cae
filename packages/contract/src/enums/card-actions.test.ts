import { describe, expect, it } from 'vitest';
import { CARD_CALL_ACTIONS } from '../calls/money/cards.ts';
import { METHOD_CALLS } from '../calls/index.ts';
import { CARD_ACTIONS, CARD_STATUSES, cardActionAllowed, cardActionsOf, type TCardAction } from './money.ts';

const S = CARD_STATUSES;
/** Spec 2 §4 written out (statuses where each action is allowed), and ours for activate, reissue, shippingUpgrade. */
const EXPECTED: Record<TCardAction, { virtual: number[]; physical: number[] }> = {
  pause: { virtual: [S.active, S.expired], physical: [S.active, S.expired] },
  unpause: { virtual: [S.paused], physical: [S.paused] },
  load: { virtual: [S.active], physical: [S.active] },
  enrollment: { virtual: [], physical: [S.active] },
  pin: { virtual: [S.paused, S.active, S.expired], physical: [S.paused, S.active, S.expired] },
  block: { virtual: [S.paused, S.active, S.expired], physical: [S.paused, S.active, S.expired] },
  virtualDetails: { virtual: [S.paused, S.active, S.expired], physical: [S.paused, S.active, S.expired] },
  rename: { virtual: [S.paused, S.active, S.expired], physical: [S.paused, S.active, S.expired] },
  activate: { virtual: [S.submitted], physical: [S.shipped] },
  reissue: {
    virtual: [S.paused, S.active, S.expired, S.canceled],
    physical: [S.paused, S.active, S.expired, S.canceled],
  },
  shippingUpgrade: { virtual: [], physical: [S.submitted, S.printing, S.printed] },
};

describe('card action rules (one table, contract CARD_ACTION_RULES)', () => {
  it('allow each action in exactly the statuses of the spec (and ours), never in fraud', () => {
    expect([...CARD_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const action of CARD_ACTIONS)
      for (const kind of ['virtual', 'physical'] as const) {
        const allowed = Object.values(S).filter((statusId) =>
          cardActionAllowed(action, { statusId, isVirtual: kind === 'virtual', enrollableType: true }),
        );
        expect(
          allowed.sort((a, b) => a - b),
          `${action} ${kind}`,
        ).toEqual([...EXPECTED[action][kind]].sort((a, b) => a - b));
        expect(cardActionAllowed(action, { statusId: S.fraud, isVirtual: kind === 'virtual' })).toBe(false);
      }
    expect(cardActionAllowed('enrollment', { statusId: S.active, isVirtual: false })).toBe(false);
  });
  it('lists the actions of a card in table order, and maps every card call to an action', () => {
    expect(cardActionsOf({ statusId: S.paused, isVirtual: true })).toEqual([
      'unpause',
      'pin',
      'block',
      'virtualDetails',
      'rename',
      'reissue',
    ]);
    for (const method of Object.keys(CARD_CALL_ACTIONS)) expect(METHOD_CALLS, method).toHaveProperty(method);
  });
});
