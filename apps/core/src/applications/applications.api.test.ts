import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { startSecurityCore } from '../security/security-test-kit.ts';
import { signIn, type TestCore } from '../test-support.ts';
import { applicant, fullApplication, rest } from './application-test-kit.ts';

let t: TestCore;
let compliance: string;
let support: string;
beforeAll(async () => {
  t = await startSecurityCore();
  compliance = await operatorSession(t, ['compliance']);
  support = await operatorSession(t, ['support']);
});
afterAll(async () => t?.close());

const BASE = '/acquiring-admin/application';
type TApp = { id: number; status: string; version: number; rejectReason: string | null; data: Record<string, unknown> };
const dataOf = (r: { body: Record<string, unknown> }) => r.body.data as TApp;

async function created(headers: Record<string, string>) {
  const r = await rest(t, 'POST', BASE, headers);
  expect([r.status, r.body.responseCode]).toEqual([200, '00']);
  return (r.body.data as { id: number }).id;
}
async function submitted(headers: Record<string, string>) {
  const id = await created(headers);
  expect(
    (await rest(t, 'PUT', `${BASE}/${id}`, headers, { validationType: 'FULL', data: fullApplication() })).status,
  ).toBe(200);
  expect(dataOf(await rest(t, 'POST', `${BASE}/${id}`, headers)).status).toBe('SUBMITTED');
  return id;
}

describe('the applicant (customer area)', () => {
  it('saves a partial draft (BASIC), is held to FULL when asked and on submit, then submits', async () => {
    const { headers } = await applicant(t);
    const id = await created(headers);
    const draft = await rest(t, 'PUT', `${BASE}/${id}`, headers, { data: { applicantType: 'PSP_ISO' } });
    expect([draft.status, dataOf(draft).status, dataOf(draft).data]).toEqual([
      200,
      'DRAFT',
      { applicantType: 'PSP_ISO' },
    ]);
    const full = await rest(t, 'PUT', `${BASE}/${id}`, headers, {
      validationType: 'FULL',
      data: { applicantType: 'MERCHANT' },
    });
    expect([full.status, full.body.responseCode]).toEqual([400, 'VF']);
    expect(full.body.validationErrors).toEqual(
      expect.arrayContaining([{ field: 'data.companyInfo', message: 'Required' }]),
    );
    const early = await rest(t, 'POST', `${BASE}/${id}`, headers);
    expect([early.status, early.body.responseCode]).toEqual([400, 'VF']);
    expect(dataOf(await rest(t, 'GET', `${BASE}/${id}`, headers)).data).toEqual({ applicantType: 'PSP_ISO' });
    const ok = await rest(t, 'PUT', `${BASE}/${id}`, headers, { validationType: 'FULL', data: fullApplication() });
    expect(dataOf(ok).version).toBe(3);
    const sent = await rest(t, 'POST', `${BASE}/${id}`, headers);
    expect([sent.status, dataOf(sent).status]).toEqual([200, 'SUBMITTED']);
    const list = await rest(t, 'GET', BASE, headers);
    expect((list.body.data as TApp[]).map((a) => [a.id, a.status])).toEqual([[id, 'SUBMITTED']]);
  });

  it('refuses every move outside the table with its catalogue message, changing nothing', async () => {
    const { headers } = await applicant(t);
    const id = await submitted(headers);
    const again = await rest(t, 'POST', `${BASE}/${id}`, headers);
    expect([again.status, again.body.responseDescription]).toEqual([409, ERROR_MESSAGES.applicationTransitionRefused]);
    const edit = await rest(t, 'PUT', `${BASE}/${id}`, headers, { data: { applicantType: 'PSP_ISO' } });
    expect([edit.status, edit.body.responseDescription]).toEqual([409, ERROR_MESSAGES.applicationNotEditable]);
    expect((await adminRest(t, 'POST', `/admin/application/${id}/approve`, compliance, {})).status).toBe(200);
    for (const [path, body] of [
      ['approve', {}],
      ['reject', { reason: 'No.' }],
    ] as const) {
      const r = await adminRest(t, 'POST', `/admin/application/${id}/${path}`, compliance, body);
      expect([r.status, r.body.responseDescription]).toEqual([409, ERROR_MESSAGES.applicationTransitionRefused]);
    }
    const draft = await created(headers);
    const approveDraft = await adminRest(t, 'POST', `/admin/application/${draft}/approve`, compliance, {});
    expect(approveDraft.status).toBe(409);
    const fixDraft = await adminRest(t, 'POST', `/admin/application/${draft}`, compliance, { data: {} });
    expect([fixDraft.status, fixDraft.body.responseDescription]).toEqual([409, ERROR_MESSAGES.applicationNotEditable]);
    const app = dataOf(await adminRest(t, 'GET', `/admin/application/${id}`, support));
    expect([app.status, app.version]).toEqual(['VERIFIED', 4]);
  });

  it('rejected with a reason: told by e-mail, corrected (back to DRAFT), resubmitted and approved', async () => {
    const { headers, user } = await applicant(t);
    const id = await submitted(headers);
    const rejected = await adminRest(t, 'POST', `/admin/application/${id}/reject`, compliance, {
      reason: 'The website has no terms page',
    });
    expect([dataOf(rejected).status, dataOf(rejected).rejectReason]).toEqual([
      'REJECTED',
      'The website has no terms page',
    ]);
    expect(dataOf(await rest(t, 'GET', `${BASE}/${id}`, headers)).rejectReason).toBe('The website has no terms page');
    await t.core.drainOutbox();
    expect(t.mails.filter((m) => m.to === user.email).map((m) => m.subject)).toContain(
      'Merchant account application rejected',
    );
    const fixed = await rest(t, 'PUT', `${BASE}/${id}`, headers, {
      data: { ...fullApplication(), agentPSPISOName: 'x' },
    });
    expect(dataOf(fixed).status).toBe('DRAFT');
    expect(dataOf(await rest(t, 'POST', `${BASE}/${id}`, headers)).rejectReason).toBeNull();
    expect(dataOf(await adminRest(t, 'POST', `/admin/application/${id}/approve`, compliance, {})).status).toBe(
      'VERIFIED',
    );
    await t.core.drainOutbox();
    expect(t.mails.filter((m) => m.to === user.email).map((m) => m.subject)).toContain(
      'Merchant account application approved',
    );
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM admin_audit_log WHERE target = $1 ORDER BY id`,
      [`application:${id}`],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['application.reject', 'application.approve']);
  });
});

describe("access: never another customer's application, through either area", () => {
  it("answers not found for another customer's ids and ENOA for their Customer-Id", async () => {
    const a = await applicant(t);
    const b = await applicant(t);
    const id = await created(a.headers);
    for (const [verb, url, body] of [
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, { data: {} }],
      ['POST', `${BASE}/${id}`],
      ['GET', `${BASE}/${id}/document`],
      ['GET', `${BASE}/${id}/document/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      const r = await rest(t, verb, url, b.headers, body);
      expect([url, r.status, r.body.responseCode]).toEqual([url, 404, 'IM']);
    }
    expect((await rest(t, 'GET', BASE, b.headers)).body.data).toEqual([]);
    const asA = { ...b.headers, 'customer-id': a.user.customerId };
    for (const [verb, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/${id}`],
      ['POST', BASE],
    ] as const) {
      const r = await rest(t, verb, url, asA);
      expect([r.status, r.body.responseCode]).toEqual([403, 'ENOA']);
    }
    expect(dataOf(await rest(t, 'GET', `${BASE}/${id}`, a.headers)).version).toBe(1);
  });

  it("acts for the company named by Customer-Id, apart from the user's own customer", async () => {
    const m = await applicant(t, 'paywave', true);
    const second = await t.db.query<{ customer_id: string }>(
      `SELECT customer_id FROM customer_access WHERE user_id = $1 AND NOT is_primary`,
      [m.user.userId],
    );
    const company = { ...m.headers, 'customer-id': second.rows[0]!.customer_id };
    const id = await created(company);
    expect((await rest(t, 'GET', `${BASE}/${id}`, m.headers)).status).toBe(404);
    expect(dataOf(await rest(t, 'GET', `${BASE}/${id}`, company)).id).toBe(id);
  });

  it('operators: support reads, only compliance decides or edits; customers never reach the admin area', async () => {
    const a = await applicant(t);
    const id = await submitted(a.headers);
    expect((await adminRest(t, 'GET', `/admin/application?status=SUBMITTED`, support)).status).toBe(200);
    for (const path of [`${id}/approve`, `${id}/reject`, `${id}`]) {
      const r = await adminRest(t, 'POST', `/admin/application/${path}`, support, { reason: 'x', data: {} });
      expect([path, r.status]).toEqual([path, 403]);
    }
    const customer = await adminRest(t, 'GET', `/admin/application/${id}`, a.headers.authorization.slice(7));
    expect(customer.status).toBe(401);
    expect(dataOf(await adminRest(t, 'GET', `/admin/application/${id}`, support)).status).toBe('SUBMITTED');
  });

  it("filters the operators' list by brand, status, date and applicant", async () => {
    const a = await applicant(t);
    const id = await created(a.headers);
    const q = (s: string) => adminRest(t, 'GET', `/admin/application?${s}`, support);
    const ids = (r: Awaited<ReturnType<typeof q>>) => (r.body.data as TApp[]).map((x) => x.id);
    expect(ids(await q(`applicant=${a.user.customerId}`))).toEqual([id]);
    expect(ids(await q(`applicant=${encodeURIComponent(a.user.email)}&status=DRAFT&brand=paywave`))).toEqual([id]);
    expect(ids(await q(`applicant=${a.user.customerId}&brand=coinpurse`))).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await q(`applicant=${a.user.customerId}&from=${today}&to=${today}`))).toEqual([id]);
    expect(ids(await q(`applicant=${a.user.customerId}&to=2020-01-01`))).toEqual([]);
    expect((await q('status=LOST')).status).toBe(400);
  });
});

describe('concurrency: no lost update', () => {
  it("the decision wins over an applicant's edit made at the same time", async () => {
    const a = await applicant(t);
    const id = await submitted(a.headers);
    const [decision, edit] = await Promise.all([
      adminRest(t, 'POST', `/admin/application/${id}/approve`, compliance, {}),
      rest(t, 'PUT', `${BASE}/${id}`, a.headers, { data: { applicantType: 'PSP_ISO' } }),
    ]);
    expect(decision.status).toBe(200);
    expect([edit.status, edit.body.responseDescription]).toEqual([409, ERROR_MESSAGES.applicationNotEditable]);
    const app = dataOf(await rest(t, 'GET', `${BASE}/${id}`, a.headers));
    expect([app.status, (app.data as { applicantType: string }).applicantType]).toEqual(['VERIFIED', 'MERCHANT']);
  });

  it("refuses a write that read an older version (two tabs, or an operator's stale edit or decision)", async () => {
    const a = await applicant(t);
    const id = await created(a.headers);
    const v1 = await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { data: { applicantType: 'PSP_ISO' }, version: 1 });
    expect(dataOf(v1).version).toBe(2);
    const stale = await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { data: { applicantType: 'MERCHANT' }, version: 1 });
    expect([stale.status, stale.body.responseDescription]).toEqual([409, ERROR_MESSAGES.applicationChanged]);
    await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { validationType: 'FULL', data: fullApplication() });
    const sent = dataOf(await rest(t, 'POST', `${BASE}/${id}`, a.headers));
    const fix = await adminRest(t, 'POST', `/admin/application/${id}`, compliance, {
      data: { ...fullApplication(), revenueOrigin: 'EU' },
      version: sent.version,
    });
    expect(dataOf(fix).version).toBe(sent.version + 1);
    const late = await adminRest(t, 'POST', `/admin/application/${id}/approve`, compliance, { version: sent.version });
    expect([late.status, late.body.responseDescription]).toEqual([409, ERROR_MESSAGES.applicationChanged]);
    expect(dataOf(await adminRest(t, 'GET', `/admin/application/${id}`, support)).status).toBe('SUBMITTED');
  });
});

describe('bad input and the brand switch', () => {
  it('refuses unknown fields, bad values and bad ids', async () => {
    const a = await applicant(t);
    const id = await created(a.headers);
    const cases: Array<[string, object]> = [
      ['unknown field', { data: { mining: true } }],
      ['bad e-mail', { data: { applicantEmail: 'nope' } }],
      ['empty list (FULL)', { validationType: 'FULL', data: { ...fullApplication(), websites: [] } }],
      ['bad list item', { data: { websites: [{ url: 'ftp://x' }] } }],
      ['bad validation type', { validationType: 'STRICT', data: {} }],
      ['negative rate', { data: { fraudRate: -1 } }],
    ];
    for (const [name, body] of cases) {
      const r = await rest(t, 'PUT', `${BASE}/${id}`, a.headers, body);
      expect([name, r.status, r.body.responseCode]).toEqual([name, 400, 'VF']);
    }
    expect((await rest(t, 'GET', `${BASE}/0`, a.headers)).status).toBe(400);
    expect((await rest(t, 'GET', `${BASE}/99999999`, a.headers)).status).toBe(404);
    expect((await adminRest(t, 'POST', `/admin/application/${id}/reject`, compliance, { reason: ' ' })).status).toBe(
      400,
    );
    expect(dataOf(await rest(t, 'GET', `${BASE}/${id}`, a.headers)).data).toEqual({});
  });

  it('a brand without merchantAccountEnable answers IM', async () => {
    const { user } = await applicant(t, 'fundstr');
    const { accessToken } = await signIn(t, user.email, user.password, undefined, 'fundstr');
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const [verb, url] of [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/1`],
    ] as const) {
      const r = await rest(t, verb, url, headers, undefined, 'fundstr');
      expect([url, r.status, r.body.responseCode]).toEqual([url, 404, 'IM']);
    }
  });
});
