import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAccount, type TRealtimeDelivery } from '@openportal/contract';
import { checkInvariants, openAccount } from '@openportal/ledger';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
beforeAll(async () => {
  // A wide window: the concurrent requests below share batches.
  t = await startTestCore({ BRANDS_DIR: brandsDir, GROUP_COMMIT_WINDOW_MS: '20' });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('business', 'paywave'), DEMO_PASSWORD)).accessToken}` };
});
afterAll(async () => t?.close());

async function accounts(): Promise<TAccount[]> {
  return (await callMethod(t, 'balanceInquiry', {}, auth)).body.accounts as TAccount[];
}

const transfer = (body: object, key: string) =>
  callMethod(t, 'transferBetweenAccounts', body, { ...auth, 'idempotency-key': key });

describe('money writes through group commit', () => {
  it('answers each of many concurrent transfers on its own: refusals, replays and exchanges beside new movements', async () => {
    const before = await accounts();
    const usd = before.find((a) => a.currencyCode === 'USD' && a.type === 1001)!;
    const eur = before.find((a) => a.currencyCode === 'EUR')!;
    const opened = await openAccount(t.db, { customerId: usd.customerId, currency: 'USD', type: 4001 });
    if (!opened.ok) throw new Error(opened.error);
    const target = Number(opened.value.accountId);
    const deliveries: TRealtimeDelivery[] = [];
    const unsubscribe = t.core.hub.subscribe((d) => deliveries.push(d));

    const move = (toAmount: string) => ({ toAmount, currency: 'USD', fromAccount: usd.accountId, toAccount: target });
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, n) => transfer(move('1.00'), `gc-${n}`)),
      transfer(move('99999999.00'), 'gc-too-much'),
      transfer(move('2.00'), 'gc-twice'),
      transfer(move('2.00'), 'gc-twice'),
      transfer({ ...move('10.00'), toAccount: eur.accountId }, 'gc-fx'),
      transfer({ ...move('1.00'), toAccount: usd.accountId }, 'gc-same'),
    ]);
    const codes = answers.map((a) => a.body.responseCode);
    expect(codes.slice(0, 12)).toEqual(new Array(12).fill('00'));
    expect(answers[12]!.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'toAmount' }] });
    // The same key twice at once: one movement, or the second told to ask again (server).
    const twice = answers.slice(13, 15).map((a) => a.body);
    expect(twice[0]!.responseCode).toBe('00');
    if (twice[1]!.responseCode === '00') expect(twice[1]!.transactionId).toBe(twice[0]!.transactionId);
    else expect(twice[1]!.responseDescription).toBe(ERROR_MESSAGES.idempotencyInProgress);
    expect(codes[15]).toBe('00');
    expect(answers[16]!.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'toAccount' }] });

    const after = await accounts();
    const cents = (v: string) => BigInt(v.replace('.', ''));
    expect(cents(after.find((a) => a.accountId === target)!.balance)).toBe(1400n);
    expect(cents(after.find((a) => a.accountId === usd.accountId)!.balance)).toBe(cents(usd.balance) - 1400n - 1000n);
    expect(await checkInvariants(t.db)).toEqual([]);

    // Every new movement announced once, with its own transaction id; refusals announce nothing.
    await t.core.drainOutbox();
    const moved = new Set(answers.filter((a) => a.body.responseCode === '00').map((a) => a.body.transactionId));
    await expect.poll(() => deliveries.filter((d) => d.event.type === 'TransactionCreated').length).toBe(moved.size);
    const announced = deliveries.flatMap((d) => (d.event.type === 'TransactionCreated' ? [d.event.transactionId] : []));
    expect(new Set(announced)).toEqual(moved);
    unsubscribe();
  });
});
