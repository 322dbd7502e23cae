import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS } from '@openportal/contract';
import { checkInvariants } from '@openportal/ledger';
import { call, lastSmsCode, startSecurityCore } from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';
import { balanceOf, seedCustomer } from './approvals-test-kit.ts';

/**
 * A mass p2p batch of a user who confirms payments with a code: the confirm answers pending with
 * the approval to ask for (the portal's popup reads it, never a second call); ONE code is sent
 * for all the rows, bound to each, and it approves them all at once; nothing moves before.
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => {
  if (t) expect(await checkInvariants(t.db)).toEqual([]);
  await t?.close();
});

describe('a mass p2p batch waiting for a code', () => {
  it('answers pending with the approval, sends one code, and that code posts every row once', async () => {
    const a = await seedCustomer(t, { mode: 'sms' });
    const [b, c] = [
      await seedCustomer(t, { accounts: [{ currency: 'USD', balanceMinor: '0' }] }),
      await seedCustomer(t, { accounts: [{ currency: 'USD', balanceMinor: '0' }] }),
    ];
    const up = await call(
      t,
      'p2pMassUploadText',
      { accountId: a.accountIds[0]!, batchName: 'Two', text: `${b.email},2.00\n${c.email},3.00` },
      { ...a.auth, 'idempotency-key': 'mass-code-up' },
    );
    expect(up.body).toMatchObject({ responseCode: '00', count: 2, errors: [] });
    const smsBefore = t.sms.filter((m) => m.to === a.phone).length;
    const confirm = await call(
      t,
      'p2pMassConfirm',
      { batchId: up.body.batchId },
      { ...a.auth, 'idempotency-key': 'mass-code-confirm' },
    );
    expect(METHOD_CALLS.p2pMassConfirm.response.safeParse(confirm.body).success).toBe(true);
    expect(confirm.body).toMatchObject({ responseCode: '00', count: 2, status: 'pending', approveMode: 2 });
    expect(confirm.body.approvalSentTo).toMatch(/\*/);
    expect(typeof confirm.body.trxid).toBe('string');
    await t.core.drainOutbox();
    expect(t.sms.filter((m) => m.to === a.phone).length - smsBefore).toBe(1);
    expect([await balanceOf(t, b, b.accountIds[0]!), await balanceOf(t, c, c.accountIds[0]!)]).toEqual([
      '0.00',
      '0.00',
    ]);

    const code = lastSmsCode(t, a.phone);
    const approved = await call(t, 'transferApprove', { trxid: confirm.body.trxid, approvalCode: code }, a.auth);
    expect(approved.body).toMatchObject({ responseCode: '00', status: 'completed' });
    expect([await balanceOf(t, b, b.accountIds[0]!), await balanceOf(t, c, c.accountIds[0]!)]).toEqual([
      '2.00',
      '3.00',
    ]);
    expect(await balanceOf(t, a, a.accountIds[0]!)).toBe('995.00');
    const again = await call(t, 'transferApprove', { trxid: confirm.body.trxid, approvalCode: code }, a.auth);
    expect(again.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.approvalDecided });
  });
});
