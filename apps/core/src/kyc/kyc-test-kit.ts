import { methodCallUrl } from '@openportal/contract';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const SECRET = 'kyc-tests-secret-0123456789abcdef';

export function startKycCore(extra: Record<string, string> = {}) {
  return startTestCore({ BRANDS_DIR: brandsDir, TEST_SEEDING: 'true', INTERNAL_SECRET: SECRET, ...extra });
}

export interface TKycCustomer {
  customerId: string;
  userId: string;
  email: string;
  auth: Record<string, string>;
}

/** A fresh customer through the tests' seeding route (verified unless asked), signed in. */
export async function seedKycCustomer(t: TestCore, verified: boolean, brand = 'paywave'): Promise<TKycCustomer> {
  const res = await t.core.app.inject({
    method: 'POST',
    url: '/testing/customers',
    headers: { 'x-internal-secret': SECRET },
    payload: { brand, verified, accounts: [{ currency: 'USD', balanceMinor: '100000' }] },
  });
  const s = res.json() as { customerId: string; userId: string; email: string; password: string };
  const { accessToken } = await signIn(t, s.email, s.password, undefined, brand);
  return {
    customerId: s.customerId,
    userId: s.userId,
    email: s.email,
    auth: { authorization: `Bearer ${accessToken}` },
  };
}

export async function kycCall(
  t: TestCore,
  c: TKycCustomer,
  method: string,
  body: object = {},
  headers: Record<string, string> = {},
) {
  const res = await t.core.app.inject({
    method: 'POST',
    url: methodCallUrl('', method),
    payload: body,
    headers: onBrand({ ...c.auth, ...headers }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { responseCode: string } };
}

/** Bytes a content sniffer takes for a PNG (the signature, then filler). */
export const pngBytes = (fill: number, size = 2000) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, fill)]);

/** A multipart body of files (and plain fields). */
export function multipartBody(
  files: Array<{ field: string; name: string; type: string; body: Buffer }>,
  fields: Record<string, string> = {},
  data?: object,
) {
  const b = 'kyc-boundary-7';
  const parts = [
    ...(data
      ? [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`)]
      : []),
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
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

/** Uploads a document (customerDocumentUpload) and answers its id. */
export async function uploadDocument(t: TestCore, c: TKycCustomer, type: number, extra: object = {}) {
  const body = multipartBody(
    [{ field: 'file', name: 'doc.png', type: 'image/png', body: pngBytes(type) }],
    {},
    { type, ...extra },
  );
  const res = await t.core.app.inject({
    method: 'POST',
    url: methodCallUrl('', 'customerDocumentUpload'),
    payload: body.payload,
    headers: onBrand({ ...c.auth, ...body.headers }),
  });
  const json = res.json() as { responseCode: string; documentId: number };
  if (json.responseCode !== '00') throw new Error(`upload failed: ${res.body}`);
  return json.documentId;
}
