import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, REST_CALLS, METHOD_CALLS } from '@openportal/contract';
import { seedDemo, DEMO_PASSWORD, DEMO_TOTP_SECRET, demoEmail } from '../seed/demo.ts';
import {
  callMethod,
  onBrand,
  pkcePair,
  signIn,
  startTestCore,
  type TestCore,
  registrationBody,
} from '../test-support.ts';
import { totp } from '../platform/codes/index.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: new URL('../../../../brands', import.meta.url).pathname });
  await seedDemo(t.db, new URL('../../../../brands', import.meta.url).pathname);
});
afterAll(async () => t?.close());

const registration = registrationBody;

describe('registration and activation', () => {
  it('registers, mails an activation link, activates once, then signs in', async () => {
    const reg = await callMethod(t, 'personalAccountCreate', registration('ivy@example.com'), {
      'accept-language': 'es',
    });
    expect(reg.status).toBe(200);
    expect(METHOD_CALLS.personalAccountCreate.response.safeParse(reg.body).success).toBe(true);
    // Nothing is mailed before the outbox runs; then exactly one mail, in Spanish.
    expect(t.mails).toHaveLength(0);
    await t.core.drainOutbox();
    const mail = t.mails.find((m) => m.to === 'ivy@example.com')!;
    expect(mail.subject).toBe('Active su cuenta');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.host).toBe('paywave.localhost:8080');
    expect(link.searchParams.get('action')).toBe('activation');

    const before = await t.core.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: onBrand(),
      payload: {
        client: 'spa',
        username: 'ivy@example.com',
        password: 'Secret-pass-1',
        codeChallenge: pkcePair().challenge,
      },
    });
    expect(before.json()).toMatchObject({
      responseCode: 'AU',
      responseDescription: ERROR_MESSAGES.accountNotActivated,
    });

    const code = link.searchParams.get('code')!;
    const act = await callMethod(t, 'accountActivate', { username: 'ivy@example.com', activationCode: code });
    expect(act.body.responseCode).toBe('00');
    expect(typeof act.body.accessToken).toBe('string');
    const again = await callMethod(t, 'accountActivate', { username: 'ivy@example.com', activationCode: code });
    expect(again.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.alreadyActivated });

    const tokens = await signIn(t, 'ivy@example.com', 'Secret-pass-1');
    const accounts = await callMethod(t, 'balanceInquiry', {}, { authorization: `Bearer ${tokens.accessToken}` });
    expect(accounts.body).toEqual({ responseCode: '00', accounts: [] });
  });

  it('refuses a taken e-mail, a bad activation code and bad fields, and writes nothing', async () => {
    const dup = await callMethod(t, 'personalAccountCreate', registration('IVY@example.com'));
    expect(dup.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'email' }] });
    const bad = await callMethod(t, 'personalAccountCreate', {
      ...registration('x@example.com'),
      password: 'short',
      category: 'spies',
      termsAccepted: false,
    });
    expect(bad.status).toBe(400);
    expect([...new Set((bad.body.validationErrors as Array<{ field: string }>).map((e) => e.field))].sort()).toEqual([
      'category',
      'password',
      'termsAccepted',
    ]);
    // Two capital letters, but no country of dictionaryCountries.
    const nowhere = await callMethod(t, 'personalAccountCreate', {
      ...registration('x@example.com'),
      countryCode: 'ZZ',
    });
    expect(nowhere.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'countryCode' }] });
    const wrong = await callMethod(t, 'accountActivate', { username: 'ivy@example.com', activationCode: 'nope' });
    expect(wrong.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.invalidActivationCode });
    const users = await t.db.query(`SELECT 1 FROM users WHERE email = 'x@example.com'`);
    expect(users.rows).toHaveLength(0);
  });
});

describe('token service', () => {
  const user = () => demoEmail('personal', 'paywave');

  it('gives each failure its own message', async () => {
    const { verifier, challenge } = pkcePair();
    const wrongPassword = await t.core.app.inject({
      method: 'POST',
      url: REST_CALLS.authLogin.path,
      headers: onBrand(),
      payload: { client: 'spa', username: user(), password: 'nope', codeChallenge: challenge },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      responseCode: 'AU',
      responseDescription: ERROR_MESSAGES.invalidCredentials,
    });

    const login = await t.core.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: onBrand(),
      payload: { client: 'spa', username: user(), password: DEMO_PASSWORD, codeChallenge: challenge },
    });
    expect(login.json()).toMatchObject({ authFlow: 'simple' });
    const { code } = login.json() as { code: string };
    const wrongVerifier = await t.core.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: onBrand(),
      payload: { code, codeVerifier: pkcePair().verifier },
    });
    expect(wrongVerifier.json()).toEqual({
      responseCode: 'AU',
      responseDescription: ERROR_MESSAGES.invalidCodeVerifier,
    });
    const ok = await t.core.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: onBrand(),
      payload: { code, codeVerifier: verifier },
    });
    expect(ok.statusCode).toBe(200);
    const replay = await t.core.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: onBrand(),
      payload: { code, codeVerifier: verifier },
    });
    expect(replay.json()).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.invalidCode });
  });

  it('asks for the TOTP code when the user has one, and checks it', async () => {
    const { verifier, challenge } = pkcePair();
    const login = await t.core.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: onBrand(),
      payload: {
        client: 'spa',
        username: demoEmail('otp', 'paywave'),
        password: DEMO_PASSWORD,
        codeChallenge: challenge,
      },
    });
    expect(login.json()).toMatchObject({ authFlow: 'otp' });
    const { code } = login.json() as { code: string };
    const wrong = await t.core.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: onBrand(),
      payload: { code, codeVerifier: verifier, otp: totp(DEMO_TOTP_SECRET, Date.now() - 10 * 60_000) },
    });
    expect(wrong.json()).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.invalidOtp });
    const right = await t.core.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: onBrand(),
      payload: { code, codeVerifier: verifier, otp: totp(DEMO_TOTP_SECRET, Date.now()) },
    });
    expect(right.statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the family on reuse', async () => {
    const first = await signIn(t, user(), DEMO_PASSWORD);
    const r1 = await t.core.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: onBrand(),
      payload: { refreshToken: first.refreshToken },
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json() as { accessToken: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const reuse = await t.core.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: onBrand(),
      payload: { refreshToken: first.refreshToken },
    });
    expect(reuse.json()).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.refreshTokenReused });
    // The whole family is gone: the newest token and its access token no longer work.
    const after = await t.core.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: onBrand(),
      payload: { refreshToken: second.refreshToken },
    });
    expect(after.json()).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.refreshTokenExpired });
    const call = await callMethod(t, 'balanceInquiry', {}, { authorization: `Bearer ${second.accessToken}` });
    expect(call.status).toBe(401);
  });

  it('refuses a refresh token past its expiry with the session-expired message', async () => {
    const s = await signIn(t, user(), DEMO_PASSWORD);
    const aged = await t.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 second'
       WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [s.refreshToken],
    );
    expect(aged.rowCount).toBe(1);
    const r = await t.core.app.inject({
      method: 'POST',
      url: REST_CALLS.authRefresh.path,
      headers: onBrand(),
      payload: { refreshToken: s.refreshToken },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.refreshTokenExpired });
  });

  it('logs out by revoking the session', async () => {
    const s = await signIn(t, user(), DEMO_PASSWORD);
    expect(
      (
        await t.core.app.inject({
          method: 'POST',
          url: '/auth/logout',
          headers: onBrand(),
          payload: { refreshToken: s.refreshToken },
        })
      ).statusCode,
    ).toBe(200);
    const r = await t.core.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: onBrand(),
      payload: { refreshToken: s.refreshToken },
    });
    expect(r.statusCode).toBe(401);
  });
});
