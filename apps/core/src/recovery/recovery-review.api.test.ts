import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { call, login, seedUser, startSecurityCore } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';

/** The back office's review of recovery requests to a mailbox that is not the account's (issue 18). */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

let seq = 0;
const rest = (verb: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  adminRest(t, verb, url, token, payload);

async function attack(email: string, names = { firstName: 'Test', lastName: 'Customer' }) {
  const recoveryEmail = `mailbox-${++seq}-${Date.now()}@mailbox.test`;
  const r = await call(
    t,
    'accountRecoveryCreate',
    { email, recoveryEmail, ...names, dob: '1990-04-01' },
    {},
    `198.19.${seq}.1`,
  );
  return { taskId: (r.body.task as { taskId: string }).taskId, recoveryEmail };
}
type TRow = { taskId: string; account: { namesMatch: boolean } | null };
/** The waiting list, as a finder. */
async function listed(token: string) {
  const rows = (await rest('GET', '/admin/recovery-tasks', token)).body.data as TRow[];
  return (f: (x: TRow) => boolean) => rows.find(f);
}

describe('recovery review in the back office', () => {
  it('a compliance operator sees the request with what the account holds; approval mails the code to the mailbox', async () => {
    const u = await seedUser(t);
    const { taskId, recoveryEmail } = await attack(u.email);
    const op = await operatorSession(t, ['compliance']);
    const row = (await listed(op))((x) => x.taskId === taskId);
    expect(row?.account?.namesMatch).toBe(true);
    const decided = await rest('POST', `/admin/recovery-tasks/${taskId}`, op, { decision: 'approve' });
    expect(decided.body).toMatchObject({ responseCode: '00', data: { taskId, status: 'approved' } });
    expect((await listed(op))((x) => x.taskId === taskId)).toBeUndefined();
    await t.core.drainOutbox();
    const code = /\b(\d{6})\b/.exec(t.mails.filter((m) => m.to === recoveryEmail).at(-1)?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const checked = await call(t, 'accountRecoveryEmailCodeCheck', { taskId, code: code! }, {});
    expect(checked.body.task).toMatchObject({ verificationStatus: 'approved', emailCodeIsValid: true });
    const set = await call(t, 'accountRecoveryPasswordSet', { taskId, code: code!, password: 'Reviewed-pass-1' }, {});
    expect(set.body.responseCode).toBe('00');
    expect((await login(t, { email: u.email, password: 'Reviewed-pass-1' })).status).toBe(200);
    await t.core.drainOutbox();
    expect(t.mails.some((m) => m.to === recoveryEmail && /Your account was recovered/.test(m.text))).toBe(true);
    const audit = await t.db.query<{ action: string }>('SELECT action FROM admin_audit_log WHERE target = $1', [
      taskId,
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['recoveryTask.approve']);
  });

  it('a rejection is audited, shows its reason and mails nothing; an unknown account can only be rejected', async () => {
    const u = await seedUser(t);
    const { taskId, recoveryEmail } = await attack(u.email, { firstName: 'Someone', lastName: 'Else' });
    const op = await operatorSession(t, ['compliance']);
    expect((await listed(op))((x) => x.taskId === taskId)?.account?.namesMatch).toBe(false);
    const empty = await rest('POST', `/admin/recovery-tasks/${taskId}`, op, { decision: 'reject', reason: ' ' });
    expect(empty.body.responseCode).not.toBe('00');
    const rejected = await rest('POST', `/admin/recovery-tasks/${taskId}`, op, {
      decision: 'reject',
      reason: 'We could not confirm it is you',
    });
    expect(rejected.body).toMatchObject({ data: { status: 'rejected' } });
    const status = await call(t, 'accountRecoveryStatusGet', { taskId }, {});
    expect(status.body.task).toMatchObject({
      verificationStatus: 'rejected',
      rejectReason: 'We could not confirm it is you',
      isRetryable: true,
    });
    await t.core.drainOutbox();
    expect(t.mails.filter((m) => m.to === recoveryEmail)).toEqual([]);
    const again = await rest('POST', `/admin/recovery-tasks/${taskId}`, op, { decision: 'approve' });
    expect(again.body.responseCode).toBe('VF');
    const nobody = await attack(`nobody-${Date.now()}@paywave.test`);
    expect((await listed(op))((x) => x.taskId === nobody.taskId)?.account).toBeNull();
    const approveNobody = await rest('POST', `/admin/recovery-tasks/${nobody.taskId}`, op, { decision: 'approve' });
    expect(approveNobody.body.responseCode).toBe('VF');
    const audit = await t.db.query<{ action: string }>('SELECT action FROM admin_audit_log WHERE target = $1', [
      taskId,
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['recoveryTask.reject']);
  });

  it('only compliance (or superadmin) may review', async () => {
    const viewer = await operatorSession(t, ['viewer']);
    expect((await rest('GET', '/admin/recovery-tasks', viewer)).status).toBe(403);
    const { taskId } = await attack((await seedUser(t)).email);
    const finance = await operatorSession(t, ['finance']);
    expect((await rest('POST', `/admin/recovery-tasks/${taskId}`, finance, { decision: 'approve' })).status).toBe(403);
    const superadmin = await operatorSession(t, ['superadmin']);
    expect((await rest('GET', '/admin/recovery-tasks', superadmin)).status).toBe(200);
  });
});
