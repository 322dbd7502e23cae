import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillPath, REST_CALLS } from '@openportal/contract';
import { securityNoticeText, type TSecurityChange } from '../platform/notifications/index.ts';
import { totp } from '../platform/codes/index.ts';
import type { TestCore } from '../test-support.ts';
import {
  bearerOf,
  call,
  factorCode,
  from,
  linkApprovedDevice,
  randomPhone,
  seedUser,
  setMode,
  startSecurityCore,
  twoStep,
  type TUser,
} from './security-test-kit.ts';

/**
 * Issue 18: a session alone (an access token, stolen or used by injected script) changes no
 * factor. Each change needs the current factor's code; a refused attempt changes nothing; a
 * change sends the always-sent security notice.
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

type TAuth = { authorization: string };
const inject = (method: string, url: string, auth: object, payload?: object) =>
  t.core.app.inject({ method: method as 'GET', url, headers: from('203.0.113.7', auth as never), payload });
const modes = async (userId: string) =>
  (
    await t.db.query<{ two_step_login: string; two_step_transaction: string }>(
      'SELECT two_step_login, two_step_transaction FROM users WHERE id = $1',
      [userId],
    )
  ).rows[0];
const devices = async (auth: TAuth) =>
  (
    (await inject('GET', REST_CALLS.authDeviceList.path, auth)).json() as {
      devices: Array<{ id: string; approved: boolean }>;
    }
  ).devices;
const noticed = async (u: TUser, change: TSecurityChange) => {
  await t.core.drainOutbox();
  return t.mails.filter((m) => m.to === u.email && m.text.includes(securityNoticeText('en', change))).length;
};
const removeDevice = (auth: TAuth, deviceId: string, code?: string) =>
  inject('DELETE', `${fillPath(REST_CALLS.authDeviceDelete.path, { deviceId })}${code ? `?code=${code}` : ''}`, auth);
const otherCode = (code: string) => (code === '111111' ? '222222' : '111111');

async function signedIn(phone?: string) {
  const u = await seedUser(t, phone);
  return { u, auth: { authorization: (await bearerOf(t, u)).authorization } };
}

describe('linking a device with only a session', () => {
  it('leaves a typed-code or deeplink device unapproved until the current factor confirms it', async () => {
    const { u, auth } = await signedIn();
    const page = (await inject('POST', '/device/link', {})).json() as { code: string; secret: string };
    const linked = await inject('POST', REST_CALLS.authDeviceCreate.path, auth, {
      name: 'Thief',
      code: page.code,
      type: 'ios',
    });
    expect(linked.statusCode).toBe(200);
    expect((await devices(auth)).map((d) => d.approved)).toEqual([false]);
    // An unapproved device is no factor: push cannot be chosen, the page decides nothing.
    const push = await twoStep(t, auth, { mode: 'push', typeMode: 'login' });
    expect(push.body.validationErrors).toEqual([{ field: 'mode', message: ERROR_MESSAGES.noLinkedDevice }]);
    const state = (await inject('GET', '/device/state', { 'x-device-secret': page.secret })).json();
    expect(state).toMatchObject({ linked: true, approved: false, pending: [], payments: [] });
    // The deeplink way (scp request, then the page claims it) waits too.
    const scp = await inject('POST', REST_CALLS.authScpRequest.path, auth, {});
    const code = String((scp.json() as { deeplink: string }).deeplink).split('code=')[1];
    expect((await inject('POST', '/device/claim', {}, { code, name: 'Thief 2' })).statusCode).toBe(200);
    expect((await devices(auth)).map((d) => d.approved)).toEqual([false, false]);
    expect(await modes(u.userId)).toEqual({ two_step_login: 'no', two_step_transaction: 'no' });

    // The only method offered is the current factor (no two-step: the e-mail); a wrong code approves nothing.
    const deviceId = (await devices(auth))[0]!.id;
    const start = await inject('POST', fillPath(REST_CALLS.authDeviceApprove.path, { deviceId }), auth, {});
    expect((start.json() as { methods: Array<{ id: string }> }).methods.map((m) => m.id)).toEqual(['email']);
    const approveUrl = fillPath(REST_CALLS.authDeviceApproveMethod.path, { deviceId, methodId: 'email' });
    await inject('PATCH', approveUrl, auth, {});
    const mailed = await factorCode(t, u.userId);
    expect((await inject('PATCH', approveUrl, auth, { code: otherCode(mailed) })).statusCode).toBe(400);
    expect((await devices(auth))[0]!.approved).toBe(false);
    expect(await noticed(u, 'deviceLinked')).toBe(0);
    expect((await inject('PATCH', approveUrl, auth, { code: mailed })).statusCode).toBe(200);
    expect((await devices(auth))[0]!.approved).toBe(true);
    expect(await noticed(u, 'deviceLinked')).toBe(1);
  });
});

describe('switching two-step modes', () => {
  it('turns sign-in push on and off only with the current factor, and tells every address', async () => {
    const { u, auth } = await signedIn();
    await linkApprovedDevice(t, auth, u.userId);
    const on = await twoStep(t, auth, { mode: 'push', typeMode: 'login' });
    expect(on.body).toMatchObject({ responseCode: '00', reqId: expect.any(String) });
    expect(await modes(u.userId)).toMatchObject({ two_step_login: 'no' });
    const mailed = await factorCode(t, u.userId);
    const wrong = await twoStep(t, auth, { code: otherCode(mailed) }, String(on.body.reqId));
    expect(wrong.body.validationErrors).toEqual([{ field: 'code', message: ERROR_MESSAGES.invalidSecurityCode }]);
    expect(await modes(u.userId)).toMatchObject({ two_step_login: 'no' });
    expect((await twoStep(t, auth, { code: mailed }, String(on.body.reqId))).body.responseCode).toBe('00');
    expect(await modes(u.userId)).toMatchObject({ two_step_login: 'push' });
    expect(await noticed(u, 'secondFactorChanged')).toBe(1);

    // Off again: now the code goes to the approved device (push), not the e-mail.
    const off = await twoStep(t, auth, { mode: 'no', typeMode: 'login' });
    const pushed = await factorCode(t, u.userId);
    const channel = await t.db.query<{ channel: string }>('SELECT channel FROM security_codes WHERE id = $1', [
      off.body.reqId,
    ]);
    expect(channel.rows[0]!.channel).toBe('push');
    expect((await twoStep(t, auth, { code: otherCode(pushed) }, String(off.body.reqId))).status).toBe(400);
    expect(await modes(u.userId)).toMatchObject({ two_step_login: 'push' });
    expect((await twoStep(t, auth, { code: pushed }, String(off.body.reqId))).body.responseCode).toBe('00');
    expect(await modes(u.userId)).toMatchObject({ two_step_login: 'no' });
    expect(await noticed(u, 'secondFactorChanged')).toBe(2);
  });

  it('sets up an authenticator with the current factor (sms) and the new authenticator’s first code', async () => {
    const phone = randomPhone();
    const { u, auth } = await signedIn(phone);
    expect((await setMode(t, auth, u.userId, { mode: 'sms', typeMode: 'login' })).body.responseCode).toBe('00');
    const set = await twoStep(t, auth, { mode: 'otp', typeMode: 'transaction' });
    expect(String(set.body.otpauthUrl)).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const secret = String(set.body.secret);
    const reqId = String(set.body.reqId);
    const texted = await factorCode(t, u.userId);
    // The new authenticator alone is not the current factor; the texted code alone sets up no authenticator.
    const alone = await twoStep(t, auth, { code: totp(secret, Date.now()) }, reqId);
    expect(alone.body.validationErrors).toEqual([{ field: 'otp', message: ERROR_MESSAGES.newAuthenticatorCode }]);
    const noOtp = await twoStep(t, auth, { code: texted }, reqId);
    expect(noOtp.body.validationErrors).toEqual([{ field: 'otp', message: ERROR_MESSAGES.newAuthenticatorCode }]);
    expect(await modes(u.userId)).toEqual({ two_step_login: 'sms', two_step_transaction: 'no' });
    const done = await twoStep(t, auth, { code: texted, otp: totp(secret, Date.now()) }, reqId);
    expect(done.body.responseCode).toBe('00');
    expect(await modes(u.userId)).toEqual({ two_step_login: 'sms', two_step_transaction: 'otp' });
  });
});

describe('removing a device', () => {
  it('takes the current factor, and never removes the last device push relies on', async () => {
    const { u, auth } = await signedIn();
    const first = await linkApprovedDevice(t, auth, u.userId, 'First');
    expect((await setMode(t, auth, u.userId, { mode: 'push', typeMode: 'login' })).body.responseCode).toBe('00');
    const last = await removeDevice(auth, first.deviceId);
    expect((last.json() as { validationErrors: unknown }).validationErrors).toEqual([
      { field: 'deviceId', message: ERROR_MESSAGES.lastPushDevice },
    ]);
    expect(await modes(u.userId)).toMatchObject({ two_step_login: 'push' });
    // A second device is approved by a code pushed to the first; then the first can go, with a code.
    await linkApprovedDevice(t, auth, u.userId, 'Second');
    const asked = await removeDevice(auth, first.deviceId);
    expect((asked.json() as { validationErrors: unknown }).validationErrors).toEqual([
      { field: 'code', message: ERROR_MESSAGES.factorCodeSent },
    ]);
    const pushed = await factorCode(t, u.userId);
    expect((await removeDevice(auth, first.deviceId, otherCode(pushed))).statusCode).toBe(400);
    expect((await devices(auth)).length).toBe(2);
    expect(await noticed(u, 'deviceRemoved')).toBe(0);
    expect((await removeDevice(auth, first.deviceId, pushed)).statusCode).toBe(200);
    expect((await devices(auth)).length).toBe(1);
    expect(await noticed(u, 'deviceRemoved')).toBe(1);
    expect(await modes(u.userId)).toMatchObject({ two_step_login: 'push' });
  });

  it('removes a device still waiting for approval without a code', async () => {
    const { auth } = await signedIn();
    const page = (await inject('POST', '/device/link', {})).json() as { code: string };
    await inject('POST', REST_CALLS.authDeviceCreate.path, auth, { name: 'Tablet', code: page.code, type: 'ios' });
    const [waiting] = await devices(auth);
    expect((await removeDevice(auth, waiting!.id)).statusCode).toBe(200);
    expect(await devices(auth)).toEqual([]);
  });
});

describe('changing the password', () => {
  it('confirms with the current factor (push, not the phone) and always sends the notice', async () => {
    const phone = randomPhone();
    const { u, auth } = await signedIn(phone);
    await linkApprovedDevice(t, auth, u.userId);
    await setMode(t, auth, u.userId, { mode: 'push', typeMode: 'login' });
    const next = 'Brand-new-pass-9';
    const started = await call(
      t,
      'passwordChange',
      { password: u.password, passwordNew: next, passwordNewRepeat: next },
      auth,
    );
    const channel = await t.db.query<{ channel: string }>('SELECT channel FROM security_codes WHERE id = $1', [
      started.body.requestKey,
    ]);
    expect(channel.rows[0]!.channel).toBe('push');
    const code = await factorCode(t, u.userId);
    const ok = await call(t, 'passwordChangeConfirm', { code, requestKey: started.body.requestKey }, auth);
    expect(ok.body.responseCode).toBe('00');
    expect(await noticed(u, 'passwordChanged')).toBe(1);
    await t.core.drainOutbox();
    expect(
      t.sms.filter((m) => m.to === phone).some((m) => m.text.includes(securityNoticeText('en', 'passwordChanged'))),
    ).toBe(true);
  });
});
