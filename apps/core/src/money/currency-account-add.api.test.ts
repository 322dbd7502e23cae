import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS, type TAccount, type TRealtimeDelivery } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
});
afterAll(async () => t?.close());

const add = (currencyCode: string, key: string) =>
  callMethod(t, 'currencyAccountAdd', { currencyCode }, { ...auth, 'idempotency-key': key });
const accounts = async () => (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];

describe('currencyAccountAdd', () => {
  it('opens a GBP account once per key, shows it with a zero balance and tells every tab', async () => {
    const heard: TRealtimeDelivery[] = [];
    const stop = t.core.hub.subscribe((d) => heard.push(d));
    try {
      const first = await add('GBP', 'gbp-1');
      expect(METHOD_CALLS.currencyAccountAdd.response.safeParse(first.body).success).toBe(true);
      const replay = await add('GBP', 'gbp-1');
      expect(replay.body).toEqual(first.body);
      const gbp = (await accounts()).filter((a) => a.currencyCode === 'GBP');
      expect(gbp.map((a) => [a.accountId, a.balance])).toEqual([[first.body.accountId, '0.00']]);
      // Published after the commit, with the new account's balance (nothing for the replay).
      await expect
        .poll(() => heard.filter((d) => d.event.type === 'BalanceChanged').map((d) => d.event))
        .toEqual([
          {
            type: 'BalanceChanged',
            customerId: gbp[0]!.customerId,
            accountIds: [first.body.accountId],
            balances: [
              { accountId: first.body.accountId, balance: '0.00', pendingAmount: '0.00', version: expect.any(Number) },
            ],
          },
        ]);
    } finally {
      stop();
    }
  });
  it('refuses a second account in a held currency, a reused key and a missing key, writing nothing', async () => {
    const before = await accounts();
    const usd = await add('USD', 'usd-1');
    expect(usd.body).toEqual({
      responseCode: 'VF',
      responseDescription: ERROR_MESSAGES.validationFailed,
      validationErrors: [{ field: 'currencyCode', message: ERROR_MESSAGES.currencyAccountExists }],
    });
    const reused = await add('CHF', 'gbp-1');
    expect([reused.status, reused.body.responseCode]).toEqual([409, 'VF']);
    const missing = await callMethod(t, 'currencyAccountAdd', { currencyCode: 'CHF' }, auth);
    expect(missing.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'Idempotency-Key' }] });
    expect(await accounts()).toEqual(before);
    // A refused request keeps no key: the same key may be used again for a valid request.
    expect((await add('CHF', 'usd-1')).body.responseCode).toBe('00');
  });
});
