import { expect } from 'vitest';
import type { z } from 'zod';
import type { ZBusinessRegistration, ZPersonInput } from '@openportal/contract';
import { newId, sha256Hex } from '../platform/crypto.ts';
import { callMethod, signIn, type TestCore } from '../test-support.ts';

export const PASSWORD = 'Secret-pass-1';

const person = (ref: string, extra: Partial<z.input<typeof ZPersonInput>> = {}): z.input<typeof ZPersonInput> => ({
  ref,
  firstName: ref.toUpperCase(),
  lastName: 'Person',
  birthday: '1985-04-02',
  positionIds: [],
  taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
  sourceOfFunds: [1],
  sourceDetails: { '1': 'Salary and savings' },
  ...extra,
});

/**
 * A valid company: director Dana (main user, rights 2), shareholders Dana 60% and Holdco 40%
 * (a company whose director is Eli and whose shareholder is Eli 100%: 40% effective), Rita a
 * read-only user (1). `tag` keeps e-mails apart between registrations.
 */
export function companyBody(tag: string): z.input<typeof ZBusinessRegistration> {
  return {
    captchaToken: 'test-captcha',
    draftVersion: '3.54',
    generalForm: {
      name: `Acme ${tag} Ltd`,
      registrationCountryCode: 'GB',
      email: `owner-${tag}@example.com`,
      registrationNumber: '01234567',
      registrationDate: '2019-05-01',
      phone: '447700900123',
      category: 'others',
      password: PASSWORD,
    },
    financialInfoForm: { monthlyDeposit: '10000' },
    dueDilligenceForm: { government: false, lawsuits: false, taxPayers: true },
    legalForm: {},
    persons: [
      person('dana', { isUser: true, email: `dana-${tag}@example.com`, accessRights: 2 }),
      person('eli'),
      person('rita', { isUser: true, email: `rita-${tag}@example.com`, accessRights: 1 }),
    ],
    companies: [
      {
        ref: 'holdco',
        name: 'Holdco',
        registrationCountryCode: 'DE',
        registrationNumber: 'HRB 1',
        directorRefs: ['eli'],
        taxIds: [{ countryCode: 'DE', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
      },
    ],
    directorRefs: ['dana'],
    owners: ['dana'],
    shareholders: [
      { type: 'person', ref: 'dana', share: 60 },
      { type: 'company', ref: 'holdco', share: 40, children: [{ type: 'person', ref: 'eli', share: 100 }] },
    ],
  };
}

/** The last activation link mailed to `to`: its action and code. */
export async function linkFor(t: TestCore, to: string) {
  await t.core.drainOutbox();
  const mail = [...t.mails].reverse().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { action: link.searchParams.get('action'), code: link.searchParams.get('code')! };
}

/** Registers, activates the company and its users; answers the main user's and reader's tokens. */
export async function activeCompany(t: TestCore, tag: string) {
  const body = companyBody(tag);
  const reg = await callMethod(t, 'businessAccountCreate', body);
  expect(reg.body.responseCode).toBe('00');
  const owner = body.generalForm.email;
  const act = await callMethod(t, 'businessAccountActivate', {
    email: owner,
    activationCode: (await linkFor(t, owner)).code,
  });
  expect(act.body.responseCode).toBe('00');
  for (const p of body.persons.filter((x) => x.isUser)) {
    const { code } = await linkFor(t, p.email!);
    const r = await callMethod(t, 'employeeAccountActivate', {
      email: p.email,
      activationCode: code,
      password: PASSWORD,
    });
    expect(r.body.responseCode).toBe('00');
  }
  const bearer = async (email: string) => ({
    authorization: `Bearer ${(await signIn(t, email, PASSWORD)).accessToken}`,
  });
  return {
    body,
    owner: await bearer(owner),
    dana: await bearer(`dana-${tag}@example.com`),
    rita: await bearer(`rita-${tag}@example.com`),
  };
}

/** A refusal's field messages as [field, message] pairs. */
export const fieldMessages = (body: Record<string, unknown>) =>
  ((body.validationErrors ?? []) as { field: string; message: string }[]).map((e) => [e.field, e.message]);

/** Two activated companies: the one under test and another, whose customer id must never open the first's data. */
export async function twoCompanies(t: TestCore) {
  const acme = await activeCompany(t, 'acme');
  const other = await activeCompany(t, 'other');
  const otherId = ((await callMethod(t, 'userAccessInfoGet', {}, other.dana)).body.userAccessInfo as { id: string }).id;
  return { acme, other, otherId };
}

/** An authSecret link for one representative of a company, as the certification mail carries it. */
export async function secretFor(t: TestCore, customerId: string, repId: number, ttl = '1 hour') {
  const secret = `auth-${newId()}`;
  await t.db.query(
    `INSERT INTO auth_secrets (secret_hash, customer_id, representative_id, expires_at)
     VALUES ($1, $2, $3, now() + $4::interval)`,
    [sha256Hex(secret), customerId, String(repId), ttl],
  );
  return secret;
}
