import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, methodCallUrl } from '@openportal/contract';
import { multipartBody, pngBytes } from '../kyc/kyc-test-kit.ts';
import { callMethod, onBrand, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, secretFor } from './business-test-kit.ts';

let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let acmeId: string;
let eli: number;
beforeAll(async () => {
  t = await startTestCore();
  acme = await activeCompany(t, 'acme');
  acmeId = ((await callMethod(t, 'userAccessInfoGet', {}, acme.dana)).body.userAccessInfo as { id: string }).id;
  const sh = (await callMethod(t, 'businessShareholderList', {}, acme.dana)).body.shareholders as {
    id: number;
    firstName: string;
  }[];
  eli = sh.find((s) => s.firstName === 'ELI')!.id;
});
afterAll(async () => t?.close());

const docs = async () =>
  (
    await t.db.query<{ kind: string; status: string; representative_id: string | null }>(
      `SELECT kind, status, representative_id::text FROM certification_documents WHERE customer_id = $1 ORDER BY id`,
      [acmeId],
    )
  ).rows;

describe('a representative’s W-form and certificate of loss of nationality (kyc’s, on the representative)', () => {
  it('signs a W-8BEN-E on the e-sign page through the link; an individual’s W-8BEN is refused', async () => {
    const secret = await secretFor(t, acmeId, eli);
    const w8 = await callMethod(t, 'businessRepresentativeWFormUpload', { form: 'W8BEN', authSecret: secret });
    expect(w8.body.validationErrors).toEqual([{ field: 'form', message: ERROR_MESSAGES.businessWFormKind }]);
    expect(await docs()).toEqual([]);
    const w = await callMethod(t, 'businessRepresentativeWFormUpload', { form: 'W8BENE', authSecret: secret });
    const signUrl = new URL((w.body.signData as { signUrl: string }).signUrl);
    const page = await t.core.app.inject({ method: 'GET', url: signUrl.pathname });
    expect([page.statusCode, page.body.includes('Form W-8BEN-E'), page.body.includes('ELI')]).toEqual([
      200,
      true,
      true,
    ]);
    const form = multipartBody([], {
      name: 'Eli Person',
      address: '1 Main St',
      tin: 'DE123',
      signature: 'Eli',
      certify: 'yes',
    });
    const signed = await t.core.app.inject({
      method: 'POST',
      url: signUrl.pathname,
      payload: form.payload,
      headers: form.headers,
    });
    expect(signed.statusCode).toBe(200);
    const cert = await callMethod(t, 'businessRepresentativeFatcaCrsCertificationGet', { authSecret: secret });
    expect(cert.body.fatcaCrsCertificationInfo).toMatchObject({ wFormStatus: 'validated' });
    expect(await docs()).toEqual([{ kind: 'W8BENE', status: 'validated', representative_id: String(eli) }]);
    // A read-only user (rights 1) may not upload for their own row.
    expect(
      (await callMethod(t, 'businessRepresentativeWFormUpload', { form: 'W9' }, acme.rita)).body.responseCode,
    ).toBe('13');
  });

  it('uploads the certificate of loss of nationality through the link; a missing file is refused', async () => {
    const secret = await secretFor(t, acmeId, eli);
    const url = methodCallUrl('', 'businessRepresentativeCertificateOfLossOfNationalityUpload');
    const send = (files: Parameters<typeof multipartBody>[0]) => {
      const b = multipartBody(files, {}, { authSecret: secret });
      return t.core.app.inject({ method: 'POST', url, payload: b.payload, headers: onBrand(b.headers) });
    };
    const before = (await docs()).length;
    const none = (await send([])).json() as { responseCode: string };
    expect(none.responseCode).toBe('VF');
    expect((await docs()).length).toBe(before);
    const ok = (await send([{ field: 'document', name: 'coln.png', type: 'image/png', body: pngBytes(3) }])).json() as {
      responseCode: string;
    };
    expect(ok.responseCode).toBe('00');
    expect((await docs()).at(-1)).toEqual({ kind: 'COLN', status: 'pending', representative_id: String(eli) });
    const listed = await callMethod(t, 'businessRepresentativeFatcaCrsCertificationGet', { authSecret: secret });
    expect((listed.body.documents as { type: string }[]).map((d) => d.type).sort()).toEqual(['COLN', 'W8BENE']);
  });
});
