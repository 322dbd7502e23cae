import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, REST_CALLS, SERVICE_ROUTES, UNSAFE_TEXT_MESSAGE, type TAccount } from '@openportal/contract';
import { hashPassword } from './identity/index.ts';
import { totp } from './platform/codes/index.ts';
import { newId } from './platform/crypto.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, demoEmail, seedDemo } from './seed/demo.ts';
import {
  callMethod,
  callToken,
  onBrand,
  pkcePair,
  signIn,
  startTestCore,
  type TestCore,
  registrationBody,
} from './test-support.ts';

const brandsDir = new URL('../../../brands', import.meta.url).pathname;
const INTERNAL_SECRET = 'security-test-internal-secret';
let t: TestCore;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir, INTERNAL_SECRET });
  await seedDemo(t.db, brandsDir);
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const registration = registrationBody;

/** A user of the paywave demo business with the given access rights on it (a representative). */
async function representative(rights: number): Promise<{ token: string; businessId: string }> {
  const business = (
    await t.db.query<{ customer_id: string }>(
      `SELECT a.customer_id FROM customer_access a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
      [demoEmail('business', 'paywave')],
    )
  ).rows[0]!.customer_id;
  const email = `rep${rights}-${newId().slice(0, 8)}@paywave.example`;
  const userId = newId();
  await t.db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, 'Rep', 'Resentative', 'active', 'paywave')`,
    [userId, email, await hashPassword(DEMO_PASSWORD)],
  );
  await t.db.query(
    `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
    [userId, business, rights],
  );
  return { token: (await signIn(t, email, DEMO_PASSWORD)).accessToken, businessId: business };
}

describe('per-call rights on the acting customer', () => {
  it.each([
    [1, 403, '13'],
    [2, 200, '00'],
    [3, 200, '00'],
    [4, 200, '00'],
    [5, 403, '13'],
  ])('rights %i: transferBetweenAccounts answers %i %s; reading is allowed', async (rights, status, code) => {
    const rep = await representative(rights);
    const headers = { ...bearer(rep.token), 'customer-id': rep.businessId };
    const before = await callMethod(t, 'balanceInquiry', {}, headers);
    expect(before.body.responseCode).toBe('00');
    const [a, b] = (before.body.accounts as TAccount[]).filter((x) => x.currencyCode === 'USD');
    const r = await callMethod(
      t,
      'transferBetweenAccounts',
      { toAmount: '1.00', currency: 'USD', fromAccount: a!.accountId, toAccount: b!.accountId },
      { ...headers, 'idempotency-key': `rights-${rights}-${newId()}` },
    );
    expect([r.status, r.body.responseCode]).toEqual([status, code]);
    if (code !== '00') {
      expect(r.body.responseDescription).toBe(ERROR_MESSAGES.accessDenied);
      const after = await callMethod(t, 'balanceInquiry', {}, headers);
      expect(after.body.accounts).toEqual(before.body.accounts);
    }
  });
  it('rights 0 is no access at all', async () => {
    const rep = await representative(0).catch((e: Error) => e);
    // A user whose only customer grants nothing cannot act: the sign-in works, every call is ENOA.
    expect(rep).not.toBeInstanceOf(Error);
    const r = await callMethod(t, 'balanceInquiry', {}, bearer((rep as { token: string }).token));
    expect([r.status, r.body.responseCode]).toEqual([403, 'ENOA']);
  });
});

describe('brand isolation', () => {
  it('a request without a known brand is refused and writes nothing', async () => {
    const none = await t.core.app.inject({
      method: 'POST',
      url: '/?method=personalAccountCreate',
      payload: registration('nobrand@example.com'),
    });
    expect([none.statusCode, none.json()]).toEqual([
      400,
      { responseCode: 'TA1', responseDescription: ERROR_MESSAGES.unknownBrand },
    ]);
    const bogus = await callMethod(t, 'personalAccountCreate', registration('nobrand@example.com'), {
      'x-brand': 'no-such-brand',
    });
    expect(bogus.body.responseCode).toBe('TA1');
    const login = await t.core.app.inject({
      method: 'POST',
      url: REST_CALLS.authLogin.path,
      payload: {
        client: 'spa',
        username: demoEmail('personal', 'paywave'),
        password: DEMO_PASSWORD,
        codeChallenge: pkcePair().challenge,
      },
    });
    expect(login.json()).toEqual({ responseCode: 'TA1', responseDescription: ERROR_MESSAGES.unknownBrand });
    expect((await t.db.query(`SELECT 1 FROM users WHERE email = 'nobrand@example.com'`)).rows).toHaveLength(0);
  });
  it('the brand comes from the host, never from the body', async () => {
    const r = await callMethod(t, 'personalAccountCreate', { ...registration('body@example.com'), brand: 'coinpurse' });
    expect(r.body).toMatchObject({ responseCode: 'VF' });
    const ok = await callMethod(t, 'personalAccountCreate', registration('host@example.com'), { 'x-brand': 'fundstr' });
    expect(ok.body.responseCode).toBe('00');
    const row = (await t.db.query<{ brand: string }>(`SELECT brand FROM users WHERE email = 'host@example.com'`))
      .rows[0];
    expect(row?.brand).toBe('fundstr');
  });
  it("a paywave user cannot sign in on coinpurse's host, and a paywave token is refused there", async () => {
    const { challenge } = pkcePair();
    const login = await callToken(
      t,
      REST_CALLS.authLogin.path,
      { client: 'spa', username: demoEmail('personal', 'paywave'), password: DEMO_PASSWORD, codeChallenge: challenge },
      'coinpurse',
    );
    expect([login.statusCode, login.json()]).toEqual([
      401,
      { responseCode: 'AU', responseDescription: ERROR_MESSAGES.invalidCredentials },
    ]);
    const tokens = await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD);
    const call = await callMethod(t, 'balanceInquiry', {}, { ...bearer(tokens.accessToken), 'x-brand': 'coinpurse' });
    expect([call.status, call.body.responseCode]).toEqual([401, 'AU']);
    const refresh = await callToken(t, REST_CALLS.authRefresh.path, { refreshToken: tokens.refreshToken }, 'coinpurse');
    expect(refresh.statusCode).toBe(401);
    // The refused refresh spent nothing: the token still works on its own brand.
    expect((await callToken(t, REST_CALLS.authRefresh.path, { refreshToken: tokens.refreshToken })).statusCode).toBe(
      200,
    );
  });
  it('the same e-mail is one user per brand', async () => {
    const email = 'twice@example.com';
    for (const brand of ['paywave', 'coinpurse']) {
      const r = await callMethod(t, 'personalAccountCreate', registration(email), { 'x-brand': brand });
      expect(r.body.responseCode).toBe('00');
    }
    const again = await callMethod(t, 'personalAccountCreate', registration(email), { 'x-brand': 'coinpurse' });
    expect(again.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'email' }] });
  });
});

describe('client address behind a proxy', () => {
  it('keys the login limit on the client when the proxy is trusted (TRUST_PROXY)', async () => {
    const behind = await startTestCore({ BRANDS_DIR: brandsDir, TRUST_PROXY: '10.0.0.0/8', LOGIN_RATE_PER_MIN: '2' });
    try {
      const attempt = (client: string) =>
        behind.core.app.inject({
          method: 'POST',
          url: REST_CALLS.authLogin.path,
          remoteAddress: '10.1.2.3',
          headers: onBrand({ 'x-forwarded-for': client }),
          payload: { client: 'spa', username: 'a@example.com', password: 'x', codeChallenge: pkcePair().challenge },
        });
      const first = [await attempt('203.0.113.7'), await attempt('203.0.113.7'), await attempt('203.0.113.7')];
      expect(first.map((r) => r.statusCode)).toEqual([401, 401, 429]);
      expect((await attempt('198.51.100.9')).statusCode).toBe(401);
    } finally {
      await behind.close();
    }
  });
});

describe('one-time codes', () => {
  it('refuses a TOTP code accepted once before (RFC 6238 §5.2)', async () => {
    const code = totp(DEMO_TOTP_SECRET, Date.now());
    const user = demoEmail('otp', 'paywave');
    await signIn(t, user, DEMO_PASSWORD, () => code);
    const { verifier, challenge } = pkcePair();
    const login = await callToken(t, REST_CALLS.authLogin.path, {
      client: 'spa',
      username: user,
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
    });
    const again = await callToken(t, REST_CALLS.authToken.path, {
      code: (login.json() as { code: string }).code,
      codeVerifier: verifier,
      otp: code,
    });
    expect([again.statusCode, again.json()]).toEqual([
      401,
      { responseCode: 'AU', responseDescription: ERROR_MESSAGES.invalidOtp },
    ]);
  });
});

describe('no cache keeps tokens or personal data', () => {
  it('token, refresh and signed-in answers carry Cache-Control: no-store', async () => {
    const { verifier, challenge } = pkcePair();
    const login = await callToken(t, REST_CALLS.authLogin.path, {
      client: 'spa',
      username: demoEmail('personal', 'paywave'),
      password: DEMO_PASSWORD,
      codeChallenge: challenge,
    });
    const token = await callToken(t, REST_CALLS.authToken.path, {
      code: (login.json() as { code: string }).code,
      codeVerifier: verifier,
    });
    const { accessToken, refreshToken } = token.json() as { accessToken: string; refreshToken: string };
    const refreshed = await callToken(t, REST_CALLS.authRefresh.path, { refreshToken });
    const headers = bearer((refreshed.json() as { accessToken: string }).accessToken);
    const answers = [
      login,
      token,
      refreshed,
      ...(await Promise.all(
        ['balanceInquiry', 'customerInfoGet'].map((m) =>
          t.core.app.inject({ method: 'POST', url: `/?method=${m}`, payload: {}, headers: onBrand(headers) }),
        ),
      )),
    ];
    expect(answers.map((a) => [a.statusCode, a.headers['cache-control']])).toEqual(
      answers.map(() => [200, 'no-store']),
    );
    expect(accessToken).not.toBe('');
  });
});

describe('activation mails', () => {
  it('resends within limits and never voids the link the user holds', async () => {
    const email = 'resend@example.com';
    expect((await callMethod(t, 'personalAccountCreate', registration(email))).body.responseCode).toBe('00');
    await t.core.drainOutbox();
    const mailsTo = () => t.mails.filter((m) => m.to === email);
    const firstLink = new URL(/https?:\/\/\S+/.exec(mailsTo()[0]!.text)![0]);
    // A resend right after the first mail sends nothing (at most one a minute), and says the same.
    for (let i = 0; i < 5; i++) {
      const r = await callMethod(t, 'activationCodeResend', { email });
      expect(r.body).toEqual({ responseCode: '00' });
    }
    await t.core.drainOutbox();
    expect(mailsTo()).toHaveLength(1);
    // A minute later one more, then the daily cap of five.
    for (let i = 0; i < 6; i++) {
      await t.db.query(`UPDATE activation_codes SET created_at = created_at - interval '2 minutes'`);
      await callMethod(t, 'activationCodeResend', { email });
    }
    await t.core.drainOutbox();
    expect(mailsTo()).toHaveLength(5);
    // The first link still activates.
    const act = await callMethod(t, 'accountActivate', {
      username: email,
      activationCode: firstLink.searchParams.get('code')!,
    });
    expect(act.body.responseCode).toBe('00');
  });
});

describe('text no call accepts', () => {
  it.each([
    [
      'a NUL in lastName at registration',
      'personalAccountCreate',
      { ...registration('nul@example.com'), lastName: 'a\u0000b' },
      'lastName',
    ],
    [
      'a lone surrogate in firstName',
      'personalAccountCreate',
      { ...registration('ls@example.com'), firstName: '\uD800' },
      'firstName',
    ],
    ['a lone surrogate in historyGet keyword', 'historyGet', { keyword: 'x\uDC00' }, 'keyword'],
    ['a NUL in an unknown key', 'historyGet', { 'k\u0000': 1 }, 'k\\u0000'],
  ])('%s is VF naming the field, never a 5xx', async (_name, method, body, field) => {
    const tokens = await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD);
    const r = await callMethod(t, method, body, bearer(tokens.accessToken));
    expect([r.status, r.body.responseCode]).toEqual([400, 'VF']);
    expect(r.body.validationErrors).toEqual([{ field, message: UNSAFE_TEXT_MESSAGE }]);
  });
  it('an e-mail whose local part is over 64 characters is refused at registration (RFC 5321)', async () => {
    const r = await callMethod(t, 'personalAccountCreate', registration(`${'a'.repeat(65)}@example.com`));
    expect(r.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'email' }] });
  });
});

describe('malformed paths', () => {
  it.each(['/%E0%A4%A', '/?method=%ZZ', '/%', '/..%5c..%5cetc'])('%s answers the catalogue envelope', async (url) => {
    const r = await t.core.app.inject({ method: 'POST', url, payload: {}, headers: onBrand() });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(Object.keys(r.json())).toContain('responseCode');
    expect(r.body).not.toContain('FST_');
  });
});

describe('sessions that end', () => {
  it('logout announces the revoked session and the session check refuses its token', async () => {
    const s = await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD);
    const check = () =>
      t.core.app.inject({
        method: 'POST',
        url: SERVICE_ROUTES.sessionCheck,
        headers: { 'x-internal-secret': INTERNAL_SECRET },
        payload: { accessToken: s.accessToken },
      });
    expect((await check()).json()).toMatchObject({ responseCode: '00', brand: 'paywave' });
    const wrongSecret = await t.core.app.inject({
      method: 'POST',
      url: SERVICE_ROUTES.sessionCheck,
      headers: { 'x-internal-secret': 'nope' },
      payload: { accessToken: s.accessToken },
    });
    expect(wrongSecret.statusCode).toBe(403);
    const heard: string[] = [];
    const stop = t.core.hub.subscribe((d) => {
      if (d.event.type === 'SessionRevoked') heard.push(d.event.sessionId);
    });
    try {
      expect((await callToken(t, REST_CALLS.authLogout.path, { refreshToken: s.refreshToken })).statusCode).toBe(200);
      await t.core.drainOutbox();
      const sid = JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
      await expect.poll(() => heard).toEqual([sid]);
    } finally {
      stop();
    }
    expect((await check()).statusCode).toBe(401);
  });
});
