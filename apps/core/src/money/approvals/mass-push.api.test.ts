import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '@openportal/ledger';
import { call, linkApprovedDevice } from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';
import { startSecurityCore } from '../../security/security-test-kit.ts';
import { balanceOf, seedCustomer, setTransactionMode, type TSeeded } from './approvals-test-kit.ts';

/**
 * A mass p2p batch of a user who approves payments on a linked device (mode push): ONE approval
 * request for the whole batch, ONE push to the device, and its decision decides every row:
 * approved posts every hold, denied voids them all. Nothing moves before.
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => {
  if (t) expect(await checkInvariants(t.db)).toEqual([]);
  await t?.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.core.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const deviceState = async (secret: string) =>
  (await inject('GET', '/device/state', { 'x-device-secret': secret })).json() as {
    payments: Array<{ approvalId: string; amount: string; currency: string }>;
  };
const decide = (secret: string, approvalId: string, approve: boolean) =>
  inject('POST', '/device/payment-decision', { 'x-device-secret': secret }, { approvalId, approve });
const pushesTo = async (userId: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM device_pushes p JOIN devices d ON d.id = p.device_id WHERE d.user_id = $1`,
        [userId],
      )
    ).rows[0]!.n,
  );

/** A payer in mode push with an approved device, and three payees with an empty USD account. */
async function parties() {
  const a = await seedCustomer(t);
  const { secret } = await linkApprovedDevice(t, a.auth, a.userId);
  await setTransactionMode(t, a.userId, 'push');
  const payees: TSeeded[] = [];
  for (let n = 0; n < 3; n++)
    payees.push(await seedCustomer(t, { accounts: [{ currency: 'USD', balanceMinor: '0' }] }));
  return { a, secret, payees };
}

/** A three-row batch (1.00, 2.00, 3.00) uploaded and confirmed: answers the confirm. */
async function confirmBatch(a: TSeeded, payees: readonly TSeeded[], key: string) {
  const text = payees.map((p, n) => `${p.email},${n + 1}.00`).join('\n');
  const up = await call(
    t,
    'p2pMassUploadText',
    { accountId: a.accountIds[0]!, batchName: 'Three', text },
    { ...a.auth, 'idempotency-key': `${key}-up` },
  );
  expect(up.body).toMatchObject({ responseCode: '00', count: 3, errors: [] });
  return call(t, 'p2pMassConfirm', { batchId: up.body.batchId }, { ...a.auth, 'idempotency-key': `${key}-confirm` });
}

const payeeBalances = (payees: readonly TSeeded[]) => Promise.all(payees.map((p) => balanceOf(t, p, p.accountIds[0]!)));

describe('a mass p2p batch waiting for a device (mode push)', () => {
  it('asks once (one push, one request on the device) and its approval posts every row', async () => {
    const { a, secret, payees } = await parties();
    const pushesBefore = await pushesTo(a.userId);
    const confirm = await confirmBatch(a, payees, 'mass-push');
    expect(confirm.body).toMatchObject({ responseCode: '00', count: 3, status: 'pending', approveMode: 1 });
    await t.core.drainOutbox();
    expect((await pushesTo(a.userId)) - pushesBefore).toBe(1);
    const waiting = (await deviceState(secret)).payments;
    expect(waiting).toEqual([expect.objectContaining({ amount: '6.00', currency: 'USD' })]);
    expect(await payeeBalances(payees)).toEqual(['0.00', '0.00', '0.00']);

    expect((await decide(secret, waiting[0]!.approvalId, true)).json()).toEqual({ decided: true, status: 'approved' });
    expect(await payeeBalances(payees)).toEqual(['1.00', '2.00', '3.00']);
    expect(await balanceOf(t, a, a.accountIds[0]!)).toBe('994.00');
    expect((await deviceState(secret)).payments).toEqual([]);
    expect((await decide(secret, waiting[0]!.approvalId, true)).json()).toEqual({ decided: false, status: 'approved' });
  });

  it('denied on the device, voids every row of the batch', async () => {
    const { a, secret, payees } = await parties();
    const confirm = await confirmBatch(a, payees, 'mass-push-deny');
    expect(confirm.body).toMatchObject({ status: 'pending', approveMode: 1 });
    const [request] = (await deviceState(secret)).payments;
    expect((await decide(secret, request!.approvalId, false)).json()).toEqual({ decided: true, status: 'denied' });
    const rows = await t.db.query<{ status: string }>(
      `SELECT status FROM payment_approvals WHERE user_id = $1 ORDER BY id`,
      [a.userId],
    );
    expect(rows.rows.map((r) => r.status)).toEqual(['denied', 'denied', 'denied']);
    expect(await payeeBalances(payees)).toEqual(['0.00', '0.00', '0.00']);
    expect(await balanceOf(t, a, a.accountIds[0]!)).toBe('1000.00');
    expect((await deviceState(secret)).payments).toEqual([]);
  });
});
