import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillPath, REST_CALLS, type TRealtimeDelivery } from '@openportal/contract';
import {
  brandsWith,
  call,
  from,
  login,
  SECRET,
  seedUser,
  startSecurityCore,
  token,
  type TUser,
} from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';

/**
 * Strict migration to push sign-in held by the token service (spec 1 §4; strict-migration.ts):
 * paywave's users must move now. The code gives no tokens until a device approved it; the
 * migration's tmpJwt asks for a link only after the code's second factor passed.
 */
const brands = brandsWith({ paywave: { pushMigration: { req: 'strict' } } });
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore({
    BRANDS_DIR: brands.dir,
    PUSH_WAIT_MS: '0',
    DEVICE_PAGE_URL: 'http://device.test/device',
  });
});
afterAll(async () => {
  await t?.close();
  brands.remove();
});

type TMigration = { req: string; strat: string; tmpJwt?: string };
const inject = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.core.app.inject({ method: method as 'POST', url, headers, ...(payload ? { payload } : {}) });
const scpRequest = (tmpJwt: string, brand = 'paywave') =>
  inject('POST', REST_CALLS.authScpRequest.path, { ...from('203.0.113.7'), 'x-brand': brand }, { tmpJwt });
const loginMode = async (u: TUser) =>
  (await t.db.query<{ m: string }>('SELECT two_step_login AS m FROM users WHERE id = $1', [u.userId])).rows[0]!.m;

/** Sign-in up to the armed code: login answers the tmpJwt, the first exchange refuses tokens. */
async function armed(u: TUser) {
  const l = await login(t, u);
  expect(l.status).toBe(200);
  const migration = l.body.migration as unknown as TMigration;
  expect(migration.req).toBe('strict');
  expect(migration.tmpJwt).toBeTypeOf('string');
  const tmpJwt = migration.tmpJwt!;
  // Before the second factor passed, the tmpJwt asks for nothing.
  const early = await scpRequest(tmpJwt);
  expect([early.statusCode, early.json().responseDescription]).toEqual([401, ERROR_MESSAGES.invalidCode]);
  const first = await token(t, l.body.code!, l.verifier);
  expect([first.status, first.body.responseDescription]).toEqual([401, ERROR_MESSAGES.migrationRequired]);
  expect(first.body.accessToken).toBeUndefined();
  return { code: l.body.code!, verifier: l.verifier, tmpJwt, strat: migration.strat };
}

describe('strict migration to push (spec 1 §4)', () => {
  it('gives tokens only after a new device claimed the link, and sign-in is push from then on', async () => {
    const u = await seedUser(t);
    const a = await armed(u);
    expect(a.strat).toBe('enable');
    // Asking again changes nothing: still no tokens, nothing spent.
    expect((await token(t, a.code, a.verifier)).body.responseDescription).toBe(ERROR_MESSAGES.migrationRequired);
    // Another brand's host does not know this tmpJwt.
    expect((await scpRequest(a.tmpJwt, 'coinpurse')).statusCode).toBe(401);
    const link = await scpRequest(a.tmpJwt);
    expect(link.statusCode).toBe(200);
    const { deeplink, link: page } = link.json() as { deeplink: string; link: string };
    const linkCode = /#scp=([A-Z0-9]{8})$/.exec(page)?.[1];
    expect(linkCode).toBeDefined();
    expect(deeplink).toContain(`scp?code=${linkCode}`);
    const waiting = await token(t, a.code, a.verifier);
    expect(waiting.body.responseDescription).toBe(ERROR_MESSAGES.pushPending);
    await t.core.drainOutbox();
    const heard: TRealtimeDelivery[] = [];
    const stop = t.core.hub.subscribe((d) => heard.push(d));
    const claimed = await inject('POST', '/device/claim', {}, { code: linkCode!, name: 'New phone' });
    expect(claimed.statusCode).toBe(200);
    // The browser waiting on the tmpJwt (/ws pushWait) hears the approval.
    await t.core.drainOutbox();
    const waitId = createHash('sha256').update(a.tmpJwt).digest('hex');
    await expect
      .poll(() => heard.map((d) => d.event))
      .toContainEqual({ type: 'PushDecided', waitId, result: 'approved' });
    stop();
    const tokens = await token(t, a.code, a.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.body.accessToken).toBeTypeOf('string');
    expect(await loginMode(u)).toBe('push');
    // The session knows the brand's strict mode, and push sign-in may not be turned off.
    const authorization = { authorization: `Bearer ${tokens.body.accessToken}` };
    const access = await call(t, 'userAccessInfoGet', {}, authorization);
    expect((access.body.userAccessInfo as { isStrictMode: boolean }).isStrictMode).toBe(true);
    const off = await inject('POST', REST_CALLS.twoStepVerificationSet.path, from('203.0.113.7', authorization), {
      mode: 'no',
      typeMode: 'login',
    });
    expect([off.statusCode, JSON.stringify(off.json())]).toEqual([
      400,
      expect.stringContaining(ERROR_MESSAGES.pushSignInRequired),
    ]);
    expect(await loginMode(u)).toBe('push');
    // Spent: the code does not give tokens twice.
    expect((await token(t, a.code, a.verifier)).status).toBe(401);
    const next = await login(t, u);
    expect([next.body.authFlow, next.body.migration]).toEqual(['push', undefined]);
  });

  it('asks the approved device (strat migrate): a denial ends the code, an approval signs in', async () => {
    const u = await seedUser(t);
    const made = await inject(
      'POST',
      fillPath(REST_CALLS.internalUserDeviceCreate.path, { userId: u.userId }),
      { 'x-internal-secret': SECRET, 'x-brand': 'paywave' },
      { name: 'Old phone', type: 'ios' },
    );
    const { device, secret } = made.json() as { device: { id: string }; secret: string };
    await t.db.query('UPDATE devices SET approved_at = now() WHERE id = $1', [device.id]);
    const decide = async (approve: boolean) => {
      const state = (await inject('GET', '/device/state', { 'x-device-secret': secret })).json() as {
        pending: Array<{ requestId: string }>;
      };
      expect(state.pending).toHaveLength(1);
      const r = await inject(
        'POST',
        '/device/decision',
        { 'x-device-secret': secret },
        { requestId: state.pending[0]!.requestId, approve },
      );
      expect(r.json()).toEqual({ decided: 1 });
    };

    const denied = await armed(u);
    expect(denied.strat).toBe('migrate');
    expect((await scpRequest(denied.tmpJwt)).statusCode).toBe(200);
    await decide(false);
    expect((await token(t, denied.code, denied.verifier)).body.responseDescription).toBe(ERROR_MESSAGES.pushDenied);
    expect(await loginMode(u)).toBe('no');

    const approved = await armed(u);
    expect((await scpRequest(approved.tmpJwt)).statusCode).toBe(200);
    await decide(true);
    expect((await token(t, approved.code, approved.verifier)).status).toBe(200);
    expect(await loginMode(u)).toBe('push');
  });

  it('refuses a wrong verifier before arming, and a tmpJwt nobody issued', async () => {
    const u = await seedUser(t);
    const l = await login(t, u);
    const wrong = await token(t, l.body.code!, `${l.verifier.slice(0, -1)}x`);
    expect(wrong.body.responseDescription).toBe(ERROR_MESSAGES.invalidCodeVerifier);
    const tmpJwt = (l.body.migration as unknown as TMigration).tmpJwt!;
    expect((await scpRequest(tmpJwt)).statusCode).toBe(401);
    expect((await scpRequest('made-up-token')).statusCode).toBe(401);
    const none = await inject('POST', REST_CALLS.authScpRequest.path, from('203.0.113.7'), {});
    expect(none.statusCode).toBe(401);
  });
});
