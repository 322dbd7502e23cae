import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES, DEFAULT_INTERNAL_SECRET, ERROR_MESSAGES, REST_CALLS } from '@openportal/contract';
import { openAccount, setAccountStatus } from '@openportal/ledger';
import { onBrand } from '../test-support.ts';
import { accountIn, accountsOf, call, startCardsWorld, type TCardsWorld } from './cards-test-kit.ts';

const DEBIT_USD = 2036;
let w: TCardsWorld;

const spend = async (accountId: number, amount: string) => {
  const c = REST_CALLS.cardAuthorizationSimulate;
  const r = await w.t.core.app.inject({
    method: c.verb,
    url: c.path,
    headers: onBrand({ 'x-internal-secret': DEFAULT_INTERNAL_SECRET }),
    payload: { accountId, amount, currencyCode: 'USD', merchant: 'Book Shop' },
  });
  return r.json() as Record<string, any>;
};
const apply = (settlementAccountId: number | undefined, feeAccountId: number) =>
  call(w.t, w.me, 'cardApply', { type: DEBIT_USD, feeAccountId, settlementAccountId }, true);
type TRefusal = { validationErrors?: Array<{ field: string; message: string }> };
const firstError = (body: unknown) => (body as TRefusal).validationErrors?.[0];
const cardCount = async () =>
  (await w.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cards WHERE customer_id = $1', [w.me.customerId]))
    .rows[0]!.n;

beforeAll(async () => {
  w = await startCardsWorld();
});
afterAll(async () => w?.t.close());

describe('a debit card', () => {
  it('is offered as DEBIT and refuses a settlement account not own, not open or in another currency', async () => {
    const info = await call(w.t, w.me, 'cardApplyInfoGet', {});
    expect(info.body.products).toContainEqual(expect.objectContaining({ type: DEBIT_USD, subType: 'DEBIT' }));
    const usd = await accountIn(w.t, w.me, 'USD');
    const eur = await accountIn(w.t, w.me, 'EUR');
    const theirs = await accountIn(w.t, w.other, 'USD');
    const closed = await openAccount(w.t.db, { customerId: w.me.customerId, currency: 'USD', type: 1001 });
    if (!closed.ok) throw new Error('openAccount');
    expect((await setAccountStatus(w.t.db, closed.value.accountId, 'closed')).ok).toBe(true);
    const before = await cardCount();
    const refusals = [
      await apply(undefined, usd.accountId),
      await apply(theirs.accountId, usd.accountId),
      await apply(Number(closed.value.accountId), usd.accountId),
      await apply(eur.accountId, usd.accountId),
    ].map((r) => [r.body.responseCode, firstError(r.body)?.field, firstError(r.body)?.message]);
    expect(refusals.map((r) => r[1])).toEqual(Array(4).fill('settlementAccountId'));
    const [settle, own] = [ERROR_MESSAGES.cardSettlementAccount, ERROR_MESSAGES.chooseOwnAccount];
    expect(refusals.map((r) => r[2])).toEqual([settle, own, own, settle]);
    const prepaid = { type: 2006, feeAccountId: usd.accountId, settlementAccountId: usd.accountId };
    expect(firstError((await call(w.t, w.me, 'cardApply', prepaid, true)).body)?.field).toBe('settlementAccountId');
    expect(await cardCount()).toBe(before);
  });

  it('settles on its current account: the wire account, the hold, the authorization lists', async () => {
    const usd = await accountIn(w.t, w.me, 'USD');
    const applied = await apply(usd.accountId, usd.accountId);
    expect(applied.body.responseCode).toBe('00');
    const card = applied.body.accountId as number;
    const wire = (await accountsOf(w.t, w.me)).find((a) => a.accountId === card)!;
    expect(wire).toMatchObject({ subType: 'DEBIT', settlementAccountId: usd.accountId, balance: '0.00' });
    expect((await accountIn(w.t, w.me, 'USD')).settlementAccountId).toBeNull();
    expect(wire.accountStatusId).toBe(CARD_STATUSES.active);
    const held = BigInt(usd.pendingAmount.replace('.', ''));
    const auth = await spend(card, '12.34');
    expect(auth.authorization).toMatchObject({ accountId: card, holdAccountId: usd.accountId, status: 'pending' });
    const after = await accountIn(w.t, w.me, 'USD');
    expect(BigInt(after.pendingAmount.replace('.', '')) - held).toBe(1234n);
    expect((await accountsOf(w.t, w.me)).find((a) => a.accountId === card)).toMatchObject({ pendingAmount: '0.00' });
    const list = await call(w.t, w.me, 'currentAccountAuthorizationList', { accountId: usd.accountId });
    expect(list.body).toMatchObject({ total: 1, authorizations: [{ merchant: 'Book Shop', amount: '12.34' }] });
    const byCard = await call(w.t, w.me, 'debitCardAuthorizationList', { accountId: card });
    expect(byCard.body.total).toBe(1);
    const stranger = await call(w.t, w.other, 'currentAccountAuthorizationList', { accountId: usd.accountId });
    expect(stranger.body.responseCode).not.toBe('00');
    const theirs = await accountIn(w.t, w.other, 'USD');
    const theirList = await call(w.t, w.other, 'currentAccountAuthorizationList', { accountId: theirs.accountId });
    expect(theirList.body).toMatchObject({ total: 0, authorizations: [] });
  });
});
