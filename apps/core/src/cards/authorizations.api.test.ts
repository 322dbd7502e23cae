import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES, DEFAULT_INTERNAL_SECRET, REST_CALLS, type RestCall } from '@openportal/contract';
import { onBrand } from '../test-support.ts';
import {
  accountIn,
  accountsOf,
  call,
  cardRow,
  setStatus,
  loadedCard,
  startCardsWorld,
  type TCardsWorld,
} from './cards-test-kit.ts';
import { createVault, vaultKeyOf } from './issuer/vault.ts';

let w: TCardsWorld;
let card: number;
let pan: string;
const internal = { 'x-internal-secret': DEFAULT_INTERNAL_SECRET };
const rest = async (
  c: RestCall,
  body: object,
  params: Record<string, string> = {},
  headers: Record<string, string> = internal,
) => {
  const url = Object.entries(params).reduce((u, [k, v]) => u.replace(`{${k}}`, v), c.path);
  const r = await w.t.core.app.inject({ method: c.verb, url, headers: onBrand(headers), payload: body });
  return { status: r.statusCode, body: r.json() as Record<string, any> };
};
const spend = (amount: string, extra: object = {}) =>
  rest(REST_CALLS.cardAuthorizationSimulate, { pan, amount, currencyCode: 'USD', merchant: 'Coffee Shop', ...extra });
const settle = (id: string, body: object = {}) =>
  rest(REST_CALLS.cardAuthorizationSettle, body, { authorizationId: id });
const reverse = (id: string) => rest(REST_CALLS.cardAuthorizationReverse, {}, { authorizationId: id });
const cardAccount = async () => (await accountsOf(w.t, w.me)).find((a) => a.accountId === card)!;

beforeAll(async () => {
  w = await startCardsWorld();
  card = await loadedCard(w.t, w.me, '50.00');
  pan = createVault(vaultKeyOf(DEFAULT_INTERNAL_SECRET)).panOf(String((await cardRow(w.t, card))!.pan_token));
});
afterAll(async () => w?.t.close());

describe('the authorization simulator', () => {
  it('holds an authorization on the card account, then settles a part of it (partial capture)', async () => {
    const auth = await spend('30.00');
    expect(auth.body.authorization).toMatchObject({ accountId: card, status: 'pending', amount: '30.00' });
    expect(JSON.stringify(auth.body)).not.toContain(pan);
    expect(await cardAccount()).toMatchObject({ balance: '50.00', pendingAmount: '30.00' });
    const settled = await settle(auth.body.authorization.authorizationId, { amount: '25.00' });
    expect(settled.body.authorization).toMatchObject({ status: 'settled', captured: '25.00' });
    expect(await cardAccount()).toMatchObject({ balance: '25.00', pendingAmount: '0.00' });
    const again = await settle(auth.body.authorization.authorizationId);
    expect(again.body.responseCode).not.toBe('00');
    expect(JSON.stringify(again.body)).toContain('already settled or reversed');
  });

  it('reverses an authorization: the hold is released, nothing posted', async () => {
    const auth = await spend('10.00', { accountId: undefined });
    const id = auth.body.authorization.authorizationId;
    expect((await settle(id, { amount: '10.01' })).body.responseCode).not.toBe('00');
    expect((await reverse(id)).body.authorization.status).toBe('reversed');
    expect(await cardAccount()).toMatchObject({ balance: '25.00', pendingAmount: '0.00' });
  });

  it('declines what the balance, the status or the spend controls refuse, holding nothing', async () => {
    expect((await spend('100.00')).body.authorization).toMatchObject({
      status: 'declined',
      declineReason: 'insufficientFunds',
    });
    await w.t.db.query(
      `INSERT INTO card_spend_controls (account_id, per_transaction_minor, blocked_countries, atm) VALUES ($1, 500, '{RU}', false)`,
      [card],
    );
    const reasons = [
      (await spend('6.00')).body.authorization.declineReason,
      (await spend('1.00', { merchantCountry: 'RU' })).body.authorization.declineReason,
      (await spend('1.00', { channel: 'atm' })).body.authorization.declineReason,
    ];
    expect(reasons).toEqual(['perTransactionLimit', 'countryBlocked', 'channelBlocked']);
    await setStatus(w.t, card, CARD_STATUSES.paused);
    expect((await spend('1.00')).body.authorization.declineReason).toBe('cardNotUsable');
    await setStatus(w.t, card, CARD_STATUSES.active);
    expect(await cardAccount()).toMatchObject({ balance: '25.00', pendingAmount: '0.00' });
  });

  it('refuses an unknown card and a caller without the internal secret', async () => {
    const unknown = await rest(REST_CALLS.cardAuthorizationSimulate, {
      pan: '4000009999999999',
      amount: '1.00',
      currencyCode: 'USD',
      merchant: 'X',
    });
    expect(unknown.body.responseCode).not.toBe('00');
    expect(JSON.stringify(unknown.body)).not.toContain('4000009999999999');
    const outsider = await rest(
      REST_CALLS.cardAuthorizationSimulate,
      { accountId: card, amount: '1.00', currencyCode: 'USD', merchant: 'X' },
      {},
      {},
    );
    expect(outsider.status).toBeGreaterThanOrEqual(400);
  });
});

describe('the authorization lists', () => {
  it('lists the card authorizations newest first, to the owner only', async () => {
    const list = await call(w.t, w.me, 'debitCardAuthorizationList', { accountId: card });
    expect(list.body.total).toBe(7);
    expect(list.body.authorizations).toHaveLength(7);
    expect((list.body.authorizations as object[]).at(-1)).toMatchObject({
      merchant: 'Coffee Shop',
      amount: '25.00',
      status: 'settled',
    });
    const current = await call(w.t, w.me, 'currentAccountAuthorizationList', { accountId: card, pageSize: 2 });
    expect([current.body.total, (current.body.authorizations as object[]).length]).toEqual([7, 2]);
    const stranger = await call(w.t, w.other, 'debitCardAuthorizationList', { accountId: card });
    expect(stranger.body.responseCode).not.toBe('00');
    const usd = await accountIn(w.t, w.me, 'USD');
    const none = await call(w.t, w.me, 'currentAccountAuthorizationList', { accountId: usd.accountId });
    expect(none.body).toMatchObject({ total: 0, authorizations: [] });
  });
});
