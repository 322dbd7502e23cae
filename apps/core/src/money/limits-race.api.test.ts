import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAccount } from '@openportal/contract';
import { checkInvariants, openAccount } from '@openportal/ledger';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { setRule } from './pricing/pricing-test-kit.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
beforeAll(async () => {
  // One request per batch and four batches in flight: on PostgreSQL two racing payments are two
  // transactions on two connections at once, and only the database's locks keep them apart.
  t = await startTestCore({ BRANDS_DIR: brandsDir, GROUP_COMMIT_MAX_BATCH: '1', GROUP_COMMIT_LANES: '4' });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
});
afterAll(async () => t?.close());

describe('limits under concurrency', () => {
  it('two payments racing for the last of a daily limit: exactly one passes, every round', async () => {
    const list = (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
    const usd = list.find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
    const opened = await openAccount(t.db, { customerId: usd.customerId, currency: 'USD', type: 4001 });
    if (!opened.ok) throw new Error(opened.error);
    const target = Number(opened.value.accountId);
    const pay = (key: string) =>
      callMethod(
        t,
        'transferBetweenAccounts',
        { toAmount: '60.00', currency: 'USD', fromAccount: usd.accountId, toAccount: target },
        { ...auth, 'idempotency-key': key },
      );
    const rounds = 8;
    for (let round = 0; round < rounds; round++) {
      // 60.00 of room left today: one of two 60.00 payments fits.
      await setRule(t.db, { daily: BigInt(round + 1) * 6_000n });
      const answers = await Promise.all([pay(`race-${round}-a`), pay(`race-${round}-b`)]);
      const passed = answers.filter((a) => a.body.responseCode === '00');
      expect(passed).toHaveLength(1);
      expect(answers.find((a) => a.body.responseCode !== '00')!.body).toMatchObject({
        responseCode: 'VF',
        validationErrors: [{ field: 'toAmount', message: ERROR_MESSAGES.limitDailyExceeded }],
      });
    }
    const balance = (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
    expect(balance.find((a) => a.accountId === target)!.balance).toBe(`${rounds * 60}.00`);
    const limits = await callMethod(
      t,
      'customerLimitsGet',
      { type: 'betweenAccounts', fromAccountId: usd.accountId, toAccountId: target },
      auth,
    );
    expect(limits.body.limits).toEqual([
      { period: 'day', amount: `${rounds * 60}.00`, used: `${rounds * 60}.00`, currencyCode: 'USD' },
    ]);
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});
