import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCore } from '../test-support.ts';
import { bearerOf, from, seedUser, startSecurityCore, type TUser } from '../security/security-test-kit.ts';
import { call, countRows, JPEG, PDF, PNG, refusal, upload } from './profile-test-kit.ts';

let t: TestCore;
let u: TUser;
let auth: { authorization: string };
beforeAll(async () => {
  t = await startSecurityCore();
  u = await seedUser(t);
  auth = await bearerOf(t, u);
});
afterAll(async () => t?.close());

const side = (field: string, body: Buffer, type = 'application/octet-stream', name = `${field}.bin`) => ({
  field,
  name,
  type,
  body,
});
const nextYear = `${new Date().getUTCFullYear() + 1}-01-31`;

describe('customerDocumentUpload: the rules, each refused with its message and nothing stored', () => {
  it.each([
    [
      'an expired document',
      { type: 1, expiresDate: '2020-01-01' },
      [side('file', PDF)],
      'expiresDate',
      'documentExpired',
    ],
    [
      'an issue date in the future',
      { type: 1, issuedDate: nextYear },
      [side('file', PDF)],
      'issuedDate',
      'documentDates',
    ],
    ['type 4 without its back page', { type: 4 }, [side('file', JPEG)], 'fileBack', 'documentBackRequired'],
    ['type 88 for a GB resident', { type: 88 }, [side('file', JPEG)], 'type', 'documentTypeNotForCountry'],
    ['an unknown type', { type: 9999 }, [side('file', JPEG)], 'type', 'unknownDocumentType'],
    [
      'an executable named .pdf',
      { type: 1 },
      [side('file', Buffer.from('MZ\x90\x00rest'), 'application/pdf', 'x.pdf')],
      'file',
      'documentFileType',
    ],
    [
      'a back page that is text named .png',
      { type: 4 },
      [side('file', JPEG), side('fileBack', Buffer.from('hello'), 'image/png', 'b.png')],
      'fileBack',
      'documentFileType',
    ],
  ] as const)('%s', async (_name, data, files, field, key) => {
    const before = await countRows(t, 'customer_documents', 'customer_id', u.customerId);
    const r = await upload(t, auth, data, [...files]);
    expect(r.body).toMatchObject(refusal(field, key));
    expect(await countRows(t, 'customer_documents', 'customer_id', u.customerId)).toBe(before);
  });
});

describe('customerDocumentUpload: accepted', () => {
  it('takes a JPEG by its content whatever its declared type, front and back of type 4, and lists it waiting', async () => {
    const r = await upload(t, auth, { type: 4, number: 'ID-1', expiresDate: nextYear }, [
      side('file', JPEG, 'application/octet-stream', 'front'),
      side('fileBack', PNG, 'image/png', 'back.png'),
    ]);
    expect(r.body.responseCode).toBe('00');
    const stored = await t.db.query<{ content_type: string }>(
      `SELECT f.content_type FROM customer_documents d JOIN files f ON f.id::text = d.file_id WHERE d.id = $1`,
      [r.body.documentId],
    );
    expect(stored.rows[0]!.content_type).toBe('image/jpeg');
    const docs = (await call(t, 'documentsInquiry', {}, auth)).body.documents as Array<Record<string, unknown>>;
    expect(docs[0]).toMatchObject({ id: r.body.documentId, statusId: 41, documentTypeId: 4, expiresDate: nextYear });
    const identity = await call(t, 'identityGet', {}, auth);
    expect(identity.body).toMatchObject({ documents: [{ typeId: 4, number: 'ID-1', status: 'waiting' }] });
  });
  it('a proof of an own address puts the address in review (confirmAddress); another customer cannot name it', async () => {
    const address = { addressType: 1, address1: '2 Low St', city: 'Leeds', postalCode: 'LS1 1AA', countryCode: 'GB' };
    const addressId = (await call(t, 'addressCreate', address, auth)).body.addressId as number;
    const other = await seedUser(t);
    const otherAuth = await bearerOf(t, other);
    const foreign = await upload(t, otherAuth, { type: 10, addressId }, [side('file', PDF)]);
    expect([foreign.status, foreign.body.responseCode]).toEqual([404, 'IM']);
    expect(await countRows(t, 'customer_documents', 'customer_id', other.customerId)).toBe(0);
    expect((await upload(t, auth, { type: 10, addressId }, [side('file', PDF)])).body.responseCode).toBe('00');
    expect((await call(t, 'confirmAddress', { addressId }, auth)).body.responseCode).toBe('00');
    const list = (await call(t, 'addressInquiry', {}, auth)).body.addresses as Array<Record<string, unknown>>;
    expect(list.find((a) => a.addressId === addressId)).toMatchObject({
      addressStatus: 2,
      uploadedDocuments: [{ documentTypeId: 10 }],
    });
    expect((await call(t, 'identityGet', {}, auth)).body).toMatchObject({ proofOfResidence: { status: 'waiting' } });
  });
  it("never serves a customer's file to another customer, nor lists it", async () => {
    const row = await t.db.query<{ file_id: string }>(
      'SELECT file_id FROM customer_documents WHERE customer_id = $1 LIMIT 1',
      [u.customerId],
    );
    const fileId = row.rows[0]!.file_id;
    const other = await bearerOf(t, await seedUser(t));
    const theirs = await t.core.app.inject({
      method: 'GET',
      url: `/files/${fileId}`,
      headers: from('203.0.113.7', other),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await call(t, 'documentsInquiry', {}, other)).body.documents).toEqual([]);
  });
});
