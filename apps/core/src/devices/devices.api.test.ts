import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillPath, REST_CALLS } from '@openportal/contract';
import {
  bearerOf,
  factorCode,
  from,
  login,
  SECRET,
  seedUser,
  setMode,
  startSecurityCore,
  token,
  type TUser,
} from '../security/security-test-kit.ts';
import { type TestCore } from '../test-support.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore({
    PUSH_WAIT_MS: '300',
    DEVICE_PAGE_URL: 'http://device.test/device',
  });
});
afterAll(async () => t?.close());

const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.core.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
const json = (r: { json(): unknown }) => r.json() as Record<string, unknown> & { responseDescription?: string };

/** What the device page does: ask for a link code, keep the secret. */
async function devicePage() {
  const r = await inject('POST', '/device/link', {});
  expect(r.statusCode).toBe(200);
  return json(r) as { code: string; secret: string };
}
const deviceState = async (secret: string) =>
  json(await inject('GET', '/device/state', { 'x-device-secret': secret })) as {
    linked: boolean;
    waiting?: boolean;
    pending?: Array<{ requestId: string; ip: string }>;
    pushes?: Array<{ title: string }>;
  };

async function linkedUser(): Promise<{ u: TUser; auth: { authorization: string }; secret: string; deviceId: string }> {
  const u = await seedUser(t);
  const auth = { authorization: (await bearerOf(t, u)).authorization };
  const page = await devicePage();
  expect(await deviceState(page.secret)).toEqual({ linked: false, waiting: true });
  const created = await inject('POST', REST_CALLS.authDeviceCreate.path, from('203.0.113.7', auth), {
    name: 'My phone',
    code: page.code.toLowerCase(),
    type: 'android',
  });
  expect(created.statusCode).toBe(200);
  const devices = json(created).devices as Array<{ id: string; name: string }>;
  expect(devices.map((d) => d.name)).toEqual(['My phone']);
  await approveWithFactor(u, auth, devices[0]!.id);
  return { u, auth, secret: page.secret, deviceId: devices[0]!.id };
}

/** Issue 18: a linked device waits for the current factor (here the e-mail) before it decides anything. */
async function approveWithFactor(u: TUser, auth: { authorization: string }, deviceId: string) {
  const url = fillPath(REST_CALLS.authDeviceApproveMethod.path, { deviceId, methodId: 'email' });
  await inject('PATCH', url, from('203.0.113.7', auth), {});
  const approved = await inject('PATCH', url, from('203.0.113.7', auth), { code: await factorCode(t, u.userId) });
  expect(approved.statusCode).toBe(200);
}

async function setPush(u: TUser, auth: { authorization: string }) {
  const r = await setMode(t, auth, u.userId, { mode: 'push', typeMode: 'login' });
  expect([r.status, r.body.responseCode]).toEqual([200, '00']);
}

describe('device linking', () => {
  it('links by the code the device shows, once; lists, gets and unlinks', async () => {
    const { u, auth, secret, deviceId } = await linkedUser();
    expect((await deviceState(secret)).linked).toBe(true);
    const get = await inject('GET', fillPath(REST_CALLS.authDeviceGet.path, { deviceId }), from('203.0.113.7', auth));
    expect((json(get).device as { type: string }).type).toBe('android');
    const api = await inject('GET', REST_CALLS.deviceApiList.path, from('203.0.113.7', auth));
    expect((json(api).devices as unknown[]).length).toBe(1);
    // Unlinking an approved device takes the current factor's code (issue 18).
    const asked = await inject(
      'DELETE',
      fillPath(REST_CALLS.deviceApiDelete.path, { deviceId }),
      from('203.0.113.7', auth),
    );
    expect(json(asked).validationErrors).toEqual([{ field: 'code', message: ERROR_MESSAGES.factorCodeSent }]);
    const code = await factorCode(t, u.userId);
    const del = await inject(
      'DELETE',
      `${fillPath(REST_CALLS.deviceApiDelete.path, { deviceId })}?code=${code}`,
      from('203.0.113.7', auth),
    );
    expect(del.statusCode).toBe(200);
    expect((await deviceState(secret)).linked).toBe(false);
    const again = await inject(
      'DELETE',
      fillPath(REST_CALLS.authDeviceDelete.path, { deviceId }),
      from('203.0.113.7', auth),
    );
    expect([again.statusCode, json(again).responseDescription]).toEqual([400, ERROR_MESSAGES.deviceNotFound]);
  });

  it('refuses a wrong or used link code, and another user cannot see the device', async () => {
    const { auth, deviceId } = await linkedUser();
    const wrong = await inject('POST', REST_CALLS.authDeviceCreate.path, from('203.0.113.7', auth), {
      name: 'X',
      code: 'ZZZZZZZZ',
      type: 'ios',
    });
    expect([wrong.statusCode, json(wrong).responseCode]).toEqual([400, 'VF']);
    const other = await seedUser(t);
    const otherAuth = { authorization: (await bearerOf(t, other)).authorization };
    const peek = await inject(
      'GET',
      fillPath(REST_CALLS.authDeviceGet.path, { deviceId }),
      from('203.0.113.7', otherAuth),
    );
    expect(json(peek).responseDescription).toBe(ERROR_MESSAGES.deviceNotFound);
  });
});

describe('push sign-in', () => {
  it('waits for the device, which approves; tokens follow and the code is spent', async () => {
    const { u, auth, secret } = await linkedUser();
    await setPush(u, auth);
    const started = await login(t, u, '198.51.100.20');
    expect(started.status).toBe(200);
    expect(started.body.authFlow).toBe('push');
    expect(started.body.link).toMatch(/^http:\/\/device\.test\/device#request=/);
    const waiting = await token(t, started.body.code!, started.verifier, '198.51.100.20');
    expect([waiting.status, waiting.body.responseDescription]).toEqual([401, ERROR_MESSAGES.pushPending]);
    const s = await deviceState(secret);
    expect(s.pending!.map((p) => p.ip)).toEqual(['198.51.100.20']);
    expect(s.pushes![0]!.title).toContain('sign-in request');
    const requestId = s.pending![0]!.requestId;
    expect(started.body.link).toContain(requestId);
    const decided = await inject(
      'POST',
      '/device/decision',
      { 'x-device-secret': secret },
      { requestId, approve: true },
    );
    expect(json(decided).decided).toBe(1);
    const tokens = await token(t, started.body.code!, started.verifier, '198.51.100.20');
    expect(tokens.status).toBe(200);
    expect(tokens.body.accessToken).toBeTruthy();
    const replay = await token(t, started.body.code!, started.verifier, '198.51.100.20');
    expect(replay.status).toBe(401);
  });

  it('a denial ends the sign-in; resend works only while waiting; a wrong verifier is still refused', async () => {
    const { u, auth, secret, deviceId } = await linkedUser();
    await setPush(u, auth);
    const started = await login(t, u);
    const resend = await inject('POST', REST_CALLS.authPushResend.path, from('203.0.113.7'), {
      tmpJwt: started.body.tmpJwt!,
    });
    expect([resend.statusCode, json(resend).ok]).toEqual([200, true]);
    expect((await deviceState(secret)).pushes!.length).toBe(2);
    // The token service's internal decision call denies the waiting sign-in.
    const internal = await inject(
      'PUT',
      fillPath(REST_CALLS.internalDeviceDecision.path, { userId: u.userId, deviceId, decision: 'reject' }),
      { 'x-internal-secret': SECRET },
    );
    expect(internal.statusCode).toBe(200);
    const denied = await token(t, started.body.code!, started.verifier);
    expect([denied.status, denied.body.responseDescription]).toEqual([401, ERROR_MESSAGES.pushDenied]);
    const late = await inject('POST', REST_CALLS.authPushResend.path, from('203.0.113.7'), {
      tmpJwt: started.body.tmpJwt!,
    });
    expect(late.statusCode).toBe(401);
    const second = await login(t, u);
    const approve = (await deviceState(secret)).pending![0]!.requestId;
    await inject('POST', '/device/decision', { 'x-device-secret': secret }, { requestId: approve, approve: true });
    const badVerifier = await token(t, second.body.code!, 'x'.repeat(43));
    expect(badVerifier.body.responseDescription).toBe(ERROR_MESSAGES.invalidCodeVerifier);
  });

  it('a device secret decides only its own user’s sign-ins; a bad secret is refused', async () => {
    const a = await linkedUser();
    const b = await linkedUser();
    await setPush(a.u, a.auth);
    await login(t, a.u);
    const id = (await deviceState(a.secret)).pending![0]!.requestId;
    const foreign = await inject(
      'POST',
      '/device/decision',
      { 'x-device-secret': b.secret },
      { requestId: id, approve: true },
    );
    expect(json(foreign).decided).toBe(0);
    const bad = await inject('GET', '/device/state', { 'x-device-secret': 'x'.repeat(40) });
    expect(json(bad)).toEqual({ linked: false, waiting: false });
    expect((await inject('GET', '/device/state', {})).statusCode).toBe(401);
  });
});

describe('internal device calls', () => {
  it('creates a device with its secret, lists devices of users, pushes', async () => {
    const u = await seedUser(t);
    const h = { 'x-internal-secret': SECRET, 'client-ip': '192.0.2.1' };
    const made = await inject('POST', fillPath(REST_CALLS.internalUserDeviceCreate.path, { userId: u.userId }), h, {
      name: 'Tablet',
      type: 'ios',
    });
    expect(made.statusCode).toBe(200);
    const { secret, device } = json(made) as { secret: string; device: { id: string } };
    expect((await deviceState(secret)).linked).toBe(true);
    const list = await inject(
      'GET',
      fillPath(REST_CALLS.internalUserDevices.path, { userIds: `${u.userId},nobody` }),
      h,
    );
    expect((json(list).devices as Array<{ userId: string }>).map((d) => d.userId)).toEqual([u.userId]);
    const push = { title: 'Hello', body: 'World' };
    // Registered by the token service: no pushes until the user approves it.
    const before = await inject('POST', fillPath(REST_CALLS.internalPush.path, { userId: u.userId }), h, push);
    expect(json(before).sent).toBe(0);
    await t.db.query('UPDATE devices SET approved_at = now() WHERE id = $1', [device.id]);
    const all = await inject('POST', fillPath(REST_CALLS.internalPush.path, { userId: u.userId }), h, push);
    expect(json(all).sent).toBe(1);
    const one = await inject(
      'POST',
      fillPath(REST_CALLS.internalPushDevice.path, { userId: u.userId, deviceId: device.id }),
      h,
      push,
    );
    expect(json(one).sent).toBe(1);
    expect((await deviceState(secret)).pushes!.map((p) => p.title)).toEqual(['Hello', 'Hello']);
    const noSecret = await inject('POST', fillPath(REST_CALLS.internalPush.path, { userId: u.userId }), {}, push);
    expect(noSecret.statusCode).toBe(403);
  });
});

describe('approving a device the token service registered', () => {
  it('waits unapproved (no sign-ins to decide), then an e-mailed code approves it', async () => {
    const u = await seedUser(t);
    const auth = { authorization: (await bearerOf(t, u)).authorization };
    const h = { 'x-internal-secret': SECRET };
    const made = await inject('POST', fillPath(REST_CALLS.internalUserDeviceCreate.path, { userId: u.userId }), h, {
      name: 'New phone',
      type: 'android',
    });
    const { secret, device } = json(made) as { secret: string; device: { id: string } };
    const before = (await deviceState(secret)) as { approved?: boolean; pending?: unknown[] };
    expect([before.approved, before.pending]).toEqual([false, []]);
    const push = await setPushRaw(auth);
    expect(push.statusCode).toBe(400);
    const methods = await inject('GET', REST_CALLS.authDeviceApproveMethods.path, from('203.0.113.7', auth));
    expect((json(methods).methods as Array<{ id: string }>).map((m) => m.id)).toEqual(['email']);
    const path = fillPath(REST_CALLS.authDeviceApprove.path, { deviceId: device.id });
    const started = await inject('POST', path, from('203.0.113.7', auth), {});
    expect(json(started).requestId).toBe(device.id);
    const method = fillPath(REST_CALLS.authDeviceApproveMethod.path, { deviceId: device.id, methodId: 'email' });
    expect((await inject('PATCH', method, from('203.0.113.7', auth), {})).statusCode).toBe(200);
    await t.core.drainOutbox();
    const code = /\b(\d{6})\b/.exec(t.mails.filter((m) => m.to === u.email).at(-1)!.text)![1]!;
    const wrong = await inject('PATCH', method, from('203.0.113.7', auth), {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await inject('PATCH', method, from('203.0.113.7', auth), { code })).statusCode).toBe(200);
    expect(((await deviceState(secret)) as { approved?: boolean }).approved).toBe(true);
    expect((await setPushRaw(auth)).statusCode).toBe(200);
    const again = await inject('POST', path, from('203.0.113.7', auth), {});
    expect(json(again).validationErrors).toEqual([{ field: 'deviceId', message: ERROR_MESSAGES.deviceApproved }]);
  });
});

function setPushRaw(auth: object) {
  return inject('POST', REST_CALLS.twoStepVerificationSet.path, from('203.0.113.7', auth as never), {
    mode: 'push',
    typeMode: 'login',
  });
}
