import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const MiB = 1024 * 1024;
let t: TestCore;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = { authorization: `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}` };
});
afterAll(async () => t?.close());

/** A PDF-typed file of `bytes` (starts with the PDF signature, so the store's sniffing accepts it). */
const pdfBytes = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9, 0x20)]);

function multipart(data: object, files: Array<{ field: string; name: string; type: string; body: Buffer }>) {
  const b = 'op-doc-boundary';
  const parts = [
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
    ...files.flatMap((f) => [
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${b}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

const upload = (body: ReturnType<typeof multipart>) =>
  t.core.app.inject({
    method: 'POST',
    url: '/?method=customerDocumentUpload',
    payload: body.payload,
    headers: onBrand({ ...auth, ...body.headers }),
  });

describe('customerDocumentUpload', () => {
  it('stores a 10 MiB front and a back, and the document waits for review', async () => {
    const front = pdfBytes(10 * MiB);
    const r = await upload(
      multipart({ type: 1, number: 'X123' }, [
        { field: 'file', name: 'passport.pdf', type: 'application/pdf', body: front },
        { field: 'fileBack', name: 'back.pdf', type: 'application/pdf', body: pdfBytes(1000) },
      ]),
    );
    expect([r.statusCode, r.json().responseCode]).toEqual([200, '00']);
    const row = (
      await t.db.query<{ status: string; size: string; number: string }>(
        `SELECT d.status, f.size_bytes::text AS size, d.number FROM customer_documents d JOIN files f ON f.id::text = d.file_id
          WHERE d.id = $1`,
        [r.json().documentId],
      )
    ).rows[0];
    expect(row).toEqual({ status: 'waiting', size: String(front.length), number: 'X123' });
  });
  it('refuses a file over 10 MiB, a wrong type and a missing file, storing nothing', async () => {
    const count = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM customer_documents')).rows[0]!.n);
    const before = await count();
    const big = await upload(
      multipart({ type: 1 }, [
        { field: 'file', name: 'big.pdf', type: 'application/pdf', body: pdfBytes(10 * MiB + 1) },
      ]),
    );
    expect([big.statusCode, big.json().responseCode]).toEqual([413, 'VF']);
    const exe = await upload(
      multipart({ type: 1 }, [
        { field: 'file', name: 'x.exe', type: 'application/x-msdownload', body: Buffer.from('MZ') },
      ]),
    );
    expect(exe.json()).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'file' }] });
    const none = await upload(multipart({ type: 1 }, []));
    expect(none.json()).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'file' }] });
    const json = await t.core.app.inject({
      method: 'POST',
      url: '/?method=customerDocumentUpload',
      payload: { type: 1 },
      headers: onBrand(auth),
    });
    expect(json.json().responseCode).toBe('VF');
    expect(await count()).toBe(before);
  });
  it('keeps no stored front when the back is refused', async () => {
    const files = async () => (await t.db.query('SELECT id FROM files')).rows.length;
    const before = await files();
    const r = await upload(
      multipart({ type: 1 }, [
        { field: 'file', name: 'front.pdf', type: 'application/pdf', body: pdfBytes(1000) },
        { field: 'fileBack', name: 'x.exe', type: 'application/x-msdownload', body: Buffer.from('MZ') },
      ]),
    );
    expect(r.json()).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'fileBack' }] });
    expect(await files()).toBe(before);
  });
});

describe('agreementDownload', () => {
  it("answers the brand's agreement as a PDF with its logo and the customer's name", async () => {
    const r = await t.core.app.inject({
      method: 'POST',
      url: '/?method=agreementDownload',
      payload: { id: 'tos' },
      headers: onBrand(auth),
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe('attachment; filename="tos.pdf"');
    const doc = await getDocument({ data: new Uint8Array(r.rawPayload), useSystemFonts: false }).promise;
    const page = await doc.getPage(1);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toContain('Alex Demo');
    expect(text).toContain('PayWave');
    const unknown = await t.core.app.inject({
      method: 'POST',
      url: '/?method=agreementDownload',
      payload: { id: 'nope' },
      headers: onBrand(auth),
    });
    expect(unknown.json()).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'id' }] });
  });
});
