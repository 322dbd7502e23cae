import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS } from '@openportal/contract';
import { callMethod, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, fieldMessages, twoCompanies } from './business-test-kit.ts';

let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let other: Awaited<ReturnType<typeof activeCompany>>;
let otherId: string;
beforeAll(async () => {
  t = await startTestCore();
  ({ acme, other, otherId } = await twoCompanies(t));
});
afterAll(async () => t?.close());

const info = async () =>
  (await callMethod(t, 'businessInfoGet', {}, acme.dana)).body.business as {
    financialDetail: object;
    dueDiligenceQuestionnaire: object;
  };
const shareholders = async (headers: Record<string, string>) =>
  (await callMethod(t, 'businessShareholderList', {}, headers)).body.shareholders as {
    id: number;
    firstName: string;
  }[];
/** Both ways of acting for the other company: the header and the body's fromCustomerId. */
const asOther = async (call: string, body: Record<string, unknown>) => [
  (await callMethod(t, call, body, { ...acme.dana, 'customer-id': otherId })).body.responseCode,
  (await callMethod(t, call, { ...body, fromCustomerId: otherId }, acme.dana)).body.responseCode,
];

describe('reads', () => {
  it('potential users: persons of the company without a user, to a read-only user too', async () => {
    const r = await callMethod(t, 'businessPotentialUserList', {}, acme.rita);
    expect(METHOD_CALLS.businessPotentialUserList.response.safeParse(r.body).success).toBe(true);
    expect((r.body.users as { firstName: string }[]).map((u) => u.firstName)).toEqual(['ELI']);
    expect(await asOther('businessPotentialUserList', {})).toEqual(['ENOA', 'ENOA']);
  });

  it('the authorized user: the caller and the company', async () => {
    const r = await callMethod(t, 'businessAuthorizedUserGet', {}, acme.rita);
    expect(r.body.authorizedUserInformationApi).toEqual({
      firstName: 'RITA',
      lastName: 'Person',
      email: 'rita-acme@example.com',
      companyEmail: 'owner-acme@example.com',
      businessName: 'Acme acme Ltd',
      redirectUrl: null,
    });
    expect(await asOther('businessAuthorizedUserGet', {})).toEqual(['ENOA', 'ENOA']);
  });
});

describe('financial detail and due diligence', () => {
  it('a user with write rights replaces them', async () => {
    const fd = await callMethod(
      t,
      'businessFinancialDetailUpdate',
      { financialDetail: { monthlyDeposit: '25000', currency: 'EUR' } },
      acme.dana,
    );
    expect(fd.body.responseCode).toBe('00');
    const dd = { government: true, governmentDetails: 'Municipal supplier', lawsuits: false, taxPayers: true };
    expect(
      (await callMethod(t, 'businessDueDiligenceUpdate', { dueDiligenceQuestionnaire: dd }, acme.dana)).body
        .responseCode,
    ).toBe('00');
    expect(await info()).toMatchObject({
      financialDetail: { monthlyDeposit: '25000', currency: 'EUR' },
      dueDiligenceQuestionnaire: dd,
    });
  });

  it('refuses bad input, a read-only user and another company; nothing changes', async () => {
    const before = await info();
    const bad: [string, Record<string, unknown>, [string, string][]][] = [
      [
        'businessFinancialDetailUpdate',
        { financialDetail: {} },
        [['financialDetail', ERROR_MESSAGES.financialDetailRequired]],
      ],
      [
        'businessFinancialDetailUpdate',
        { financialDetail: { nested: { a: 1 } } },
        [['financialDetail', ERROR_MESSAGES.financialDetailRequired]],
      ],
      [
        'businessDueDiligenceUpdate',
        { dueDiligenceQuestionnaire: { government: false, lawsuits: true, taxPayers: true } },
        [['dueDiligenceQuestionnaire.lawsuitsDetails', ERROR_MESSAGES.dueDiligenceDetailsRequired]],
      ],
    ];
    for (const [call, body, expected] of bad)
      expect(fieldMessages((await callMethod(t, call, body, acme.dana)).body)).toEqual(expected);
    const shape = await callMethod(
      t,
      'businessDueDiligenceUpdate',
      { dueDiligenceQuestionnaire: { government: 'no' } },
      acme.dana,
    );
    expect(shape.body.responseCode).toBe('VF');
    expect(fieldMessages(shape.body).map(([f]) => f)).toContain('dueDiligenceQuestionnaire.government');
    const good = { financialDetail: { monthlyDeposit: '1' } };
    expect((await callMethod(t, 'businessFinancialDetailUpdate', good, acme.rita)).body.responseCode).toBe('13');
    expect(await asOther('businessFinancialDetailUpdate', good)).toEqual(['ENOA', 'ENOA']);
    const dd = { dueDiligenceQuestionnaire: { government: false, lawsuits: false, taxPayers: false } };
    expect((await callMethod(t, 'businessDueDiligenceUpdate', dd, acme.rita)).body.responseCode).toBe('13');
    expect(await asOther('businessDueDiligenceUpdate', dd)).toEqual(['ENOA', 'ENOA']);
    expect(await info()).toEqual(before);
    const theirs = (await callMethod(t, 'businessInfoGet', {}, other.dana)).body.business as {
      financialDetail: object;
    };
    expect(theirs.financialDetail).toEqual({ monthlyDeposit: '10000' });
  });
});

describe('resolutions', () => {
  it('a main user sends one to the company’s persons; everyone with read rights sees it', async () => {
    const sh = await shareholders(acme.dana);
    const ids = ['DANA', 'ELI'].map((n) => sh.find((s) => s.firstName === n)!.id);
    const sent = await callMethod(t, 'businessResolutionSend', { businessRepresentativeIds: ids }, acme.dana);
    expect(sent.body.responseCode).toBe('00');
    expect(METHOD_CALLS.businessResolutionSend.response.safeParse(sent.body).success).toBe(true);
    const resolution = sent.body.resolution as { id: number; signers: object[] };
    expect(resolution).toMatchObject({
      businessRepresentativeIds: ids,
      statusId: 1,
      signers: [
        { id: ids[0], name: 'DANA Person', signed: false },
        { id: ids[1], name: 'ELI Person', signed: false },
      ],
    });
    // Only Dana, a signer herself, gets her e-sign link; Rita reads the same resolution without it.
    const [danaSigner, eliSigner] = resolution.signers as { signUrl?: string }[];
    expect([typeof danaSigner!.signUrl, eliSigner!.signUrl]).toEqual(['string', undefined]);
    const got = await callMethod(t, 'businessResolutionGet', {}, acme.rita);
    expect(got.body.resolutions).toEqual([
      { ...resolution, signers: resolution.signers.map((x) => ({ ...x, signUrl: undefined })) },
    ]);
    expect((await callMethod(t, 'businessResolutionGet', {}, other.dana)).body.resolutions).toEqual([]);
    expect(await asOther('businessResolutionGet', {})).toEqual(['ENOA', 'ENOA']);
  });

  it('refuses another company’s signer, a company, a signer twice, a read-only user; nothing written', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_resolutions')).rows[0]!.n;
    const before = await count();
    const sh = await shareholders(acme.dana);
    const dana = sh.find((s) => s.firstName === 'DANA')!.id;
    const holdco = sh.find((s) => s.firstName === 'Holdco')!.id;
    const theirs = (await shareholders(other.dana))[0]!.id;
    const field = 'businessRepresentativeIds';
    const cases: [number[], string][] = [
      [[dana, theirs], ERROR_MESSAGES.representativeNotFound],
      [[holdco], ERROR_MESSAGES.representativeNotFound],
      [[dana, dana], ERROR_MESSAGES.resolutionSignerTwice],
    ];
    for (const [ids, message] of cases)
      expect(fieldMessages((await callMethod(t, 'businessResolutionSend', { [field]: ids }, acme.dana)).body)).toEqual([
        [field, message],
      ]);
    expect((await callMethod(t, 'businessResolutionSend', { [field]: [dana] }, acme.rita)).body.responseCode).toBe(
      '13',
    );
    expect(await asOther('businessResolutionSend', { [field]: [theirs] })).toEqual(['ENOA', 'ENOA']);
    expect(await count()).toBe(before);
  });
});
