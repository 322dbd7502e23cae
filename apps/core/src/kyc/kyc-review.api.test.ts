import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { adminRest, reviewDesk } from '../admin/admin-test-kit.ts';
import type { TestCore } from '../test-support.ts';
import { kycCall, pngBytes, seedKycCustomer, startKycCore, uploadDocument } from './kyc-test-kit.ts';

let t: TestCore;
let compliance: string;
let compliance2: string;
let support: string;
let finance: string;
beforeAll(async () => {
  t = await startKycCore();
  ({ compliance, compliance2, support, finance } = await reviewDesk(t));
});
afterAll(async () => t?.close());

type TQueueRow = { documentId: number; version: number; customerId: string; documentTypeId: number };

describe('back-office KYC review', () => {
  it('unverified -> verificationProcessing -> checked: queue, confirm both, verified, told, audited', async () => {
    const c = await seedKycCustomer(t, false);
    const certify = await kycCall(t, c, 'personalFatcaCrsCertificationUpdate', {
      isUSTaxPayer: false,
      taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
    });
    expect(certify.body.responseCode).toBe('00');
    const view = async () =>
      (await adminRest(t, 'GET', `/admin/kyc/customers/${c.customerId}`, support)).body.data as {
        status: { state: string; requiredActions: string[] };
        verified: boolean;
        kycLevel: number;
        history: Array<{ action: string }>;
      };
    expect((await view()).status.state).toBe('unverified');
    const identity = await uploadDocument(t, c, 1);
    const address = await uploadDocument(t, c, 10);
    expect((await view()).status).toMatchObject({ state: 'verificationProcessing', requiredActions: [] });

    const queue = await adminRest(t, 'GET', '/admin/kyc/documents?brand=paywave', support);
    const mine = (queue.body.data as TQueueRow[]).filter((r) => r.customerId === c.customerId);
    expect(mine.map((r) => r.documentId)).toEqual([identity, address]);
    const byType = await adminRest(t, 'GET', '/admin/kyc/documents?type=10', support);
    expect((byType.body.data as TQueueRow[]).every((r) => r.documentTypeId === 10)).toBe(true);

    // Support reads, never decides; finance does not even read.
    const v1 = mine[0]!.version;
    expect(
      (await adminRest(t, 'POST', `/admin/kyc/documents/${identity}`, support, { decision: 'confirm', version: v1 }))
        .status,
    ).toBe(403);
    expect((await adminRest(t, 'GET', '/admin/kyc/documents', finance)).status).toBe(403);

    const first = await adminRest(t, 'POST', `/admin/kyc/documents/${identity}`, compliance, {
      decision: 'confirm',
      version: v1,
    });
    expect(first.body).toMatchObject({ responseCode: '00', data: { status: 'confirmed', verified: false } });
    // A second operator deciding the same document on the same version is told it was decided.
    const second = await adminRest(t, 'POST', `/admin/kyc/documents/${identity}`, compliance2, {
      decision: 'reject',
      version: v1,
      reason: 'blurred',
    });
    expect([second.body.responseCode, second.body.responseDescription]).toEqual([
      'VF',
      ERROR_MESSAGES.documentAlreadyDecided,
    ]);
    expect((await kycCall(t, c, 'customerInfoGet')).body.customerInfo).toMatchObject({
      verified: false,
      isNeedKyc: true,
    });

    const done = await adminRest(t, 'POST', `/admin/kyc/documents/${address}`, compliance, {
      decision: 'confirm',
      version: mine[1]!.version,
    });
    expect(done.body).toMatchObject({ data: { status: 'confirmed', verified: true } });
    expect((await kycCall(t, c, 'customerInfoGet')).body.customerInfo).toMatchObject({
      verified: true,
      isNeedKyc: false,
    });
    const after = await view();
    expect([after.status.state, after.verified, after.kycLevel]).toEqual(['checked', true, 1]);
    expect(after.history.map((h) => h.action)).toEqual(['kycDocument.confirm', 'kycDocument.confirm']);

    await t.core.drainOutbox();
    const mails = t.mails.filter((m) => m.to === c.email).map((m) => m.subject);
    expect(mails).toEqual(expect.arrayContaining(['Document confirmed', 'Account verified']));
  });

  it('reject with a reason and request another document: the customer is told why; refusals change nothing', async () => {
    const c = await seedKycCustomer(t, false);
    const doc = await uploadDocument(t, c, 11);
    const noReason = await adminRest(t, 'POST', `/admin/kyc/documents/${doc}`, compliance, {
      decision: 'reject',
      version: 1,
      reason: '',
    });
    expect(noReason.body.responseCode).toBe('VF');
    const stale = await adminRest(t, 'POST', `/admin/kyc/documents/${doc}`, compliance, {
      decision: 'confirm',
      version: 7,
    });
    expect(stale.body.responseDescription).toBe(ERROR_MESSAGES.documentAlreadyDecided);
    const req = await adminRest(t, 'POST', `/admin/kyc/documents/${doc}`, compliance, {
      decision: 'request',
      version: 1,
      reason: 'the statement is older than three months',
      documentTypeId: 10,
    });
    expect(req.body).toMatchObject({ data: { status: 'rejected', verified: false } });
    const docs = await t.db.query<{ status: string; reject_reason: string }>(
      'SELECT status, reject_reason FROM customer_documents WHERE id = $1',
      [doc],
    );
    expect(docs.rows[0]).toEqual({ status: 'rejected', reject_reason: 'the statement is older than three months' });
    await t.core.drainOutbox();
    const mail = t.mails.find((m) => m.to === c.email && m.subject === 'Another document needed');
    expect(mail?.text).toContain('the statement is older than three months');
  });

  it('a document of another customer or none at all is not found', async () => {
    const r = await adminRest(t, 'POST', '/admin/kyc/documents/999999', compliance, {
      decision: 'confirm',
      version: 1,
    });
    expect(r.body.responseCode).toBe('VF');
    expect((await adminRest(t, 'GET', '/admin/kyc/customers/nobody', support)).body.responseCode).toBe('VF');
  });

  it("serves a document's file to the reviewer for its own customer only, never for another's", async () => {
    const [a, b] = await Promise.all([seedKycCustomer(t, false), seedKycCustomer(t, false, 'harbourbank')]);
    const doc = await uploadDocument(t, a, 10);
    const file = (customerId: string, token: string) =>
      t.core.app.inject({
        method: 'GET',
        url: `/admin/kyc/documents/${doc}/file?customerId=${encodeURIComponent(customerId)}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const own = await file(a.customerId, support);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pngBytes(10))).toBe(true);
    // Another customer (of another brand) named with it: not found, no byte of the file.
    const other = await file(b.customerId, support);
    expect(other.json()).toMatchObject({ responseCode: 'VF' });
    expect(other.rawPayload.includes(pngBytes(10).subarray(0, 64))).toBe(false);
    expect((await file(a.customerId, finance)).statusCode).toBe(403);
  });
});
