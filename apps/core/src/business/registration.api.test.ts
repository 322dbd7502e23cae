import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_HEADER, ERROR_MESSAGES } from '@openportal/contract';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { companyBody, linkFor, PASSWORD, fieldMessages } from './business-test-kit.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startTestCore();
});
afterAll(async () => t?.close());

const count = async (sql: string) => Number((await t.db.query<{ n: number }>(sql)).rows[0]!.n);
/** Everything a registration writes: refused ones must leave every count as it was. */
const footprint = async () => ({
  customers: await count('SELECT count(*)::int AS n FROM customers'),
  users: await count('SELECT count(*)::int AS n FROM users'),
  profiles: await count('SELECT count(*)::int AS n FROM business_profiles'),
  reps: await count('SELECT count(*)::int AS n FROM business_representatives'),
  links: await count('SELECT count(*)::int AS n FROM business_links'),
});

describe('businessAccountCreate', () => {
  it('writes the whole company at once, mails the business link, and the users theirs after activation', async () => {
    const body = companyBody('one');
    const reg = await callMethod(t, 'businessAccountCreate', body, { 'accept-language': 'es' });
    expect(reg.body).toMatchObject({ responseCode: '00', userId: expect.any(String) });
    expect(await footprint()).toMatchObject({ customers: 1, users: 3, profiles: 1, reps: 5, links: 5 });
    const owner = await linkFor(t, body.generalForm.email);
    expect(owner.action).toBe('activationBusiness');
    // No user hears anything before the company is activated.
    expect(t.mails.filter((m) => m.to.startsWith('dana-'))).toEqual([]);
    const act = await callMethod(t, 'businessAccountActivate', {
      email: body.generalForm.email,
      activationCode: owner.code,
    });
    expect(act.body).toMatchObject({ responseCode: '00', accessToken: expect.any(String) });
    const again = await callMethod(t, 'businessAccountActivate', {
      email: body.generalForm.email,
      activationCode: owner.code,
    });
    expect(again.body.responseCode).toBe('VF');
    const dana = await linkFor(t, 'dana-one@example.com');
    expect(dana.action).toBe('activationEmployee');
    const emp = await callMethod(t, 'employeeAccountActivate', {
      email: 'dana-one@example.com',
      activationCode: dana.code,
      password: PASSWORD,
    });
    expect(emp.body.responseCode).toBe('00');
    await expect(signIn(t, 'dana-one@example.com', PASSWORD)).resolves.toHaveProperty('accessToken');
    // Rita's link is hers only: Dana's e-mail with it is refused.
    const rita = await linkFor(t, 'rita-one@example.com');
    const wrong = await callMethod(t, 'employeeAccountActivate', {
      email: 'dana-one@example.com',
      activationCode: rita.code,
      password: PASSWORD,
    });
    expect(wrong.body.responseCode).toBe('VF');
  });

  it.each([
    [
      'a level of shares above 100',
      (b: ReturnType<typeof companyBody>) => void ((b.shareholders[0] as { share: number }).share = 70),
      ['shareholders', ERROR_MESSAGES.shareLevelSum],
    ],
    [
      'no director',
      (b: ReturnType<typeof companyBody>) => void (b.directorRefs = []),
      ['directorRefs', ERROR_MESSAGES.directorRequired],
    ],
    [
      'a company shareholder without a director',
      (b: ReturnType<typeof companyBody>) => void (b.companies[0]!.directorRefs = []),
      ['companies.0.directorRefs', ERROR_MESSAGES.companyDirectorRequired],
    ],
    [
      'no user with rights 2',
      (b: ReturnType<typeof companyBody>) => void (b.persons[0]!.accessRights = 3),
      ['persons', ERROR_MESSAGES.mainUserRequired],
    ],
    [
      'a wrong tax id format',
      (b: ReturnType<typeof companyBody>) =>
        void (b.persons[1]!.taxIds = [{ countryCode: 'US', taxId: 'ABC' }] as never),
      ['persons.1.taxIds.0.taxId', ERROR_MESSAGES.taxIdNotCountryFormat],
    ],
    [
      'CANNOT_OBTAIN without an explanation',
      (b: ReturnType<typeof companyBody>) =>
        void (b.companies[0]!.taxIds = [{ countryCode: 'DE', tinMissingReason: 'CANNOT_OBTAIN' }]),
      ['companies.0.taxIds.0.tinMissingExplanation', ERROR_MESSAGES.tinExplanationRequired],
    ],
  ])('refuses %s with the rule message and writes nothing', async (_label, spoil, expected) => {
    const before = await footprint();
    const body = companyBody('bad');
    spoil(body);
    const r = await callMethod(t, 'businessAccountCreate', body);
    expect(r.body.responseCode).toBe('VF');
    expect(fieldMessages(r.body)).toContainEqual(expected);
    expect(await footprint()).toEqual(before);
  });

  it("asks an owner of 40% effective for source details only where the brand's sourceOfWealth switch is on", async () => {
    const before = await footprint();
    const body = companyBody('sow');
    body.persons[1]!.sourceDetails = { '1': ' ' };
    const on = await callMethod(t, 'businessAccountCreate', body, { [BRAND_HEADER]: 'fundstr' });
    expect(on.body.responseCode).toBe('VF');
    expect(fieldMessages(on.body)).toContainEqual(['persons.1.sourceDetails.1', ERROR_MESSAGES.sourceDetailsRequired]);
    expect(await footprint()).toEqual(before);
    // paywave has the switch off: the same company registers.
    expect((await callMethod(t, 'businessAccountCreate', body)).body.responseCode).toBe('00');
  });

  it('refuses a taken e-mail (the company login or a user) in one answer, nothing written', async () => {
    const before = await footprint();
    const body = companyBody('two');
    body.generalForm.email = 'owner-one@example.com';
    body.persons[0]!.email = 'DANA-one@example.com';
    const r = await callMethod(t, 'businessAccountCreate', body);
    expect(fieldMessages(r.body)).toEqual(
      expect.arrayContaining([
        ['generalForm.email', ERROR_MESSAGES.emailTaken],
        ['persons.0.email', ERROR_MESSAGES.emailTaken],
      ]),
    );
    expect(await footprint()).toEqual(before);
  });

  it('a user cannot be activated before the company, nor with the registrant link', async () => {
    const body = companyBody('three');
    expect((await callMethod(t, 'businessAccountCreate', body)).body.responseCode).toBe('00');
    const owner = await linkFor(t, body.generalForm.email);
    const asEmployee = await callMethod(t, 'employeeAccountActivate', {
      email: body.generalForm.email,
      activationCode: owner.code,
      password: PASSWORD,
    });
    expect(fieldMessages(asEmployee.body)).toEqual([['activationCode', ERROR_MESSAGES.businessNotActivated]]);
    const personal = await callMethod(t, 'businessAccountActivate', {
      email: body.generalForm.email,
      activationCode: 'nope',
    });
    expect(fieldMessages(personal.body)).toEqual([['activationCode', ERROR_MESSAGES.invalidActivationCode]]);
    // The personal activation does not open a company's link (the company would stay pending).
    const viaPersonal = await callMethod(t, 'accountActivate', {
      username: body.generalForm.email,
      activationCode: owner.code,
    });
    expect(fieldMessages(viaPersonal.body)).toEqual([['activationCode', ERROR_MESSAGES.invalidActivationCode]]);
    const still = await callMethod(t, 'businessAccountActivate', {
      email: body.generalForm.email,
      activationCode: owner.code,
    });
    expect(still.body.responseCode).toBe('00');
  });
});
