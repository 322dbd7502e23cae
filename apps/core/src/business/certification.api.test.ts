import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS } from '@openportal/contract';
import { callMethod, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, fieldMessages, secretFor } from './business-test-kit.ts';

let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let other: Awaited<ReturnType<typeof activeCompany>>;
let acmeId: string;
let otherId: string;
beforeAll(async () => {
  t = await startTestCore();
  acme = await activeCompany(t, 'acme');
  other = await activeCompany(t, 'other');
  const idOf = async (h: Record<string, string>) =>
    ((await callMethod(t, 'userAccessInfoGet', {}, h)).body.userAccessInfo as { id: string }).id;
  acmeId = await idOf(acme.dana);
  otherId = await idOf(other.dana);
});
afterAll(async () => t?.close());

const GET = 'businessRepresentativeFatcaCrsCertificationGet';
const UPDATE = 'businessRepresentativeFatcaCrsCertificationUpdate';
const stored = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_certifications')).rows[0]!.n;
const repOf = async (headers: Record<string, string>, name: string) =>
  (
    (await callMethod(t, 'businessShareholderList', {}, headers)).body.shareholders as {
      id: number;
      firstName: string;
    }[]
  ).find((s) => s.firstName === name)!.id;
const certification = (extra: Record<string, unknown> = {}) => ({
  entityType: 'general',
  questions: { isFinancialInstitution: false },
  taxIds: [{ countryCode: 'DE', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
  isUSTaxPayer: false,
  isDisregardedEntity: false,
  ...extra,
});

describe('business self-certification by an authSecret link', () => {
  it('opens one representative’s certification, saves it, then the link cannot be replayed', async () => {
    const eli = await repOf(acme.dana, 'ELI');
    const secret = await secretFor(t, acmeId, eli);
    const got = await callMethod(t, GET, { authSecret: secret });
    expect(METHOD_CALLS[GET].response.safeParse(got.body).success).toBe(true);
    expect(got.body.representativeInfo).toEqual({ id: eli, firstName: 'ELI', lastName: 'Person', positionIds: [9] });
    expect(got.body.fatcaCrsCertificationInfo).toMatchObject({ entityType: null, wFormStatus: 'notRequired' });
    const dana = await repOf(acme.dana, 'DANA');
    const body = certification({
      controllingPersons: [{ representativeId: dana, taxIds: [{ countryCode: 'GB', taxId: 'AB123456C' }] }],
    });
    const saved = await callMethod(t, UPDATE, { ...body, authSecret: secret });
    expect(saved.body.responseCode).toBe('00');
    // Spent: the same link opens nothing any more; the signed-in representative still reads their own.
    for (const call of [GET, UPDATE]) {
      const again = await callMethod(t, call, call === GET ? { authSecret: secret } : { ...body, authSecret: secret });
      expect([again.status, again.body.responseCode]).toEqual([403, '13']);
    }
    const fresh = await secretFor(t, acmeId, eli);
    const info = (await callMethod(t, GET, { authSecret: fresh })).body.fatcaCrsCertificationInfo;
    expect(info).toMatchObject({ entityType: 'general', isUSTaxPayer: false, taxIds: body.taxIds });
    // Dana's own certification (signed in) is another one: still empty.
    const hers = (await callMethod(t, GET, {}, acme.dana)).body as unknown as {
      representativeInfo: { id: number };
      fatcaCrsCertificationInfo: object;
    };
    expect([hers.representativeInfo.id, hers.fatcaCrsCertificationInfo]).toEqual([
      dana,
      expect.objectContaining({ entityType: null }),
    ]);
    // Signed in, she certifies her own: userAccessInfoGet tells her it is done.
    const status = async () =>
      ((await callMethod(t, 'userAccessInfoGet', {}, acme.dana)).body.userAccessInfo as Record<string, unknown>)
        .taxResidencySelfCertificationDocumentStatus;
    expect(await status()).toBe('none');
    expect((await callMethod(t, UPDATE, certification(), acme.dana)).body.responseCode).toBe('00');
    expect(await status()).toBe('validated');
  });

  it('refuses an expired link, bad input, another company’s controlling person; nothing saved', async () => {
    const before = await stored();
    const eli = await repOf(acme.dana, 'ELI');
    const expired = await secretFor(t, acmeId, eli, '-1 second');
    expect((await callMethod(t, GET, { authSecret: expired })).body.responseCode).toBe('13');
    const secret = await secretFor(t, acmeId, eli);
    const theirs = await repOf(other.dana, 'DANA');
    const cases: [Record<string, unknown>, [string, string][]][] = [
      [certification({ isUSTaxPayer: true }), [['taxIds.1.tinMissingReason', ERROR_MESSAGES.taxIdOrReason]]],
      [
        certification({ taxIds: [{ countryCode: 'DE', tinMissingReason: 'CANNOT_OBTAIN' }] }),
        [['taxIds.0.tinMissingExplanation', ERROR_MESSAGES.tinExplanationRequired]],
      ],
      [
        certification({
          controllingPersons: [
            { representativeId: theirs, taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }] },
          ],
        }),
        [['controllingPersons.0.representativeId', ERROR_MESSAGES.representativeNotFound]],
      ],
      [certification({ registeredAddressId: 1 }), [['registeredAddressId', ERROR_MESSAGES.companyAddressUnknown]]],
    ];
    for (const [body, expected] of cases)
      expect(fieldMessages((await callMethod(t, UPDATE, { ...body, authSecret: secret })).body)).toEqual(expected);
    // Refusals did not spend the link; a read-only user cannot certify; another company is refused.
    expect((await callMethod(t, GET, { authSecret: secret })).body.responseCode).toBe('00');
    expect((await callMethod(t, UPDATE, certification(), acme.rita)).body.responseCode).toBe('13');
    expect(
      (await callMethod(t, UPDATE, certification(), { ...acme.dana, 'customer-id': otherId })).body.responseCode,
    ).toBe('ENOA');
    expect((await callMethod(t, GET, { fromCustomerId: otherId }, acme.dana)).body.responseCode).toBe('ENOA');
    expect(await stored()).toBe(before);
  });

  it('a representative added with an e-mail gets their link by mail; it opens only their certification', async () => {
    const email = 'nora-acme@example.com';
    const add = await callMethod(
      t,
      'businessRepresentativeAdd',
      {
        firstName: 'Nora',
        lastName: 'Rep',
        birthday: '1980-03-04',
        email,
        positionIds: [2],
        taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
      },
      acme.dana,
    );
    expect(add.body.responseCode).toBe('00');
    await t.core.drainOutbox();
    const mail = [...t.mails].reverse().find((m) => m.to === email)!;
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect([link.pathname, mail.text.includes('Acme acme Ltd')]).toEqual(['/self-certification-representative', true]);
    const secret = link.searchParams.get('authSecret')!;
    const got = await callMethod(t, GET, { authSecret: secret });
    expect(got.body.representativeInfo).toEqual({
      id: add.body.id,
      firstName: 'Nora',
      lastName: 'Rep',
      positionIds: [2],
    });
    expect((await callMethod(t, UPDATE, { ...certification(), authSecret: secret })).body.responseCode).toBe('00');
    expect((await callMethod(t, GET, { authSecret: secret })).body.responseCode).toBe('13');
  });
});
