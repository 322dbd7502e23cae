import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillPath, methodCallUrl, REST_CALLS } from '@openportal/contract';
import { onBrand, pkcePair, startTestCore, type TestCore } from '../test-support.ts';

/** Shared by the security API tests: a core with the seeding route, users, sign-in and calls from an address. */
export const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
/** The internal secret of these cores (the seeding route and internal calls). */
export const SECRET = 'security-tests-secret-0123456789';

/** A core on the brands (or `extra.BRANDS_DIR`) with seeding, the secret and a high sign-in rate; `extra` on top. */
export function startSecurityCore(extra: Record<string, string> = {}) {
  return startTestCore({
    BRANDS_DIR: brandsDir,
    TEST_SEEDING: 'true',
    INTERNAL_SECRET: SECRET,
    LOGIN_RATE_PER_MIN: '1000',
    ...extra,
  });
}

/** A copy of the brands with some manifest fields changed (e.g. paywave's pushMigration); `remove` deletes it. */
export function brandsWith(changes: Record<string, Record<string, unknown>>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'op-brands-'));
  cpSync(brandsDir, dir, { recursive: true });
  for (const [brand, fields] of Object.entries(changes)) {
    const file = path.join(dir, brand, 'brand.json');
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(readFileSync(file, 'utf8')) as object), ...fields }));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TUser {
  email: string;
  password: string;
  userId: string;
  customerId: string;
}

/** A fresh active user (a phone when asked), through core's test-only seeding route. */
export async function seedUser(t: TestCore, phone?: string): Promise<TUser> {
  const res = await t.core.app.inject({
    method: 'POST',
    url: '/testing/customers',
    headers: { 'x-internal-secret': SECRET },
    payload: { brand: 'paywave', kind: 'personal', ...(phone ? { phone } : {}) },
  });
  return res.json() as TUser;
}

export const randomPhone = () => `+4477009${String(randomBytes(3).readUIntBE(0, 3) % 100000).padStart(5, '0')}`;

/** Headers of a request from `ip` through the (trusted) gateway, with a browser's user agent. */
export const from = (ip: string, extra: Record<string, string> = {}) =>
  onBrand({
    'x-forwarded-for': ip,
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36',
    ...extra,
  });

export async function login(t: TestCore, u: { email: string; password: string }, ip = '203.0.113.7') {
  const { verifier, challenge } = pkcePair();
  const res = await t.core.app.inject({
    method: 'POST',
    url: REST_CALLS.authLogin.path,
    headers: from(ip),
    payload: { client: 'spa', username: u.email, password: u.password, codeChallenge: challenge },
  });
  return { status: res.statusCode, body: res.json() as Record<string, string>, verifier };
}

export async function token(t: TestCore, code: string, verifier: string, ip = '203.0.113.7', otp?: string) {
  const res = await t.core.app.inject({
    method: 'POST',
    url: REST_CALLS.authToken.path,
    headers: from(ip),
    payload: { code, codeVerifier: verifier, ...(otp ? { otp } : {}) },
  });
  return { status: res.statusCode, body: res.json() as Record<string, string> };
}

/** Signs in (simple flow) from `ip`; answers the bearer header and the refresh token. */
export async function bearerOf(t: TestCore, u: TUser, ip = '203.0.113.7') {
  const l = await login(t, u, ip);
  const tk = await token(t, l.body.code!, l.verifier, ip);
  if (tk.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(tk.body)}`);
  return { authorization: `Bearer ${tk.body.accessToken}`, refreshToken: tk.body.refreshToken! };
}

export async function call(t: TestCore, method: string, body: object, auth: object, ip = '203.0.113.7') {
  const res = await t.core.app.inject({
    method: 'POST',
    url: methodCallUrl('', method),
    headers: from(ip, auth as Record<string, string>),
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}

/** The two-step REST calls (POST /customer/two-step-verification[/{reqId}/confirm]). */
export async function twoStep(t: TestCore, auth: object, body: object, reqId?: string) {
  const url = reqId
    ? fillPath(REST_CALLS.twoStepVerificationConfirm.path, { reqId })
    : REST_CALLS.twoStepVerificationSet.path;
  const res = await t.core.app.inject({
    method: 'POST',
    url,
    headers: from('203.0.113.7', auth as Record<string, string>),
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}

/** The six digits of the last SMS to `to`. */
export function lastSmsCode(t: TestCore, to: string): string {
  const sms = t.sms.filter((m) => m.to === to).at(-1);
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no SMS code to ${to}`);
  return code;
}

/**
 * The code of the user's newest security code, read where the current factor sent it (issue 18):
 * the mail catcher, the SMS catcher, or the pushes of the user's approved devices (the device
 * page's list). An authenticator's code is the caller's to compute.
 */
export async function factorCode(t: TestCore, userId: string): Promise<string> {
  await t.core.drainOutbox();
  const newest = await t.db.query<{ channel: string; email: string }>(
    `SELECT c.channel, u.email FROM security_codes c JOIN users u ON u.id = c.user_id
      WHERE c.user_id = $1 ORDER BY c.created_at DESC LIMIT 1`,
    [userId],
  );
  const { channel, email } = newest.rows[0] ?? { channel: 'none', email: '' };
  const phones = (
    await t.db.query<{ e164: string }>('SELECT e164 FROM user_phones WHERE user_id = $1', [userId])
  ).rows.map((r) => r.e164);
  const texts =
    channel === 'email'
      ? t.mails.filter((m) => m.to === email).map((m) => m.text)
      : channel === 'sms'
        ? t.sms.filter((m) => phones.includes(m.to)).map((m) => m.text)
        : channel === 'push'
          ? (
              await t.db.query<{ body: string }>(
                `SELECT p.body FROM device_pushes p JOIN devices d ON d.id = p.device_id
                  WHERE d.user_id = $1 ORDER BY p.id`,
                [userId],
              )
            ).rows.map((r) => r.body)
          : [];
  const code = texts
    .map((text) => /\b(\d{6})\b/.exec(text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`no ${channel} code for ${userId}`);
  return code;
}

/** A device page linked by `auth`'s user and approved with the current factor's code (as a person would). */
export async function linkApprovedDevice(
  t: TestCore,
  auth: { authorization: string },
  userId: string,
  name = 'My phone',
) {
  const page = (await t.core.app.inject({ method: 'POST', url: '/device/link' })).json() as {
    code: string;
    secret: string;
  };
  const created = await t.core.app.inject({
    method: 'POST',
    url: REST_CALLS.authDeviceCreate.path,
    headers: from('203.0.113.7', auth),
    payload: { name, code: page.code, type: 'android' },
  });
  const devices = (created.json() as { devices: Array<{ id: string; name: string }> }).devices;
  const deviceId = devices.findLast((d) => d.name === name)!.id;
  const approve = async (methodId: string, body: object) =>
    t.core.app.inject({
      method: 'PATCH',
      url: fillPath(REST_CALLS.authDeviceApproveMethod.path, { deviceId, methodId }),
      headers: from('203.0.113.7', auth),
      payload: body,
    });
  const methods = await t.core.app.inject({
    method: 'POST',
    url: fillPath(REST_CALLS.authDeviceApprove.path, { deviceId }),
    headers: from('203.0.113.7', auth),
    payload: {},
  });
  const methodId = (methods.json() as { methods: Array<{ id: string }> }).methods[0]!.id;
  await approve(methodId, {});
  const done = await approve(methodId, { code: await factorCode(t, userId) });
  if (done.statusCode !== 200) throw new Error(`device approval failed: ${done.body}`);
  return { secret: page.secret, deviceId };
}

/** A two-step mode set and confirmed with the current factor's code (sms, mail or push; not otp). */
export async function setMode(
  t: TestCore,
  auth: { authorization: string },
  userId: string,
  body: { mode: string; typeMode: string },
) {
  const set = await twoStep(t, auth, body);
  if (set.body.reqId === null) return set;
  return twoStep(t, auth, { code: await factorCode(t, userId) }, String(set.body.reqId));
}
