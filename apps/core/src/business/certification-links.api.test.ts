import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessesOf, METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import { multipartBody, pngBytes } from '../kyc/kyc-test-kit.ts';
import { callMethod, onBrand, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, secretFor } from './business-test-kit.ts';

/**
 * Issue 26 "What must hold": an authSecret opens one representative's certification only,
 * expires, and cannot be replayed after use (the link's own calls: contract `alsoAccess`).
 */
let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let acmeId: string;
let otherId: string;
let eli: number;
let dana: number;
beforeAll(async () => {
  t = await startTestCore();
  acme = await activeCompany(t, 'acme');
  const other = await activeCompany(t, 'other');
  const idOf = async (h: Record<string, string>) =>
    ((await callMethod(t, 'userAccessInfoGet', {}, h)).body.userAccessInfo as { id: string }).id;
  acmeId = await idOf(acme.dana);
  otherId = await idOf(other.dana);
  const sh = (await callMethod(t, 'businessShareholderList', {}, acme.dana)).body.shareholders as {
    id: number;
    firstName: string;
  }[];
  eli = sh.find((s) => s.firstName === 'ELI')!.id;
  dana = sh.find((s) => s.firstName === 'DANA')!.id;
});
afterAll(async () => t?.close());

const UPDATE = 'businessRepresentativeFatcaCrsCertificationUpdate';
const certification = {
  entityType: 'general',
  questions: {},
  taxIds: [{ countryCode: 'DE', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
  isUSTaxPayer: false,
  isDisregardedEntity: false,
};
/** The representative's own calls, which take the link (declarations, statements, certification, W-form). */
const LINK_CALLS = Object.entries(METHOD_CALLS)
  .filter(([, c]) => accessesOf(c).includes('authSecret'))
  .map(([name]) => name);
/** One of the link's calls with nothing but the link (a multipart call as multipart, with a file). */
async function callLink(name: string, secret: string) {
  if (!METHOD_CALLS[name as keyof typeof METHOD_CALLS].multipart) return callMethod(t, name, { authSecret: secret });
  const b = multipartBody(
    [{ field: 'document', name: 'a.png', type: 'image/png', body: pngBytes(3) }],
    {},
    {
      authSecret: secret,
    },
  );
  const r = await t.core.app.inject({
    method: 'POST',
    url: methodCallUrl('', name),
    payload: b.payload,
    headers: onBrand(b.headers),
  });
  return { status: r.statusCode, body: r.json() as { responseCode: string } };
}
/** A representative's certificationStatus as the company's director list shows it. */
const certificationStatus = async (id: number) =>
  (
    (await callMethod(t, 'businessDirectorList', {}, acme.dana)).body.directors as {
      id: number;
      certificationStatus: string;
    }[]
  ).find((s) => s.id === id)!.certificationStatus;

describe('a representative’s authSecret link', () => {
  it('opens no call but the representative’s own: every other signed-in call refuses it', async () => {
    const secret = await secretFor(t, acmeId, eli);
    const others = Object.entries(METHOD_CALLS).filter(
      ([, c]) => !accessesOf(c).includes('authSecret') && !accessesOf(c).includes('public'),
    );
    expect(others.length).toBeGreaterThan(100);
    for (const [name] of others) {
      const r = await callMethod(t, name, { authSecret: secret });
      expect([name, r.status >= 400, r.body.responseCode === '00']).toEqual([name, true, false]);
    }
    // Still unspent and still the one representative's: the certification opens.
    const got = await callMethod(t, 'businessRepresentativeFatcaCrsCertificationGet', { authSecret: secret });
    expect((got.body.representativeInfo as { id: number }).id).toBe(eli);
  });

  it('names one representative: another id, another company’s header, a co-representative are refused', async () => {
    const secret = await secretFor(t, acmeId, eli);
    const info = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      callMethod(t, 'businessRepresentativeInfoGet', { ...body, authSecret: secret }, headers);
    expect((await info({ id: dana })).body.responseCode).toBe('ENOA');
    // Customer-Id / fromCustomerId with the link: still Eli of acme, never the other company.
    for (const [body, headers] of [
      [{ fromCustomerId: otherId }, {}],
      [{}, { 'customer-id': otherId }],
    ] as const) {
      const r = await info(body, headers);
      expect((r.body.representative as { id: number } | undefined)?.id ?? r.body.responseCode).toBe(eli);
    }
    // What Eli answers through the link is Eli's, not Dana's (her own, signed in, stays empty).
    await callMethod(t, 'declarationsSend', {
      answers: [{ id: 'actsForCompany', accepted: true }],
      authSecret: secret,
    });
    const hers = (await callMethod(t, 'declarationsGet', {}, acme.dana)).body.declarations as { accepted: unknown }[];
    expect(hers.every((d) => d.accepted === null)).toBe(true);
  });

  it('is pending until submitted, then spent for every call of the link; a racing replay is refused', async () => {
    const rep = (
      await callMethod(
        t,
        'businessRepresentativeAdd',
        {
          firstName: 'Race',
          lastName: 'Rep',
          birthday: '1980-03-04',
          positionIds: [2],
          taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
        },
        acme.dana,
      )
    ).body.id as number;
    expect(await certificationStatus(dana)).toBe('none');
    const first = await secretFor(t, acmeId, rep);
    const second = await secretFor(t, acmeId, rep);
    expect(await certificationStatus(rep)).toBe('pending');
    // Two submissions at once, with the same link and with the other: exactly one is stored.
    const sent = await Promise.all(
      [first, first, second].map((s) => callMethod(t, UPDATE, { ...certification, authSecret: s })),
    );
    expect(sent.map((r) => r.body.responseCode).sort()).toEqual(['00', '13', '13']);
    const stored = await t.db.query('SELECT 1 FROM business_certifications WHERE representative_id = $1', [rep]);
    expect(stored.rows.length).toBe(1);
    for (const name of LINK_CALLS) {
      const r = await callLink(name, first);
      expect([name, r.status, r.body.responseCode]).toEqual([name, 403, '13']);
    }
    expect(await certificationStatus(rep)).toBe('validated');
  });

  it('expires: a link past its time opens nothing and shows no open link', async () => {
    const expired = await secretFor(t, acmeId, dana, '-1 second');
    for (const name of LINK_CALLS) {
      const r = await callLink(name, expired);
      expect([name, r.body.responseCode]).toEqual([name, '13']);
    }
    expect(await certificationStatus(dana)).toBe('none');
  });

  it('is asked of no user who cannot give one: a read-only user’s status is notRequired', async () => {
    const status = async (h: Record<string, string>) =>
      ((await callMethod(t, 'userAccessInfoGet', {}, h)).body.userAccessInfo as Record<string, unknown>)
        .taxResidencySelfCertificationDocumentStatus;
    expect([await status(acme.rita), await status(acme.dana)]).toEqual(['notRequired', 'none']);
  });
});
