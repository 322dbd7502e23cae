import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRest, bearer, operatorSession } from '../admin/admin-test-kit.ts';
import { startSecurityCore } from '../security/security-test-kit.ts';
import { onBrand, type TestCore } from '../test-support.ts';
import { applicant, fullApplication, rest } from './application-test-kit.ts';

let t: TestCore;
let support: string;
beforeAll(async () => {
  t = await startSecurityCore();
  support = await operatorSession(t, ['support']);
});
afterAll(async () => t?.close());

const BASE = '/acquiring-admin/application';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);

function upload(
  headers: Record<string, string>,
  id: number,
  file: { name: string; type: string; body: Buffer },
  documentType?: string,
) {
  const b = 'app-doc-boundary';
  const parts = [
    ...(documentType
      ? [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`)]
      : []),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${b}--\r\n`),
  ];
  return t.core.app
    .inject({
      method: 'POST',
      url: `${BASE}/${id}/document`,
      payload: Buffer.concat(parts),
      headers: onBrand({ ...headers, 'content-type': `multipart/form-data; boundary=${b}` }),
    })
    .then((r) => ({ status: r.statusCode, body: r.json() as Record<string, unknown> & { responseCode: string } }));
}

type TDoc = { uuid: string; filename: string; filesize: number; documentType: string | null };

describe('application documents', () => {
  it('stores a PDF by its content, keeps the name as data only, lists and gets it; operators view it', async () => {
    const a = await applicant(t);
    const id = ((await rest(t, 'POST', BASE, a.headers)).body.data as { id: number }).id;
    const r = await upload(
      a.headers,
      id,
      { name: '../../etc/passwd.pdf', type: 'text/plain', body: PDF },
      'BUSINESS_PLAN',
    );
    expect([r.status, r.body.responseCode]).toEqual([200, '00']);
    const doc = r.body.data as TDoc;
    expect([doc.filename, doc.filesize, doc.documentType]).toEqual(['passwd.pdf', PDF.length, 'BUSINESS_PLAN']);
    const list = await rest(t, 'GET', `${BASE}/${id}/document`, a.headers);
    expect((list.body.data as TDoc[]).map((d) => d.uuid)).toEqual([doc.uuid]);
    const one = await rest(t, 'GET', `${BASE}/${id}/document/${doc.uuid}`, a.headers);
    expect((one.body.data as TDoc).filename).toBe('passwd.pdf');
    const file = await t.core.app.inject({
      method: 'GET',
      url: `/admin/application/${id}/document/${doc.uuid}/file`,
      headers: bearer(support),
    });
    expect([file.statusCode, file.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    const docs = await adminRest(t, 'GET', `/admin/application/${id}/document`, support);
    expect((docs.body.data as TDoc[]).length).toBe(1);
  });

  it('refuses content that is not a PDF, PNG or JPEG whatever its name and type, an unknown type, and a missing file', async () => {
    const a = await applicant(t);
    const id = ((await rest(t, 'POST', BASE, a.headers)).body.data as { id: number }).id;
    const exe = await upload(a.headers, id, {
      name: 'scan.pdf',
      type: 'application/pdf',
      body: Buffer.from('MZ\x90\x00binary'),
    });
    expect([exe.status, exe.body.validationErrors]).toEqual([
      400,
      [{ field: 'file', message: 'This file type is not accepted' }],
    ]);
    const badType = await upload(a.headers, id, { name: 'a.pdf', type: 'application/pdf', body: PDF }, 'SELFIE');
    expect(badType.status).toBe(400);
    const b = 'x';
    const none = await t.core.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/document`,
      payload: `--${b}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nBUSINESS_PLAN\r\n--${b}--\r\n`,
      headers: onBrand({ ...a.headers, 'content-type': `multipart/form-data; boundary=${b}` }),
    });
    expect(none.statusCode).toBe(400);
    const big = await upload(a.headers, id, {
      name: 'big.pdf',
      type: 'application/pdf',
      body: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]),
    });
    expect(big.status).toBe(413);
    expect((await rest(t, 'GET', `${BASE}/${id}/document`, a.headers)).body.data).toEqual([]);
  });

  it("never reads or writes another customer's documents, nor adds to a submitted application", async () => {
    const a = await applicant(t);
    const b = await applicant(t);
    const id = ((await rest(t, 'POST', BASE, a.headers)).body.data as { id: number }).id;
    const doc = (await upload(a.headers, id, { name: 'a.pdf', type: 'application/pdf', body: PDF })).body.data as TDoc;
    expect((await upload(b.headers, id, { name: 'b.pdf', type: 'application/pdf', body: PDF })).status).toBe(404);
    expect((await rest(t, 'GET', `${BASE}/${id}/document/${doc.uuid}`, b.headers)).status).toBe(404);
    const own = ((await rest(t, 'POST', BASE, b.headers)).body.data as { id: number }).id;
    expect((await rest(t, 'GET', `${BASE}/${own}/document/${doc.uuid}`, b.headers)).status).toBe(404);
    await rest(t, 'PUT', `${BASE}/${id}`, a.headers, { validationType: 'FULL', data: fullApplication() });
    await rest(t, 'POST', `${BASE}/${id}`, a.headers);
    const late = await upload(a.headers, id, { name: 'c.pdf', type: 'application/pdf', body: PDF });
    expect(late.status).toBe(409);
  });
});
