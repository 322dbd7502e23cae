import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ruleFor } from '../money/pricing/rules.ts';
import { setRule } from '../money/pricing/pricing-test-kit.ts';
import type { TestCore } from '../test-support.ts';
import { kycCall, multipartBody, pngBytes, seedKycCustomer, startKycCore, uploadDocument } from './kyc-test-kit.ts';
import { runDocumentExpiry } from './expiry-job.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startKycCore();
});
afterAll(async () => t?.close());

const info = async (c: Awaited<ReturnType<typeof seedKycCustomer>>) =>
  (await kycCall(t, c, 'customerInfoGet')).body.customerInfo as Record<string, unknown>;
const access = async (c: Awaited<ReturnType<typeof seedKycCustomer>>) =>
  (await kycCall(t, c, 'userAccessInfoGet')).body.userAccessInfo as Record<string, unknown>;
const level = async (customerId: string) =>
  (await t.db.query<{ kyc_level: number }>('SELECT kyc_level FROM customers WHERE id = $1', [customerId])).rows[0]!
    .kyc_level;

describe('real answers of customerInfoGet and userAccessInfoGet', () => {
  it('a new customer starts unverified and needs KYC; level 0', async () => {
    const c = await seedKycCustomer(t, false);
    expect(await info(c)).toMatchObject({
      verified: false,
      limited: false,
      isNeedKyc: true,
      isNeedPersonalInfoUpdate: false,
      dueDiligenceLevel: 0,
      birthDay: null,
      taxId: null,
    });
    expect(await access(c)).toMatchObject({ isNeedKyc: true, taxResidencySelfCertificationDocumentStatus: 'none' });
    expect(await level(c.customerId)).toBe(0);
  });
  it('a verified (seeded) customer needs nothing; certified; level 1', async () => {
    const c = await seedKycCustomer(t, true);
    expect(await info(c)).toMatchObject({ verified: true, limited: false, isNeedKyc: false });
    expect(await access(c)).toMatchObject({
      isNeedKyc: false,
      taxResidencySelfCertificationDocumentStatus: 'validated',
    });
    expect(await level(c.customerId)).toBe(1);
  });
});

describe('limits follow verification', () => {
  it('an unverified customer keeps the unverified (level 0) rule; verified, the level 1 rule', async () => {
    const c = await seedKycCustomer(t, false);
    await setRule(t.db, { customerId: c.customerId, kycLevel: 0, single: 100n });
    await setRule(t.db, { customerId: c.customerId, kycLevel: 1, single: 100_000n });
    expect((await ruleFor(t.db, c.customerId, 'betweenAccounts', 'USD')).limits.singleMinor).toBe(100n);
    await t.db.transaction(async (tx) => {
      const { setVerified } = await import('./verified.ts');
      await setVerified(tx, c.customerId, true);
    });
    expect((await ruleFor(t.db, c.customerId, 'betweenAccounts', 'USD')).limits.singleMinor).toBe(100_000n);
  });
});

describe('personal info and KYC answers', () => {
  it('refuses a birth day under 18, nothing changed; then stores it', async () => {
    const c = await seedKycCustomer(t, false);
    const body = {
      firstName: 'Ann',
      lastName: 'Lee',
      birthDay: '2020-01-01',
      birthCountryCode: 'GB',
      citizenshipCountryCode: 'GB',
    };
    const bad = await kycCall(t, c, 'kycCustomerPersonalInfoUpdate', body);
    expect(bad.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'birthDay', message: ERROR_MESSAGES.birthDayInvalid }],
    });
    expect((await info(c)).birthDay).toBeNull();
    const ok = await kycCall(t, c, 'kycCustomerPersonalInfoUpdate', { ...body, birthDay: '1990-05-06' });
    expect(ok.body.responseCode).toBe('00');
    expect(await info(c)).toMatchObject({ birthDay: '1990-05-06', firstName: 'Ann' });
    const k = await kycCall(t, c, 'kycCustomerInfoGet');
    expect(k.body.CustomerInfo).toMatchObject({ birthDay: '1990-05-06', birthCountryCode: 'GB' });
  });
  it('keeps the due-diligence answers and answers them back', async () => {
    const c = await seedKycCustomer(t, false);
    const r = await kycCall(t, c, 'kycInfoUpdate', {
      occupationId: 3,
      sourceOfFundsIds: [1, 2],
      answers: { anotherAccount: 'no' },
    });
    expect(r.body.responseCode).toBe('00');
    const dd = await kycCall(t, c, 'dueDiligenceInfoGet');
    expect(dd.body).toMatchObject({ responseCode: '00', dueDiligenceLevel: 0, address: null, uploadedDocuments: [] });
    expect(dd.body.questionnaire).toMatchObject({
      occupationId: 3,
      sourceOfFundsIds: [1, 2],
      answers: { anotherAccount: 'no' },
    });
    expect((await kycCall(t, c, 'kycRequestGet')).body.customerKycRequest).toBeNull();
  });
});

describe('FATCA/CRS self-certification', () => {
  it('refuses a tax number of the wrong format for its country, nothing changed', async () => {
    const c = await seedKycCustomer(t, false);
    const bad = await kycCall(t, c, 'personalFatcaCrsCertificationUpdate', {
      isUSTaxPayer: false,
      taxIds: [{ countryCode: 'GB', taxId: '12' }],
    });
    expect(bad.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'taxIds.0.taxId', message: ERROR_MESSAGES.taxIdFormat }],
    });
    const get = await kycCall(t, c, 'personalFatcaCrsCertificationGet');
    expect(get.body.fatcaCrsCertificationInfo).toMatchObject({
      taxResidencySelfCertificationStatus: 'none',
      isUSTaxPayer: null,
    });
  });
  it('a US tax payer certifies, signs the W-9 on the e-sign page and it is validated', async () => {
    const c = await seedKycCustomer(t, false);
    const ok = await kycCall(t, c, 'personalFatcaCrsCertificationUpdate', {
      isUSTaxPayer: true,
      taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
    });
    expect(ok.body.responseCode).toBe('00');
    let cert = (await kycCall(t, c, 'personalFatcaCrsCertificationGet')).body.fatcaCrsCertificationInfo;
    expect(cert).toMatchObject({ taxResidencySelfCertificationStatus: 'validated', w9FormStatus: 'none' });
    const w = await kycCall(t, c, 'personalWFormUpload', { form: 'W9' });
    const signUrl = new URL((w.body.signData as { signUrl: string }).signUrl);
    const page = await t.core.app.inject({ method: 'GET', url: signUrl.pathname });
    expect([page.statusCode, page.body.includes('Form W-9')]).toEqual([200, true]);
    const form = multipartBody([], {
      name: 'Test Customer',
      address: '1 Main St',
      tin: '123456789',
      signature: 'Test Customer',
      certify: 'yes',
    });
    const signed = await t.core.app.inject({
      method: 'POST',
      url: signUrl.pathname,
      payload: form.payload,
      headers: form.headers,
    });
    expect(signed.statusCode).toBe(200);
    cert = (await kycCall(t, c, 'personalFatcaCrsCertificationGet')).body.fatcaCrsCertificationInfo;
    expect(cert).toMatchObject({ w9FormStatus: 'validated' });
    const pdf = await t.db.query<{ content_type: string }>(
      `SELECT f.content_type FROM certification_documents d JOIN files f ON f.id::text = d.file_id WHERE d.customer_id = $1`,
      [c.customerId],
    );
    expect(pdf.rows[0]?.content_type).toBe('application/pdf');
    // One signature per link.
    const again = await t.core.app.inject({
      method: 'POST',
      url: signUrl.pathname,
      payload: form.payload,
      headers: form.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('identity verification (provider stand-in)', () => {
  async function verifyWith(c: Awaited<ReturnType<typeof seedKycCustomer>>, selfie: Buffer, doc: Buffer) {
    const start = await t.core.app.inject({
      method: 'POST',
      url: '/identity-verification',
      payload: {},
      headers: { ...c.auth, host: 'paywave.localhost', 'x-brand': 'paywave' },
    });
    const v = (start.json() as { verification: { workflowRunId: string; token: string; url: string } }).verification;
    const path = new URL(v.url).pathname;
    expect((await t.core.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const body = multipartBody([
      { field: 'selfie', name: 'selfie.png', type: 'image/png', body: selfie },
      { field: 'document', name: 'passport.png', type: 'image/png', body: doc },
    ]);
    const posted = await t.core.app.inject({ method: 'POST', url: path, payload: body.payload, headers: body.headers });
    return { v, path, posted };
  }
  it('a selfie and a document: SUCCESS, a confirmed identity document; the link is spent', async () => {
    const c = await seedKycCustomer(t, false);
    const { v, path, posted } = await verifyWith(c, pngBytes(1), pngBytes(2));
    expect(posted.statusCode).toBe(200);
    const run = await t.db.query<{ status: string; provider: string }>(
      'SELECT status, provider FROM identity_verifications WHERE id = $1',
      [v.workflowRunId],
    );
    expect(run.rows[0]).toEqual({ status: 'SUCCESS', provider: 'nfd' });
    const d = await t.db.query<{ status: string; type: number }>(
      'SELECT status, type FROM customer_documents WHERE customer_id = $1',
      [c.customerId],
    );
    expect(d.rows).toEqual([{ status: 'confirmed', type: 1 }]);
    expect((await t.core.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
  it('the same picture twice fails: video identity FAILED is a required action', async () => {
    const c = await seedKycCustomer(t, false);
    const { v } = await verifyWith(c, pngBytes(3), pngBytes(3));
    const run = await t.db.query<{ status: string }>('SELECT status FROM identity_verifications WHERE id = $1', [
      v.workflowRunId,
    ]);
    expect(run.rows[0]!.status).toBe('FAILED');
    const { loadVerification } = await import('./status.ts');
    expect((await loadVerification(t.db, c.customerId)).status.requiredActions).toContain('videoIdentity');
  });
  it('refuses a callback without the provider signature', async () => {
    const r = await t.core.app.inject({
      method: 'POST',
      url: '/idv/callback',
      payload: { workflowRunId: 'x', status: 'SUCCESS', documentFileId: null, selfieFileId: null, reason: null },
      headers: { 'x-provider-signature': 'forged' },
    });
    expect(r.statusCode).toBe(401);
  });
  it('customerJumioDocumentCreate opens a jmo run', async () => {
    const c = await seedKycCustomer(t, false);
    const r = await kycCall(t, c, 'customerJumioDocumentCreate', {});
    expect(r.body.responseCode).toBe('00');
    const run = await t.db.query<{ provider: string }>('SELECT provider FROM identity_verifications WHERE id = $1', [
      r.body.transactionReference,
    ]);
    expect(run.rows[0]!.provider).toBe('jmo');
  });
});

describe('the document-expiry job (fake clock)', () => {
  it('expiring soon, then expired: notices, the expired-documents limit reason, limited', async () => {
    const c = await seedKycCustomer(t, true);
    const id = await uploadDocument(t, c, 1, { expiresDate: '2031-03-10' });
    await t.db.query(`UPDATE customer_documents SET status = 'confirmed' WHERE id = $1`, [id]);
    const sent: string[] = [];
    const deps = {
      outbox: {
        add: async (_tx: unknown, kind: string, payloads: unknown[]) =>
          void sent.push(`${kind}:${JSON.stringify(payloads)}`),
      },
      brandName: () => 'Paywave',
    };
    expect(await runDocumentExpiry(t.db, deps as never, new Date('2031-01-01'))).toBe(0);
    expect(await runDocumentExpiry(t.db, deps as never, new Date('2031-02-20'))).toBeGreaterThanOrEqual(1);
    const soon = await t.db.query<{ status: string }>('SELECT status FROM customer_documents WHERE id = $1', [id]);
    expect(soon.rows[0]!.status).toBe('expiredSoon');
    expect(sent.some((s) => s.startsWith('mail:') && s.includes('expires on 2031-03-10'))).toBe(true);
    expect(await runDocumentExpiry(t.db, deps as never, new Date('2031-03-11'))).toBeGreaterThanOrEqual(1);
    expect(await info(c)).toMatchObject({ limited: true, verified: true });
    const reasons = await kycCall(t, c, 'customerLimitReasonGet');
    expect(reasons.body.limit).toMatchObject([
      {
        reasonId: 1,
        requirementDocuments: expect.arrayContaining([
          expect.objectContaining({ documentTypeId: 1, name: 'Passport' }),
        ]),
      },
    ]);
    expect(sent.some((s) => s.includes('has expired'))).toBe(true);
  });
});
