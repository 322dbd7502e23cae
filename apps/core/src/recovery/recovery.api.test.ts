import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { bearerOf, call, login, seedUser, startSecurityCore, type TUser } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

type TTask = { taskId: string; verificationStatus: string; emailCodeIsValid: boolean; isRetryable: boolean };
const task = (body: Record<string, unknown>) => body.task as TTask;
let n = 0;

async function start(
  u: Pick<TUser, 'email'>,
  names = { firstName: 'Test', lastName: 'Customer' },
  ip = '203.0.113.50',
) {
  const recoveryEmail = `new-${++n}-${Date.now()}@mailbox.test`;
  const r = await call(
    t,
    'accountRecoveryCreate',
    { email: u.email, recoveryEmail, ...names, dob: '1990-04-01' },
    {},
    ip,
  );
  expect(r.body.responseCode).toBe('00');
  await t.core.drainOutbox();
  const mail = t.mails.filter((m) => m.to === recoveryEmail).at(-1);
  return { taskId: task(r.body).taskId, code: mail ? /\b(\d{6})\b/.exec(mail.text)![1]! : null, recoveryEmail };
}

describe('account recovery', () => {
  it('e-mail code, approval on matching names, new password once; old sessions end', async () => {
    const u = await seedUser(t);
    const { refreshToken } = await bearerOf(t, u);
    const { taskId, code } = await start(u);
    expect(task((await call(t, 'accountRecoveryStatusGet', { taskId }, {})).body).verificationStatus).toBe('pending');
    const wrong = await call(
      t,
      'accountRecoveryEmailCodeCheck',
      { taskId, code: '000000' === code ? '111111' : '000000' },
      {},
    );
    expect(wrong.body.responseCode).toBe('VF');
    const ok = await call(t, 'accountRecoveryEmailCodeCheck', { taskId, code: code! }, {});
    expect(task(ok.body)).toMatchObject({ verificationStatus: 'approved', emailCodeIsValid: true });
    const set = await call(t, 'accountRecoveryPasswordSet', { taskId, code: code!, password: 'Recovered-pass-1' }, {});
    expect(set.body.responseCode).toBe('00');
    expect((await login(t, { email: u.email, password: 'Recovered-pass-1' })).status).toBe(200);
    const again = await call(t, 'accountRecoveryPasswordSet', { taskId, code: code!, password: 'Another-pass-22' }, {});
    expect(again.body.responseCode).toBe('VF');
    const refreshed = await t.core.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { 'x-brand': 'paywave' },
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('never says whether the account exists: an unknown one behaves alike and ends in review', async () => {
    const { taskId, code } = await start({ email: 'nobody-here@paywave.test' });
    expect(code).toMatch(/^\d{6}$/);
    const checked = await call(t, 'accountRecoveryEmailCodeCheck', { taskId, code: code! }, {});
    expect(task(checked.body).verificationStatus).toBe('inReview');
    const set = await call(t, 'accountRecoveryPasswordSet', { taskId, code: code!, password: 'Recovered-pass-1' }, {});
    expect([set.body.responseCode, set.body.responseDescription]).toEqual(['VF', ERROR_MESSAGES.invalidSecurityCode]);
  });

  it('names that do not match go to review; five wrong codes end the code', async () => {
    const u = await seedUser(t);
    const mismatch = await start(u, { firstName: 'Someone', lastName: 'Else' });
    const checked = await call(
      t,
      'accountRecoveryEmailCodeCheck',
      { taskId: mismatch.taskId, code: mismatch.code! },
      {},
    );
    expect(task(checked.body).verificationStatus).toBe('inReview');
    const guessed = await start(u);
    for (let i = 0; i < 5; i++)
      await call(t, 'accountRecoveryEmailCodeCheck', { taskId: guessed.taskId, code: String(100000 + i) }, {});
    const late = await call(t, 'accountRecoveryEmailCodeCheck', { taskId: guessed.taskId, code: guessed.code! }, {});
    expect(late.body.responseCode).toBe('VF');
    expect(task((await call(t, 'accountRecoveryStatusGet', { taskId: guessed.taskId }, {})).body).isRetryable).toBe(
      true,
    );
  });

  it('an address starts at most five tasks an hour: the sixth mails nothing, same answer', async () => {
    const u = await seedUser(t);
    for (let i = 0; i < 5; i++) expect((await start(u, undefined, '203.0.113.66')).code).not.toBeNull();
    const sixth = await start(u, undefined, '203.0.113.66');
    expect(sixth.taskId).toBeTruthy();
    expect(sixth.code).toBeNull();
    const unknown = await call(t, 'accountRecoveryStatusGet', { taskId: 'no-such-task' }, {});
    expect(unknown.body.responseCode).toBe('VF');
  });
});
