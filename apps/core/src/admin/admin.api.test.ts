import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TAdminRole } from '@openportal/contract';
import { hashPassword } from '../identity/index.ts';
import { newTotpSecret, totp } from '../platform/codes/index.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMINS, seedDemoAdmins } from '../seed/demo-admins.ts';
import { adminRest, bearer } from './admin-test-kit.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

/**
 * The back office's server side: sign-in with password and TOTP, roles per call, the audit
 * log (append-only in the database), and an FX change seen by the portal's next quote.
 */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let customer: string;
const password = 'Operator-pass-1';

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  customer = (await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken;
});
afterAll(async () => t?.close());

const rest = (verb: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
  adminRest(t, verb, url, token, payload);

let seq = 0;
/** A new operator with these roles and its own TOTP secret. */
async function newOperator(roles: TAdminRole[]) {
  const secret = newTotpSecret();
  const username = `op${++seq}-${roles.join('-')}`;
  await t.db.query(
    `INSERT INTO admin_users (username, name, password_hash, totp_secret, roles) VALUES ($1, $1, $2, $3, $4::text[])`,
    [username, await hashPassword(password), secret, roles],
  );
  return { username, secret };
}

async function ticketFor(username: string, pass = password) {
  return rest('POST', '/admin/auth/login', null, { username, password: pass });
}

/** Both steps; answers the session token. */
async function session(roles: TAdminRole[]) {
  const op = await newOperator(roles);
  const step1 = await ticketFor(op.username);
  const ticket = (step1.body.data as { token: string }).token;
  const step2 = await rest('GET', `/admin/auth/login?code=${totp(op.secret, Date.now())}`, ticket);
  expect(step2.status).toBe(200);
  return (step2.body.data as { token: string }).token;
}

describe('admin sign-in', () => {
  it('needs the password, then a TOTP code; the password alone is no session', async () => {
    const op = await newOperator(['viewer']);
    const wrong = await ticketFor(op.username, 'nope-nope-1');
    expect([wrong.status, wrong.body.responseDescription]).toEqual([401, ERROR_MESSAGES.invalidCredentials]);
    const step1 = await ticketFor(op.username);
    expect(step1.status).toBe(200);
    const ticket = (step1.body.data as { token: string }).token;
    expect(ticket.startsWith('admt_')).toBe(true);
    expect((await rest('GET', '/admin/auth/me', ticket)).status).toBe(401);
    const noCode = await rest('GET', '/admin/auth/login', ticket);
    expect(noCode.status).toBe(401);
    const badCode = await rest('GET', '/admin/auth/login?code=000000', ticket);
    expect([badCode.status, badCode.body.responseDescription]).toEqual([401, ERROR_MESSAGES.invalidOtp]);
    const code = totp(op.secret, Date.now());
    const noTicket = await rest('GET', `/admin/auth/login?code=${code}`, null);
    expect(noTicket.status).toBe(401);
    const ok = await rest('GET', `/admin/auth/login?code=${code}`, ticket);
    expect(ok.status).toBe(200);
    const token = (ok.body.data as { token: string }).token;
    expect(token.startsWith('adm_')).toBe(true);
    const me = await rest('GET', '/admin/auth/me', token);
    expect(me.body.data).toMatchObject({ username: op.username, enabled: true });
    // The ticket is spent, and the same code is never accepted twice.
    expect((await rest('GET', `/admin/auth/login?code=${code}`, ticket)).status).toBe(401);
    const again = (await ticketFor(op.username)).body.data as { token: string };
    expect((await rest('GET', `/admin/auth/login?code=${code}`, again.token)).body.responseDescription).toBe(
      ERROR_MESSAGES.invalidOtp,
    );
  });

  it('spends a ticket after five wrong codes', async () => {
    const op = await newOperator(['viewer']);
    const ticket = ((await ticketFor(op.username)).body.data as { token: string }).token;
    for (let i = 0; i < 5; i++) await rest('GET', '/admin/auth/login?code=111111', ticket);
    const right = await rest('GET', `/admin/auth/login?code=${totp(op.secret, Date.now())}`, ticket);
    expect(right.body.responseDescription).toBe(ERROR_MESSAGES.invalidCode);
  });

  it('refuses an operator without a TOTP secret at the password step', async () => {
    await t.db.query(
      `INSERT INTO admin_users (username, name, password_hash, roles) VALUES ('nototp', 'x', $1, '{viewer}')`,
      [await hashPassword(password)],
    );
    expect((await ticketFor('nototp')).status).toBe(401);
  });

  it('logs out: the session ends and the sign-in and sign-out are audited', async () => {
    const token = await session(['viewer']);
    const out = await rest('GET', '/admin/auth/logout', token);
    expect(out.body).toEqual({ responseCode: '00', redirectUrl: null });
    expect((await rest('GET', '/admin/auth/me', token)).status).toBe(401);
    const audit = await t.db.query<{ action: string }>(`SELECT action FROM admin_audit_log ORDER BY id DESC LIMIT 2`);
    expect(audit.rows.map((r) => r.action)).toEqual(['auth.signOut', 'auth.signIn']);
    expect((await rest('GET', '/admin/auth/redirect_url', null)).body).toEqual({
      responseCode: '00',
      redirectUrl: null,
    });
  });

  it('seeds demo operators whose printed secrets sign in', async () => {
    expect(await seedDemoAdmins(t.db)).toBe(DEMO_ADMINS.length);
    expect(await seedDemoAdmins(t.db)).toBe(0);
    const demo = DEMO_ADMINS[0]!;
    const ticket = ((await ticketFor(demo.username, DEMO_ADMIN_PASSWORD)).body.data as { token: string }).token;
    const ok = await rest('GET', `/admin/auth/login?code=${totp(demo.totpSecret, Date.now())}`, ticket);
    expect(ok.status).toBe(200);
  });
});

describe('who may call what', () => {
  it('refuses admin calls to customers and customer calls to operators', async () => {
    const token = await session(['superadmin']);
    expect((await rest('GET', '/admin/fx-rates', customer)).status).toBe(401);
    expect((await rest('GET', '/admin/auth/me', customer)).status).toBe(401);
    const asAdmin = await callMethod(t, 'balanceInquiry', {}, bearer(token));
    expect(asAdmin.status).toBe(401);
    expect((await rest('GET', '/admin/fx-rates', null)).status).toBe(401);
  });

  it('checks roles per call: support is refused the FX editor, finance may use it', async () => {
    const support = await session(['support']);
    const list = await rest('GET', '/admin/fx-rates', support);
    expect([list.status, list.body.responseCode]).toEqual([403, '13']);
    const put = await rest('PUT', '/admin/fx-rates', support, {
      sellCurrency: 'USD',
      buyCurrency: 'GBP',
      rate: '0.5',
      spreadBps: 10,
    });
    expect(put.status).toBe(403);
    expect((await rest('GET', '/admin/customers?q=Demo', support)).status).toBe(200);
    const viewer = await session(['viewer']);
    expect((await rest('GET', '/admin/fx-rates', viewer)).status).toBe(200);
    expect(
      (
        await rest('PUT', '/admin/fx-rates', viewer, {
          sellCurrency: 'USD',
          buyCurrency: 'GBP',
          rate: '0.5',
          spreadBps: 10,
        })
      ).status,
    ).toBe(403);
    const access = await rest('GET', '/admin/access', support);
    expect(access.body.data).toEqual({
      roles: ['support'],
      calls: [
        'adminAccess',
        'adminAnalyticsDaily',
        'adminAnnouncementCreate',
        'adminAnnouncementList',
        'adminApplicationDocumentFile',
        'adminApplicationDocumentList',
        'adminApplicationGet',
        'adminApplicationList',
        'adminBusinessCompanyGet',
        'adminBusinessKybQueue',
        'adminCardFraudBlock',
        'adminCardGet',
        'adminCardSearch',
        'adminCustomerGet',
        'adminCustomerSearch',
        'adminKycCustomerGet',
        'adminKycDocumentFile',
        'adminKycQueue',
        'adminSupportAttachmentGet',
        'adminSupportReply',
        'adminSupportTicketAssign',
        'adminSupportTicketGet',
        'adminSupportTicketList',
        'adminSupportTicketStatus',
        'adminSupportUpload',
      ],
    });
    const rates = await t.db.query<{ rate: string }>(
      `SELECT rate FROM fx_rates WHERE sell_currency = 'USD' AND buy_currency = 'GBP'`,
    );
    expect(rates.rows[0]!.rate).toBe('0.7890');
  });
});
