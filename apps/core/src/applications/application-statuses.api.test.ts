import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FAILURES } from '@openportal/contract';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { startSecurityCore } from '../security/security-test-kit.ts';
import { onBrand, type TestCore } from '../test-support.ts';
import { applicant, fullApplication, rest } from './application-test-kit.ts';

let t: TestCore;
let compliance: string;
beforeAll(async () => {
  t = await startSecurityCore();
  compliance = await operatorSession(t, ['compliance']);
});
afterAll(async () => t?.close());

const BASE = '/acquiring-admin/application';

/**
 * The failure statuses the OpenAPI document promises for the application calls are the ones core
 * answers: each one it lists for a save (applicationUpdate) and a decision (adminApplicationApprove)
 * is produced here (429: the rate limits' own tests), and each answer is one the document lists.
 */
describe('the OpenAPI failure statuses of the application calls', () => {
  it('applicationUpdate answers each failure status it lists', async () => {
    const a = await applicant(t);
    const b = await applicant(t);
    const id = (await rest(t, 'POST', BASE, a.headers)).body.data as { id: number };
    const url = `${BASE}/${id.id}`;
    const raw = async (headers: Record<string, string>, payload: string) =>
      (await t.core.app.inject({ method: 'PUT', url, headers: onBrand(headers, 'paywave'), payload })).statusCode;
    const seen = new Set<number>([
      (await rest(t, 'PUT', url, a.headers, { data: { applicantEmail: 'nope' } })).status,
      (await rest(t, 'PUT', url, { ...a.headers, authorization: 'Bearer nope' }, { data: {} })).status,
      (await rest(t, 'PUT', url, { ...b.headers, 'customer-id': a.user.customerId }, { data: {} })).status,
      (await rest(t, 'PUT', url, b.headers, { data: {} })).status,
      (await rest(t, 'PUT', url, a.headers, { data: {}, version: 99 })).status,
      await raw({ ...a.headers, 'content-type': 'application/json' }, JSON.stringify({ data: { x: 'y'.repeat(3e6) } })),
      await raw({ ...a.headers, 'content-type': 'multipart/form-data; boundary=x' }, '--x--\r\n'),
    ]);
    expect([...seen].sort()).toEqual([400, 401, 403, 404, 409, 413, 415]);
    for (const s of seen) expect(APPLICATION_FAILURES.applicationUpdate).toContain(s);
  });

  it('adminApplicationApprove answers each failure status it lists', async () => {
    const a = await applicant(t);
    const id = ((await rest(t, 'POST', BASE, a.headers)).body.data as { id: number }).id;
    const url = `/admin/application/${id}/approve`;
    const support = await operatorSession(t, ['support']);
    const seen = new Set<number>([
      (await adminRest(t, 'POST', url, compliance, { version: 'one' })).status,
      (await adminRest(t, 'POST', url, null, {})).status,
      (await adminRest(t, 'POST', url, support, {})).status,
      (await adminRest(t, 'POST', '/admin/application/99999999/approve', compliance, {})).status,
      (await adminRest(t, 'POST', url, compliance, {})).status,
    ]);
    expect([...seen].sort()).toEqual([400, 401, 403, 404, 409]);
    for (const s of seen) expect(APPLICATION_FAILURES.adminApplicationApprove).toContain(s);
    await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { validationType: 'FULL', data: fullApplication() });
    expect((await rest(t, 'POST', `${BASE}/${id}`, a.headers)).status).toBe(200);
    expect((await adminRest(t, 'POST', url, compliance, {})).status).toBe(200);
  });
});
