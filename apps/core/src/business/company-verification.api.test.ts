import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, ERROR_MESSAGES, methodCallUrl } from '@openportal/contract';
import { bearer, operatorSession } from '../admin/admin-test-kit.ts';
import { multipartBody, pngBytes } from '../kyc/kyc-test-kit.ts';
import { newId, sha256Hex } from '../platform/crypto.ts';
import { callMethod, onBrand, startTestCore, type TestCore } from '../test-support.ts';
import { fieldMessages, twoCompanies } from './business-test-kit.ts';

let t: TestCore;
let co: Awaited<ReturnType<typeof twoCompanies>>;
let acmeId: string;
let reps: Record<'dana' | 'eli' | 'holdco' | 'rita', number>;
let otherEli: number;

type TRep = { id: number; firstName: string } & Record<string, unknown>;
const listed = async (auth: Record<string, string>) => [
  ...((await callMethod(t, 'businessShareholderList', {}, auth)).body.shareholders as TRep[]),
  ...((await callMethod(t, 'businessUserList', {}, auth)).body.users as TRep[]),
];
const start = (customerId: string, body: object, headers: Record<string, string>) =>
  t.core.app.inject({
    method: 'POST',
    url: `/customers/${encodeURIComponent(customerId)}/identity-verification`,
    payload: body,
    headers: onBrand(headers),
  });
const runs = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM identity_verifications')).rows[0]!.n);

beforeAll(async () => {
  t = await startTestCore();
  co = await twoCompanies(t);
  acmeId = ((await callMethod(t, 'userAccessInfoGet', {}, co.acme.dana)).body.userAccessInfo as { id: string }).id;
  const acme = await listed(co.acme.dana);
  const id = (name: string, list = acme) => list.find((r) => r.firstName === name)!.id;
  reps = { dana: id('DANA'), eli: id('ELI'), holdco: id('Holdco'), rita: id('RITA') };
  otherEli = id('ELI', await listed(co.other.dana));
});
afterAll(async () => t?.close());

describe('customerIdentityVerificationStart: kyc’s engine for a company’s representative', () => {
  it('the provider’s success files a confirmed passport for the representative, not for the company', async () => {
    const res = await start(acmeId, { representativeId: reps.eli }, { ...co.acme.dana, 'customer-id': acmeId });
    expect(res.statusCode).toBe(200);
    const v = (res.json() as { verification: { workflowRunId: string; url: string } }).verification;
    const path = new URL(v.url).pathname;
    const form = multipartBody([
      { field: 'selfie', name: 'selfie.png', type: 'image/png', body: pngBytes(1) },
      { field: 'document', name: 'passport.png', type: 'image/png', body: pngBytes(2) },
    ]);
    expect(
      (await t.core.app.inject({ method: 'POST', url: path, payload: form.payload, headers: form.headers })).statusCode,
    ).toBe(200);
    const docs = await t.db.query<{ representative_id: string; status: string }>(
      'SELECT representative_id::text, status FROM customer_documents WHERE customer_id = $1',
      [acmeId],
    );
    expect(docs.rows).toEqual([{ representative_id: String(reps.eli), status: 'confirmed' }]);
    const eli = (await listed(co.acme.dana)).find((r) => r.id === reps.eli)!;
    expect([eli.identityStatus, (eli.documents as unknown[]).length]).toEqual([DOCUMENT_STATUSES.confirmed, 1]);
    // The company's own verification is untouched: no video identity of its own.
    const kyc = await t.db.query('SELECT video_identity_status FROM customer_kyc WHERE customer_id = $1', [acmeId]);
    expect(kyc.rows.map((r) => r.video_identity_status ?? null)).toEqual(kyc.rows.length ? [null] : []);
  });

  it('without representativeId a user verifies their own row; an operator names one (audited)', async () => {
    const own = await start(acmeId, {}, { ...co.acme.dana, 'customer-id': acmeId });
    const runId = (own.json() as { verification: { workflowRunId: string } }).verification.workflowRunId;
    const row = await t.db.query<{ r: string }>(
      'SELECT representative_id::text AS r FROM identity_verifications WHERE id = $1',
      [runId],
    );
    expect(row.rows[0]!.r).toBe(String(reps.dana));
    const op = bearer(await operatorSession(t, ['compliance']));
    const byOp = await start(acmeId, { representativeId: reps.eli }, op);
    expect(byOp.statusCode).toBe(200);
    const audit = await t.db.query<{ target: string }>(
      `SELECT target FROM admin_audit_log WHERE action = 'identityVerification.start'`,
    );
    expect(audit.rows).toEqual([{ target: `customer ${acmeId}` }]);
    const noOne = await start(acmeId, {}, op);
    expect(fieldMessages(noOne.json())).toEqual([['representativeId', ERROR_MESSAGES.representativeNotFound]]);
    const finance = bearer(await operatorSession(t, ['finance']));
    expect((await start(acmeId, { representativeId: reps.eli }, finance)).json()).toMatchObject({ responseCode: '13' });
  });

  it('another company’s ids, a company shareholder, read-only rights: refused, no run made', async () => {
    const before = await runs();
    const dana = { ...co.acme.dana, 'customer-id': acmeId };
    const otherPath = await start(co.otherId, { representativeId: otherEli }, dana);
    const otherHeader = await start(
      co.otherId,
      { representativeId: otherEli },
      { ...co.acme.dana, 'customer-id': co.otherId },
    );
    // Another company's id in the path is not found; its Customer-Id is no access of this user's.
    expect([otherPath.statusCode, otherPath.json().responseCode]).toEqual([404, 'IM']);
    expect([otherHeader.statusCode, otherHeader.json().responseCode]).toEqual([403, 'ENOA']);
    const unknownPath = await start('no-such-customer', { representativeId: otherEli }, dana);
    expect(unknownPath.json()).toEqual(otherPath.json());
    const theirRep = await start(acmeId, { representativeId: otherEli }, dana);
    const unknown = await start(acmeId, { representativeId: 99999 }, dana);
    expect(theirRep.json()).toEqual(unknown.json());
    expect(fieldMessages(unknown.json())).toEqual([['representativeId', ERROR_MESSAGES.representativeNotFound]]);
    const company = await start(acmeId, { representativeId: reps.holdco }, dana);
    expect(fieldMessages(company.json())).toEqual([['representativeId', ERROR_MESSAGES.representativeNotPerson]]);
    const reader = await start(acmeId, { representativeId: reps.rita }, { ...co.acme.rita, 'customer-id': acmeId });
    expect(reader.json().responseCode).toBe('13');
    const bad = await start(acmeId, { representativeId: 'x' }, dana);
    expect([bad.json().responseCode, fieldMessages(bad.json()).map(([f]) => f)]).toEqual(['VF', ['representativeId']]);
    expect(await runs()).toBe(before);
  });

  it('an uploading user (5) hands identity in: allowed', async () => {
    await t.db.query(
      `UPDATE customer_access SET access_rights = 5 WHERE customer_id = $1 AND user_id =
         (SELECT user_id FROM business_representatives WHERE id = $2)`,
      [acmeId, reps.rita],
    );
    const r = await start(acmeId, {}, { ...co.acme.rita, 'customer-id': acmeId });
    expect(r.statusCode).toBe(200);
    await t.db.query(`UPDATE customer_access SET access_rights = 1 WHERE customer_id = $1 AND access_rights = 5`, [
      acmeId,
    ]);
  });
});

describe('businessInfoGet and the self-certification: stored sources, real links', () => {
  it('addresses are the company’s; financialInstitution follows the last certification; isConverted is stored', async () => {
    const dana = { ...co.acme.dana, 'customer-id': acmeId };
    const address = {
      addressType: 2,
      address1: '1 Market St',
      city: 'London',
      postalCode: 'E1 6AN',
      countryCode: 'GB',
    };
    const made = await callMethod(t, 'addressCreate', address, dana);
    const addressId = made.body.addressId as number;
    const theirs = (await callMethod(t, 'addressCreate', address, co.other.dana)).body.addressId as number;
    const info = async () =>
      (await callMethod(t, 'businessInfoGet', {}, dana)).body.business as Record<string, unknown>;
    const first = await info();
    expect((first.addresses as { addressId: number }[]).map((a) => a.addressId)).toEqual([addressId]);
    expect([first.financialInstitution, first.isConverted]).toEqual([false, false]);
    const cert = {
      entityType: 'financial-institution',
      questions: { isFinancialInstitution: true },
      taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
      isUSTaxPayer: false,
      isDisregardedEntity: false,
    };
    const refused = await callMethod(
      t,
      'businessRepresentativeFatcaCrsCertificationUpdate',
      { ...cert, registeredAddressId: theirs },
      dana,
    );
    expect(fieldMessages(refused.body)).toEqual([['registeredAddressId', ERROR_MESSAGES.companyAddressUnknown]]);
    expect((await info()).financialInstitution).toBe(false);
    const saved = await callMethod(
      t,
      'businessRepresentativeFatcaCrsCertificationUpdate',
      { ...cert, registeredAddressId: addressId },
      dana,
    );
    expect(saved.body.responseCode).toBe('00');
    await t.db.query('UPDATE customers SET converted_at = now() WHERE id = $1', [acmeId]);
    expect(await info()).toMatchObject({ financialInstitution: true, isConverted: true });
    await callMethod(t, 'businessRepresentativeFatcaCrsCertificationUpdate', { ...cert, entityType: 'general' }, dana);
    expect((await info()).financialInstitution).toBe(false);
  });

  it('a certificate’s url downloads it for the company’s users only', async () => {
    const form = multipartBody([{ field: 'document', name: 'coln.png', type: 'image/png', body: pngBytes(7) }], {}, {});
    const dana = { ...co.acme.dana, 'customer-id': acmeId };
    const up = await t.core.app.inject({
      method: 'POST',
      url: methodCallUrl('', 'businessRepresentativeCertificateOfLossOfNationalityUpload'),
      payload: form.payload,
      headers: onBrand({ ...dana, ...form.headers }),
    });
    expect(up.json().responseCode).toBe('00');
    const got = await callMethod(t, 'businessRepresentativeFatcaCrsCertificationGet', {}, dana);
    const url = (got.body.documents as { type: string; url: string }[]).find((d) => d.type === 'COLN')!.url;
    expect(url).toMatch(/^\/files\//);
    const mine = await t.core.app.inject({ method: 'GET', url, headers: onBrand(dana) });
    expect([mine.statusCode, Buffer.compare(mine.rawPayload, pngBytes(7))]).toEqual([200, 0]);
    const theirs = await t.core.app.inject({ method: 'GET', url, headers: onBrand(co.other.dana) });
    expect(theirs.statusCode).toBe(404);
    // A link's holder has no session to download with: no link for them.
    const secret = `auth-${newId()}`;
    await t.db.query(
      `INSERT INTO auth_secrets (secret_hash, customer_id, representative_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')`,
      [sha256Hex(secret), acmeId, String(reps.dana)],
    );
    const byLink = await callMethod(t, 'businessRepresentativeFatcaCrsCertificationGet', { authSecret: secret });
    expect((byLink.body.documents as { url: string | null }[]).map((d) => d.url)).toEqual([null]);
  });
});
