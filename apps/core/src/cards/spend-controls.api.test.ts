import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INTERNAL_SECRET, ERROR_MESSAGES, REST_CALLS } from '@openportal/contract';
import { onBrand } from '../test-support.ts';
import { accountsOf, call, loadedCard, startCardsWorld, type TCardsWorld } from './cards-test-kit.ts';

let w: TCardsWorld;
let card: number;
const NONE = {
  ...{ perTransaction: null, perDay: null, perMonth: null, blockedCountries: [] },
  ...{ online: true, contactless: true, atm: true },
};
const get = (a = w.me) => call(w.t, a, 'cardSpendControlsGet', { accountId: card });
const set = (controls: object, a = w.me) =>
  call(w.t, a, 'cardSpendControlsSet', { accountId: card, currency: 'USD', ...NONE, ...controls });
const spend = async (amount: string, extra: object = {}) => {
  const r = await w.t.core.app.inject({
    method: REST_CALLS.cardAuthorizationSimulate.verb,
    url: REST_CALLS.cardAuthorizationSimulate.path,
    headers: onBrand({ 'x-internal-secret': DEFAULT_INTERNAL_SECRET }),
    payload: { accountId: card, amount, currencyCode: 'USD', merchant: 'Kiosk', ...extra },
  });
  return (r.json() as { authorization: { status: string; declineReason: string | null } }).authorization;
};
/** What money the card and the ledger hold: the card's balance and holds, and every entry ever posted. */
const money = async () => {
  const c = (await accountsOf(w.t, w.me)).find((a) => a.accountId === card)!;
  const entries = await w.t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_entries');
  return { balance: c.balance, pending: c.pendingAmount, entries: entries.rows[0]!.n };
};

beforeAll(async () => {
  w = await startCardsWorld();
  card = await loadedCard(w.t, w.me, '40.00');
});
afterAll(async () => w?.t.close());

describe('card spend controls (cardSpendControlsGet / cardSpendControlsSet)', () => {
  it('answers none for a new card, then what was set, in the card’s currency', async () => {
    expect((await get()).body).toMatchObject({ responseCode: '00', currency: 'USD', controls: NONE });
    const controls = { perTransaction: '5', perDay: '8.50', blockedCountries: ['RU'], atm: false };
    expect((await set(controls)).body.responseCode).toBe('00');
    expect((await get()).body.controls).toEqual({ ...NONE, ...controls, perTransaction: '5.00' });
  });

  it('refuses another customer’s card, another currency and a bad amount, changing nothing', async () => {
    const before = (await get()).body.controls;
    const other = await set({ perDay: '1.00' }, w.other);
    expect(other.body.validationErrors).toEqual([{ field: 'accountId', message: ERROR_MESSAGES.cardNotFound }]);
    expect((await get(w.other)).body.validationErrors).toEqual(other.body.validationErrors);
    const eur = await call(w.t, w.me, 'cardSpendControlsSet', { accountId: card, currency: 'EUR', ...NONE });
    expect(eur.body.validationErrors).toEqual([{ field: 'currency', message: ERROR_MESSAGES.currencyMismatch }]);
    for (const perMonth of ['1.001', '0'])
      expect((await set({ perMonth })).body.validationErrors).toEqual([
        { field: 'perMonth', message: expect.stringMatching(/^Amount/) as unknown },
      ]);
    expect((await get()).body.controls).toEqual(before);
  });

  it('declines with a reason what the controls refuse, and a declined authorization moves no money', async () => {
    await set({ perTransaction: '5.00', perDay: '8.00', blockedCountries: ['RU'], atm: false, online: false });
    const before = await money();
    const declined = [
      await spend('5.01', { channel: 'chip' }),
      await spend('1.00', { channel: 'chip', merchantCountry: 'RU' }),
      await spend('1.00', { channel: 'atm' }),
      await spend('1.00', { channel: 'online' }),
    ];
    expect(declined.map((a) => [a.status, a.declineReason])).toEqual([
      ['declined', 'perTransactionLimit'],
      ['declined', 'countryBlocked'],
      ['declined', 'channelBlocked'],
      ['declined', 'channelBlocked'],
    ]);
    expect(await money()).toEqual(before);
    // Within the limits: held; the day's limit then counts that hold.
    expect((await spend('5.00', { channel: 'contactless' })).status).toBe('pending');
    const held = await money();
    expect(held.pending).toBe('5.00');
    expect(await spend('3.01', { channel: 'chip' })).toMatchObject({ status: 'declined', declineReason: 'dailyLimit' });
    expect(await money()).toEqual(held);
    await set({ perMonth: '9.00' });
    expect(await spend('4.01', { channel: 'chip' })).toMatchObject({
      status: 'declined',
      declineReason: 'monthlyLimit',
    });
    expect(await money()).toEqual(held);
    await set({});
    expect((await spend('4.01', { channel: 'atm' })).status).toBe('pending');
  });
});
