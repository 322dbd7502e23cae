import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillPath, REST_CALLS } from '@openportal/contract';
import {
  bearerOf,
  call,
  from,
  login,
  SECRET,
  seedUser,
  startSecurityCore,
  token,
} from '../security/security-test-kit.ts';
import { pkcePair, type TestCore } from '../test-support.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore({
    PUSH_WAIT_MS: '0',
    OLD_WEB_URL: 'https://old.example/web',
    SEI_CLIENTS: 'demo-shop=https://shop.example/cb',
  });
});
afterAll(async () => t?.close());

const rest = async (method: string, url: string, headers: Record<string, string>, payload?: object) => {
  const r = await t.core.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> & { responseDescription?: string } };
};
const internal = { 'x-internal-secret': SECRET, 'x-brand': 'paywave' };

/** A device the token service registered, approved (as the user would, through the approve calls). */
async function approvedDevice(userId: string) {
  const made = await rest('POST', fillPath(REST_CALLS.internalUserDeviceCreate.path, { userId }), internal, {
    name: 'P',
    type: 'ios',
  });
  await t.db.query('UPDATE devices SET approved_at = now() WHERE id = $1', [(made.body.device as { id: string }).id]);
}

describe('postlogin / posttoken', () => {
  it('answers 200 with tokens in the simple flow, 201 with a code otherwise', async () => {
    const u = await seedUser(t);
    const { challenge } = pkcePair();
    const body = { username: u.email, password: u.password, codeChallenge: challenge, client: 'spa' };
    const simple = await rest('POST', REST_CALLS.authPostLogin.path, from('203.0.113.9'), body);
    expect([simple.status, simple.body.status, simple.body.authFlow]).toEqual([200, 200, 'simple']);
    expect(simple.body.accessToken).toBeTruthy();
    const wrong = await rest('POST', REST_CALLS.authPostLogin.path, from('203.0.113.9'), { ...body, password: 'x' });
    expect(wrong.body.responseDescription).toBe(ERROR_MESSAGES.invalidCredentials);
  });

  it('posttoken exchanges a code with its verifier only', async () => {
    const u = await seedUser(t);
    const started = await login(t, u);
    const bad = await rest('POST', REST_CALLS.authPostToken.path, from('203.0.113.7'), {
      code: started.body.code,
      codeVerifier: 'y'.repeat(43),
    });
    expect(bad.body.responseDescription).toBe(ERROR_MESSAGES.invalidCodeVerifier);
    const good = await rest('POST', REST_CALLS.authPostToken.path, from('203.0.113.7'), {
      code: started.body.code,
      codeVerifier: started.verifier,
    });
    expect(good.status).toBe(200);
    expect(good.body.accessToken).toBeTruthy();
  });
});

describe('brute force on sign-in', () => {
  it('locks a user after ten wrong passwords, even with the right one, and says so', async () => {
    const u = await seedUser(t);
    for (let i = 0; i < 10; i++)
      expect((await login(t, { ...u, password: `Wrong-${i}-x` }, '198.51.100.77')).status).toBe(401);
    const locked = await login(t, u, '198.51.100.78');
    expect([locked.status, locked.body.responseDescription]).toEqual([401, ERROR_MESSAGES.tooManyPasswordAttempts]);
    // Another user from the first address is not locked (the address is under its own bound).
    const other = await seedUser(t);
    expect((await login(t, other, '198.51.100.77')).status).toBe(200);
  });

  it('locks a client address after fifty failures across users', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => seedUser(t)));
    for (const u of users)
      for (let i = 0; i < 9; i++) await login(t, { ...u, password: `Wrong-${i}-x` }, '198.51.100.90');
    const next = await seedUser(t);
    const refused = await login(t, next, '198.51.100.90');
    expect(refused.body.responseDescription).toBe(ERROR_MESSAGES.tooManyPasswordAttempts);
    expect((await login(t, next, '198.51.100.91')).status).toBe(200);
  });

  it('a sign-in code is single-use', async () => {
    const u = await seedUser(t);
    const started = await login(t, u);
    expect((await token(t, started.body.code!, started.verifier)).status).toBe(200);
    const replay = await token(t, started.body.code!, started.verifier);
    expect(replay.body.responseDescription).toBe(ERROR_MESSAGES.invalidCode);
  });
});

describe('internal user calls', () => {
  it('internal login checks the password of the brand’s user and answers the profile', async () => {
    const u = await seedUser(t);
    const ok = await rest('POST', REST_CALLS.internalLogin.path, internal, { username: u.email, password: u.password });
    expect(ok.body.user).toMatchObject({ id: u.userId, email: u.email, scp: 'none', type: 1, activated: true });
    const bad = await rest('POST', REST_CALLS.internalLogin.path, internal, { username: u.email, password: 'nope' });
    expect([bad.status, bad.body.responseDescription]).toEqual([401, ERROR_MESSAGES.invalidCredentials]);
    const noBrand = await rest(
      'POST',
      REST_CALLS.internalLogin.path,
      { 'x-internal-secret': SECRET },
      {
        username: u.email,
        password: u.password,
      },
    );
    expect(noBrand.status).toBe(400);
    const outsider = await rest(
      'POST',
      REST_CALLS.internalLogin.path,
      { 'x-brand': 'paywave' },
      {
        username: u.email,
        password: u.password,
      },
    );
    expect(outsider.status).toBe(403);
  });

  it('check-password and the profile update (scp push needs a device)', async () => {
    const u = await seedUser(t);
    const path = (p: string) => fillPath(p, { userId: u.userId });
    const valid = await rest('POST', path(REST_CALLS.internalCheckPassword.path), internal, { password: u.password });
    expect(valid.body.valid).toBe(true);
    const invalid = await rest('POST', path(REST_CALLS.internalCheckPassword.path), internal, { password: 'x' });
    expect(invalid.body.valid).toBe(false);
    const push = await rest('PATCH', path(REST_CALLS.internalUserUpdate.path), internal, { scp: 'push' });
    expect(push.body.validationErrors).toEqual([{ field: 'scp', message: ERROR_MESSAGES.noLinkedDevice }]);
    await approvedDevice(u.userId);
    const updated = await rest('PATCH', path(REST_CALLS.internalUserUpdate.path), internal, { scp: 'push', type: 3 });
    expect(updated.body.user).toMatchObject({ scp: 'push', type: 3 });
    const off = await rest('PATCH', path(REST_CALLS.internalUserUpdate.path), internal, { scp: 'none' });
    expect(off.body.user).toMatchObject({ scp: 'none', type: 3 });
  });
});

describe('sign-in extras', () => {
  it('confirms a waiting push sign-in from a signed-in session (PUT /auth/login/{key}/confirm)', async () => {
    const u = await seedUser(t);
    const auth = { authorization: (await bearerOf(t, u)).authorization };
    await approvedDevice(u.userId);
    await rest('PATCH', fillPath(REST_CALLS.internalUserUpdate.path, { userId: u.userId }), internal, { scp: 'push' });
    const started = await login(t, u);
    const key = String(started.body.link).split('#request=')[1]!;
    const url = fillPath(REST_CALLS.authLoginConfirm.path, { key });
    expect((await rest('PUT', url, from('203.0.113.7', auth), { result: true })).status).toBe(200);
    expect((await token(t, started.body.code!, started.verifier)).status).toBe(200);
    const again = await rest('PUT', url, from('203.0.113.7', auth), { result: true });
    expect([again.status, again.body.responseDescription]).toEqual([400, ERROR_MESSAGES.notFound]);
  });

  it('scp deeplink: a code bound to the user that the device page claims', async () => {
    const u = await seedUser(t);
    const auth = { authorization: (await bearerOf(t, u)).authorization };
    const scp = await rest('POST', REST_CALLS.authScpRequest.path, from('203.0.113.7', auth));
    expect(scp.body.deeplink).toMatch(/^[a-z][a-z0-9+.-]*:\/\/scp\?code=[A-Z0-9]{8}$/);
    const code = String(scp.body.deeplink).split('code=')[1]!;
    // Not a code to type in the portal: only the app that opened the deeplink claims it.
    const typed = await rest('POST', REST_CALLS.authDeviceCreate.path, from('203.0.113.7', auth), {
      name: 'X',
      code,
      type: 'ios',
    });
    expect(typed.status).toBe(400);
    const claimed = await rest('POST', '/device/claim', {}, { code, name: 'Mobile app' });
    expect(typeof claimed.body.secret).toBe('string');
    const list = await rest('GET', REST_CALLS.authDeviceList.path, from('203.0.113.7', auth));
    expect((list.body.devices as Array<{ name: string }>).map((d) => d.name)).toEqual(['Mobile app']);
    expect((await rest('POST', '/device/claim', {}, { code, name: 'Again' })).status).toBe(400);
  });

  it('texts the store links, a few times an hour', async () => {
    const u = await seedUser(t);
    const auth = { authorization: (await bearerOf(t, u)).authorization };
    const send = () =>
      rest('POST', REST_CALLS.authStoresUrlsSend.path, from('203.0.113.7', auth), { phoneNumber: '447700900123' });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('old web redirect: null for a personal customer', async () => {
    const u = await seedUser(t);
    const auth = { authorization: (await bearerOf(t, u)).authorization };
    const r = await call(t, 'oldWebRedirectGet', {}, auth);
    expect([r.body.responseCode, r.body.redirectUrl]).toEqual(['00', null]);
  });

  it('sei: a known client with its redirect prefix is authorised once; others are refused', async () => {
    const u = await seedUser(t);
    const auth = { authorization: (await bearerOf(t, u)).authorization };
    const ask = (b: object) => rest('POST', REST_CALLS.seiAuthorize.path, from('203.0.113.7', auth), b);
    const unknown = await ask({ clientId: 'evil', redirectUri: 'https://evil.example/' });
    expect(unknown.body.responseDescription).toBe(ERROR_MESSAGES.validationFailed);
    const wrongUri = await ask({ clientId: 'demo-shop', redirectUri: 'https://evil.example/cb' });
    expect(wrongUri.status).toBe(400);
    const ok = await ask({ clientId: 'demo-shop', redirectUri: 'https://shop.example/cb/return', state: 's1' });
    expect(String(ok.body.authorizeUrl)).toContain('/auth/sei?authorizationId=');
    const confirm = fillPath(REST_CALLS.seiAuthorizeConfirm.path, { authorizationId: String(ok.body.authorizationId) });
    const approved = await rest('POST', confirm, from('203.0.113.7', auth), { approve: true });
    const redirect = new URL(String(approved.body.redirectUrl));
    expect([redirect.origin + redirect.pathname, redirect.searchParams.get('state')]).toEqual([
      'https://shop.example/cb/return',
      's1',
    ]);
    expect(redirect.searchParams.get('code')).toBeTruthy();
    expect((await rest('POST', confirm, from('203.0.113.7', auth), { approve: false })).status).toBe(400);
    const other = await seedUser(t);
    const otherAuth = { authorization: (await bearerOf(t, other)).authorization };
    const second = await ask({ clientId: 'demo-shop', redirectUri: 'https://shop.example/cb' });
    const foreign = fillPath(REST_CALLS.seiAuthorizeConfirm.path, {
      authorizationId: String(second.body.authorizationId),
    });
    expect((await rest('POST', foreign, from('203.0.113.7', otherAuth), { approve: true })).status).toBe(400);
    const denied = await rest('POST', foreign, from('203.0.113.7', auth), { approve: false });
    expect(new URL(String(denied.body.redirectUrl)).searchParams.get('error')).toBe('access_denied');
  });
});
