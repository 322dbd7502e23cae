import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillPath, REST_CALLS } from '@openportal/contract';
import { from, SECRET, seedUser, startSecurityCore, token, type TUser } from '../security/security-test-kit.ts';
import { pkcePair, type TestCore } from '../test-support.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore({
    PUSH_WAIT_MS: '0',
  });
});
afterAll(async () => t?.close());

/** A device the token service registered for the user (waiting for approval); its secret. */
async function registered(u: TUser) {
  const made = await t.core.app.inject({
    method: 'POST',
    url: fillPath(REST_CALLS.internalUserDeviceCreate.path, { userId: u.userId }),
    headers: { 'x-internal-secret': SECRET, 'x-brand': 'paywave' },
    payload: { name: 'App phone', type: 'ios' },
  });
  return made.json() as { device: { id: string }; secret: string };
}

async function loginWith(u: TUser, secret: string) {
  const { verifier, challenge } = pkcePair();
  const res = await t.core.app.inject({
    method: 'POST',
    url: REST_CALLS.authLogin.path,
    headers: from('203.0.113.7'),
    payload: { client: 'spa', username: u.email, password: u.password, codeChallenge: challenge, secret },
  });
  return { body: res.json() as Record<string, string>, verifier };
}

async function mailedCode(to: string) {
  await t.core.drainOutbox();
  const mail = t.mails.filter((m) => m.to === to).at(-1);
  return mail ? /\b(\d{6})\b/.exec(mail.text)![1]! : null;
}

const approved = async (deviceId: string) =>
  (await t.db.query<{ a: boolean }>('SELECT approved_at IS NOT NULL AS a FROM devices WHERE id = $1', [deviceId]))
    .rows[0]!.a;

describe('verifyDevice (spec 1 §4)', () => {
  it('a sign-in with a waiting device’s secret is finished by the e-mailed code, which approves the device', async () => {
    const u = await seedUser(t);
    const { device, secret } = await registered(u);
    const started = await loginWith(u, secret);
    expect(started.body.authFlow).toBe('verifyDevice');
    const code = await mailedCode(u.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await token(t, started.body.code!, started.verifier, '203.0.113.7', wrong);
    expect(refused.body.responseDescription).toBe(ERROR_MESSAGES.invalidOtp);
    expect(await approved(device.id)).toBe(false);
    const tokens = await token(t, started.body.code!, started.verifier, '203.0.113.7', code!);
    expect(tokens.status).toBe(200);
    expect(await approved(device.id)).toBe(true);
    // Approved now: the next sign-in with it is the usual one.
    expect((await loginWith(u, secret)).body.authFlow).toBe('simple');
  });

  it('with a two-step mode the e-mail approves nothing: the usual flow runs and the device keeps waiting', async () => {
    const u = await seedUser(t);
    await t.db.query(`UPDATE users SET two_step_transaction = 'sms' WHERE id = $1`, [u.userId]);
    const { device, secret } = await registered(u);
    const before = t.mails.length;
    const started = await loginWith(u, secret);
    expect(started.body.authFlow).toBe('simple');
    await t.core.drainOutbox();
    expect(t.mails.slice(before).filter((m) => m.to === u.email && /\b\d{6}\b/.test(m.text))).toEqual([]);
    expect((await token(t, started.body.code!, started.verifier)).status).toBe(200);
    expect(await approved(device.id)).toBe(false);
  });

  it('a secret of another user’s device, or none known, changes nothing', async () => {
    const [u, other] = [await seedUser(t), await seedUser(t)];
    const { secret } = await registered(other);
    expect((await loginWith(u, secret)).body.authFlow).toBe('simple');
    expect((await loginWith(u, 'not-a-device-secret')).body.authFlow).toBe('simple');
  });

  it('the e-mailed code is not a code for another sign-in', async () => {
    const u = await seedUser(t);
    const { secret } = await registered(u);
    await loginWith(u, secret);
    const code = await mailedCode(u.email);
    const second = await loginWith(u, secret);
    const refused = await token(t, second.body.code!, second.verifier, '203.0.113.7', code!);
    const fresh = await mailedCode(u.email);
    expect(refused.body.responseDescription).toBe(code === fresh ? undefined : ERROR_MESSAGES.invalidOtp);
  });
});
