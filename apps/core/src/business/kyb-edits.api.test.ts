import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type TKybCompanyView } from '@openportal/contract';
import { adminRest, reviewDesk } from '../admin/admin-test-kit.ts';
import { callMethod, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, fieldMessages, twoCompanies } from './business-test-kit.ts';

let t: TestCore;
let compliance: string;
let support: string;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let other: Awaited<ReturnType<typeof activeCompany>>;
let acmeId: string;
let otherId: string;
beforeAll(async () => {
  t = await startTestCore();
  ({ compliance, support } = await reviewDesk(t));
  ({ acme, other, otherId } = await twoCompanies(t));
  acmeId = ((await callMethod(t, 'userAccessInfoGet', {}, acme.dana)).body.userAccessInfo as { id: string }).id;
});
afterAll(async () => t?.close());

const url = (id: string, tail: string) => `/admin/business/companies/${id}/${tail}`;
const view = async (id: string) =>
  (await adminRest(t, 'GET', `/admin/business/companies/${id}`, support)).body.data as TKybCompanyView;
const actions = async (target: string) =>
  (await t.db.query<{ action: string }>(`SELECT action FROM admin_audit_log WHERE target = $1`, [target])).rows.map(
    (r) => r.action,
  );
const repId = async (id: string, name: string) => (await view(id)).representatives.find((r) => r.name === name)!.id;

describe('the operator edits a company', () => {
  it('financial details: compliance replaces them (audited); support is refused; bad details change nothing', async () => {
    const detail = { monthlyDeposit: '50000', industry: 'Retail' };
    expect(
      (await adminRest(t, 'PUT', url(acmeId, 'financial-detail'), support, { financialDetail: detail })).status,
    ).toBe(403);
    const bad = await adminRest(t, 'PUT', url(acmeId, 'financial-detail'), compliance, { financialDetail: {} });
    expect(fieldMessages(bad.body)).toEqual([['financialDetail', ERROR_MESSAGES.financialDetailRequired]]);
    expect((await view(acmeId)).financialDetail).toEqual({ monthlyDeposit: '10000' });
    const ok = await adminRest(t, 'PUT', url(acmeId, 'financial-detail'), compliance, { financialDetail: detail });
    expect(ok.body.responseCode).toBe('00');
    const info = await callMethod(t, 'businessInfoGet', {}, acme.dana);
    expect((info.body.business as { financialDetail: object }).financialDetail).toEqual(detail);
    expect(await actions(`kyb:${acmeId}:financialDetail`)).toEqual(['kyb.financialDetail']);
  });

  it('due diligence: a yes without details is refused with its message; a valid form is stored and audited', async () => {
    const bad = await adminRest(t, 'PUT', url(acmeId, 'due-diligence'), compliance, {
      dueDiligenceQuestionnaire: { government: true, lawsuits: false, taxPayers: true },
    });
    expect(fieldMessages(bad.body)).toEqual([
      ['dueDiligenceQuestionnaire.governmentDetails', ERROR_MESSAGES.dueDiligenceDetailsRequired],
    ]);
    const form = { government: true, governmentDetails: 'Council supplier', lawsuits: false, taxPayers: true };
    expect(
      (await adminRest(t, 'PUT', url(acmeId, 'due-diligence'), support, { dueDiligenceQuestionnaire: form })).status,
    ).toBe(403);
    const ok = await adminRest(t, 'PUT', url(acmeId, 'due-diligence'), compliance, { dueDiligenceQuestionnaire: form });
    expect(ok.body.responseCode).toBe('00');
    expect((await view(acmeId)).dueDiligence).toEqual(form);
    expect(await actions(`kyb:${acmeId}:dueDiligence`)).toEqual(['kyb.dueDiligence']);
  });

  it('force-delete: the rules of the company hold, another company’s id is unknown, a reader is removed and loses access', async () => {
    const rita = await repId(acmeId, 'RITA Person');
    const del = (id: string, rep: number | string, body: object, token = compliance) =>
      adminRest(t, 'POST', url(id, `representatives/${rep}/force-delete`), token, body);
    expect((await del(acmeId, rita, { reason: 'Left' }, support)).status).toBe(403);
    expect(fieldMessages((await del(acmeId, rita, {})).body)).toEqual([
      ['reason', ERROR_MESSAGES.operatorReasonRequired],
    ]);
    const otherRita = await repId(otherId, 'RITA Person');
    expect(fieldMessages((await del(acmeId, otherRita, { reason: 'Left' })).body)).toEqual([
      ['id', ERROR_MESSAGES.representativeNotFound],
    ]);
    const holdco = await repId(acmeId, 'Holdco');
    expect(fieldMessages((await del(acmeId, holdco, { reason: 'Sold' })).body)).toEqual([
      ['id', ERROR_MESSAGES.representativeInShareTree],
    ]);
    expect((await view(acmeId)).representatives.some((r) => r.id === rita)).toBe(true);

    const ok = await del(acmeId, rita, { reason: 'Left the company' });
    expect(ok.body.data).toEqual({ id: rita });
    expect((await view(acmeId)).representatives.some((r) => r.id === rita)).toBe(false);
    expect((await callMethod(t, 'businessInfoGet', {}, acme.rita)).body.responseCode).not.toBe('00');
    expect((await view(otherId)).representatives.some((r) => r.id === otherRita)).toBe(true);
    expect(await actions(`kyb:${acmeId}:representative:${rita}`)).toEqual(['kyb.representativeForceDelete']);
    expect((await callMethod(t, 'businessInfoGet', {}, other.rita)).body.responseCode).toBe('00');
  });
});
