import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';

/** pdfGenerate makes a document for the acting customer; fileDownload gives it back to them only. */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let personal: string;
let business: string;

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  personal = (await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken;
  business = (await signIn(t, demoEmail('business', 'paywave'), DEMO_PASSWORD)).accessToken;
});
afterAll(async () => t?.close());

const auth = (token: string, lang = 'en') => onBrand({ authorization: `Bearer ${token}`, 'accept-language': lang });
const generate = (name: string, token: string, lang = 'en') =>
  t.core.app.inject({ method: 'POST', url: `/pdf/api/generator_pdf/${name}`, payload: {}, headers: auth(token, lang) });

describe('pdfGenerate and fileDownload', () => {
  it('makes the account details PDF and lets its customer download it', async () => {
    const made = await generate('account-details', personal);
    expect(made.statusCode).toBe(200);
    const { redirectLink } = made.json() as { redirectLink: string };
    expect(redirectLink).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const file = await t.core.app.inject({ method: 'GET', url: redirectLink, headers: auth(personal) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-disposition']).toBe('attachment; filename="account-details.pdf"');
    const issued = await t.db.query<{ document: string }>('SELECT document FROM issued_files');
    expect(issued.rows).toEqual([{ document: 'account-details' }]);
  });

  it('never gives one customer’s file to another, nor to no one', async () => {
    const { redirectLink } = (await generate('account-details', personal, 'ru')).json() as { redirectLink: string };
    const other = await t.core.app.inject({ method: 'GET', url: redirectLink, headers: auth(business) });
    expect([other.statusCode, (other.json() as { responseCode: string }).responseCode]).toEqual([404, 'IM']);
    const anonymous = await t.core.app.inject({ method: 'GET', url: redirectLink, headers: onBrand() });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await t.core.app.inject({
      method: 'GET',
      url: '/files/00000000-0000-4000-8000-000000000000',
      headers: auth(personal),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.core.app.inject({ method: 'GET', url: '/files/..%2F..', headers: auth(personal) });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an unknown document and makes no file', async () => {
    const before = (await t.db.query('SELECT 1 FROM issued_files')).rows.length;
    const r = await generate('no-such-doc', personal);
    expect([r.statusCode, (r.json() as { responseCode: string }).responseCode]).toEqual([400, 'VF']);
    expect((await t.db.query('SELECT 1 FROM issued_files')).rows.length).toBe(before);
  });
});
