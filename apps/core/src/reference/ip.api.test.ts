import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, fillPath, METHOD_CALLS, REST_CALLS } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
beforeAll(async () => {
  // 127.0.0.1 (inject's address) is a trusted proxy: X-Forwarded-For names the client.
  t = await startTestCore({ BRANDS_DIR: brandsDir, TRUST_PROXY: '127.0.0.1' });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
});
afterAll(async () => t?.close());

const ipInfo = (client?: string, body: object = {}) =>
  callMethod(t, 'ipInfo', body, client === undefined ? {} : { 'x-forwarded-for': client });

describe('ipInfo', () => {
  it("places a public client from the local database, in the contract's shape", async () => {
    // 81.2.69.142 is MaxMind's own test address in the United Kingdom.
    for (const [ip, countryCode] of [
      ['81.2.69.142', 'GB'],
      ['::ffff:81.2.69.142', 'GB'],
      ['8.8.8.8', 'US'],
    ] as const) {
      const r = await ipInfo(ip);
      expect(METHOD_CALLS.ipInfo.response.safeParse(r.body).error).toBeUndefined();
      expect(r.body).toMatchObject({ responseCode: '00', ip, countryCode });
    }
  });
  it('answers private, loopback, shared and reserved addresses with no country and no city', async () => {
    for (const ip of [
      '10.1.2.3',
      '192.168.0.9',
      '100.64.0.1',
      '169.254.1.1',
      '192.0.2.1',
      'fc00::1',
      'fe80::1',
      '2001:db8::1',
    ]) {
      expect((await ipInfo(ip)).body).toEqual({ responseCode: '00', ip, countryCode: null, city: null });
    }
    expect((await ipInfo()).body).toEqual({ responseCode: '00', ip: '127.0.0.1', countryCode: null, city: null });
  });
  it('takes no parameters: anything in the body is VF', async () => {
    const r = await ipInfo('8.8.8.8', { ip: '1.1.1.1' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.validationFailed });
  });
});

const privacy = (ip: string) =>
  t.core.app.inject({ method: 'GET', url: fillPath(REST_CALLS.ipPrivacyCheck.path, { ip }), headers: onBrand() });

describe('ipPrivacyCheck', () => {
  it('answers the flags of every range of our table holding the address, none when it is in none', async () => {
    await t.db.query(
      `INSERT INTO ip_privacy_ranges (range, vpn, proxy, tor, source) VALUES
         ('185.220.100.0/22', false, false, true, 'test'), ('185.220.101.0/24', true, false, false, 'test'),
         ('2a0b:f4c0::/32', false, true, false, 'test')`,
    );
    const cases = [
      ['185.220.101.7', { vpn: true, proxy: false, tor: true }],
      ['185.220.100.1', { vpn: false, proxy: false, tor: true }],
      ['::ffff:185.220.100.1', { vpn: false, proxy: false, tor: true }],
      ['2a0b:f4c0:1::5', { vpn: false, proxy: true, tor: false }],
      ['8.8.8.8', { vpn: false, proxy: false, tor: false }],
    ] as const;
    for (const [ip, flags] of cases) {
      const r = await privacy(ip);
      expect(REST_CALLS.ipPrivacyCheck.response.safeParse(r.json()).error).toBeUndefined();
      expect(r.json()).toEqual({ responseCode: '00', ip, ...flags });
    }
  });
  it('refuses what is not an IP address with VF', async () => {
    for (const ip of ['not-an-ip', '999.1.1.1', '1.2.3']) {
      const r = await privacy(ip);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'ip' }] });
    }
  });
});

const checkUrls = (payload: object, headers = auth) =>
  t.core.app.inject({ method: 'POST', url: REST_CALLS.serviceCheckUrls.path, payload, headers: onBrand(headers) });

describe('serviceCheckUrls', () => {
  it('marks each link safe or not, locally, keeping the order', async () => {
    await t.db.query(`INSERT INTO blocked_hosts (host, reason) VALUES ('bad-payments.com', 'test')`);
    const cases: [string, boolean][] = [
      ['https://www.paywave.example.org/fees', true],
      ['http://8.8.8.8/', true],
      ['https://bad-payments.com/login', false],
      ['https://login.bad-payments.com/', false],
      ['https://notbad-payments.com/', true],
      ['https://bank.com@evil.com/', false],
      ['javascript:alert(1)', false],
      ['ftp://files.example.org/', false],
      ['http://localhost:8080/', false],
      ['http://intranet/', false],
      ['http://printer.local/', false],
      ['http://10.0.0.1/admin', false],
      ['http://[::1]/', false],
      ['not a url', false],
    ];
    const r = await checkUrls({ urls: cases.map(([url]) => url) });
    expect(REST_CALLS.serviceCheckUrls.response.safeParse(r.json()).error).toBeUndefined();
    expect(r.json()).toEqual({ responseCode: '00', urls: cases.map(([url, safe]) => ({ url, safe })) });
  });
  it('needs a signed-in user, and refuses an empty or oversized list with VF', async () => {
    expect((await checkUrls({ urls: ['https://a.com'] }, {})).statusCode).toBe(401);
    for (const urls of [[], Array.from({ length: 51 }, (_, i) => `https://a${i}.com`), ['x'.repeat(2049)]]) {
      const r = await checkUrls({ urls });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.validationFailed });
    }
  });
});
