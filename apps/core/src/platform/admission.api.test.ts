import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, SERVICE_ROUTES, type TAccount } from '@openportal/contract';
import { checkInvariants, openAccount } from '@openportal/ledger';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';
import type { CoreModule } from './module.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
/** Requests on this route stay in flight until `release`: the door is full while they do. */
const HOLD = '/testing-admission/hold';
let release!: () => void;
const held = new Promise<void>((r) => (release = r));
let entered = 0;
const holding: CoreModule = {
  name: 'admission-probe',
  operations: [],
  routes(app) {
    app.get(HOLD, async () => {
      entered++;
      await held;
      return { ok: true };
    });
  },
};

let t: TestCore;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir, MAX_IN_FLIGHT: '2' }, { extraModules: () => [holding] });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('business', 'paywave'), DEMO_PASSWORD)).accessToken}` };
});
afterAll(async () => t?.close());

const balances = async () =>
  ((await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[]).map((a) => [a.accountId, a.balance]);

describe('admission at the door (MAX_IN_FLIGHT)', () => {
  it('answers a request past the bound busy at once and moves nothing; the same request goes through once there is room', async () => {
    const accounts = (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
    const from = accounts.find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
    const opened = await openAccount(t.db, { customerId: from.customerId, currency: 'USD', type: 4001 });
    if (!opened.ok) throw new Error(opened.error);
    const to = Number(opened.value.accountId);
    const before = await balances();
    const transfer = () =>
      callMethod(
        t,
        'transferBetweenAccounts',
        { toAmount: '1.00', currency: 'USD', fromAccount: from.accountId, toAccount: to },
        { ...auth, 'idempotency-key': 'admission-1' },
      );

    const holds = [0, 1].map(() => t.core.app.inject({ method: 'GET', url: HOLD, headers: onBrand() }));
    await expect.poll(() => entered).toBe(2);
    const refused = await transfer();
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({ responseCode: 'AE', responseDescription: ERROR_MESSAGES.serverBusy });
    // Probes are never refused at the door.
    expect((await t.core.app.inject({ method: 'GET', url: SERVICE_ROUTES.live })).statusCode).not.toBe(503);

    release();
    expect((await Promise.all(holds)).map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await balances()).toEqual(before);
    expect(await checkInvariants(t.db)).toEqual([]);

    const accepted = await transfer();
    expect(accepted.body.responseCode).toBe('00');
    expect(await balances()).not.toEqual(before);
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});
