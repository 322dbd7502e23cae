import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { startSecurityCore } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';
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
type TEvent = {
  actorKind: string;
  actor: string;
  action: string;
  toStatus: string;
  changed: string[];
  reason: string | null;
};

async function created(headers: Record<string, string>) {
  const r = await rest(t, 'POST', BASE, headers);
  expect([r.status, r.body.responseCode]).toEqual([200, '00']);
  return (r.body.data as { id: number }).id;
}

describe('deleting a draft (DRAFT -> DELETED)', () => {
  it('deletes a draft: gone from the list and not found; the operators still see it', async () => {
    const a = await applicant(t);
    const id = await created(a.headers);
    const del = await rest(t, 'DELETE', `${BASE}/${id}`, a.headers);
    expect([del.status, (del.body.data as { status: string }).status]).toEqual([200, 'DELETED']);
    const list = await rest(t, 'GET', BASE, a.headers);
    expect((list.body.data as { id: number }[]).map((x) => x.id)).not.toContain(id);
    expect((await rest(t, 'GET', `${BASE}/${id}`, a.headers)).body.responseCode).toBe('IM');
    expect((await rest(t, 'DELETE', `${BASE}/${id}`, a.headers)).body.responseCode).toBe('IM');
    const seen = await adminRest(t, 'GET', `/admin/application/${id}`, support);
    expect((seen.body.data as { status: string }).status).toBe('DELETED');
  });

  it("refuses to delete a submitted application, and never another customer's", async () => {
    const a = await applicant(t);
    const other = await applicant(t);
    const id = await created(a.headers);
    await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { validationType: 'FULL', data: fullApplication() });
    await rest(t, 'POST', `${BASE}/${id}`, a.headers);
    const refused = await rest(t, 'DELETE', `${BASE}/${id}`, a.headers);
    expect([refused.status, refused.body.responseDescription]).toEqual([
      409,
      ERROR_MESSAGES.applicationTransitionRefused,
    ]);
    const draft = await created(a.headers);
    expect((await rest(t, 'DELETE', `${BASE}/${draft}`, other.headers)).body.responseCode).toBe('IM');
    expect((await rest(t, 'GET', `${BASE}/${draft}`, a.headers)).body.responseCode).toBe('00');
  });
});

describe("an application's history", () => {
  it('names who created, changed, submitted and decided it, what changed and when', async () => {
    const a = await applicant(t);
    const id = await created(a.headers);
    await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { data: { applicantType: 'PSP_ISO' } });
    await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { validationType: 'FULL', data: fullApplication() });
    await rest(t, 'POST', `${BASE}/${id}`, a.headers);
    await adminRest(t, 'POST', `/admin/application/${id}`, compliance, {
      data: { ...fullApplication(), revenueOrigin: 'EU' },
    });
    await adminRest(t, 'POST', `/admin/application/${id}/reject`, compliance, { reason: 'No terms page' });
    const h = await adminRest(t, 'GET', `/admin/application/${id}/history`, support);
    expect(h.status).toBe(200);
    const events = h.body.data as TEvent[];
    expect(events.map((e) => [e.actorKind, e.action, e.toStatus])).toEqual([
      ['applicant', 'create', 'DRAFT'],
      ['applicant', 'update', 'DRAFT'],
      ['applicant', 'update', 'DRAFT'],
      ['applicant', 'submit', 'SUBMITTED'],
      ['operator', 'update', 'SUBMITTED'],
      ['operator', 'reject', 'REJECTED'],
    ]);
    expect(events[0]!.actor).toBe(a.user.email);
    expect(events[1]!.changed).toEqual(['applicantType']);
    expect(events[4]!.changed).toEqual(['revenueOrigin']);
    expect(events[5]!.reason).toBe('No terms page');
    expect(events[5]!.actor).toMatch(/compliance/);
    expect((await adminRest(t, 'GET', `/admin/application/999999/history`, support)).body.responseCode).toBe('IM');
  });

  it('is read by operators only', async () => {
    const a = await applicant(t);
    const id = await created(a.headers);
    const res = await t.core.app.inject({ method: 'GET', url: `/admin/application/${id}/history`, headers: a.headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(401);
    expect((await adminRest(t, 'GET', `/admin/application/${id}/history`, null)).status).toBe(401);
  });
});
