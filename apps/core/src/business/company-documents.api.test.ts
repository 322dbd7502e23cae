import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, ERROR_MESSAGES } from '@openportal/contract';
import { bearer, reviewDesk } from '../admin/admin-test-kit.ts';
import { uploadDocument, type TKycCustomer } from '../kyc/kyc-test-kit.ts';
import { callMethod, startTestCore, type TestCore } from '../test-support.ts';
import { fieldMessages, twoCompanies } from './business-test-kit.ts';

let t: TestCore;
let co: Awaited<ReturnType<typeof twoCompanies>>;
let acmeId: string;
let eli: number;
let otherDana: number;
let compliance: Record<string, string>;
let support: Record<string, string>;
let finance: Record<string, string>;

type TRep = { id: number; firstName: string; documents: { id: number; statusId: number }[] } & Record<string, unknown>;
const PASSPORT = 1;
const INCORPORATION = 30;
const repsOf = async (auth: Record<string, string>) =>
  (await callMethod(t, 'businessShareholderList', {}, auth)).body.shareholders as TRep[];
const asUser = (auth: Record<string, string>) => ({ auth }) as unknown as TKycCustomer;
const ownerOf = async (id: number) =>
  (
    await t.db.query<{ r: string | null }>(
      'SELECT representative_id::text AS r FROM customer_documents WHERE id = $1',
      [id],
    )
  ).rows[0]!.r;

beforeAll(async () => {
  t = await startTestCore();
  co = await twoCompanies(t);
  acmeId = ((await callMethod(t, 'userAccessInfoGet', {}, co.acme.dana)).body.userAccessInfo as { id: string }).id;
  eli = (await repsOf(co.acme.dana)).find((r) => r.firstName === 'ELI')!.id;
  otherDana = (await repsOf(co.other.dana)).find((r) => r.firstName === 'DANA')!.id;
  const desk = await reviewDesk(t);
  [compliance, support, finance] = [bearer(desk.compliance), bearer(desk.support), bearer(desk.finance)];
});
afterAll(async () => t?.close());

describe('an operator assigns and removes a company’s documents (spec 1 §6)', () => {
  it('assign moves a document to the representative: lists, statuses and the company’s documents follow; audited', async () => {
    const passport = await uploadDocument(t, asUser(co.acme.dana), PASSPORT);
    const incorporation = await uploadDocument(t, asUser(co.acme.dana), INCORPORATION);
    const company = async () =>
      (await callMethod(t, 'businessInfoGet', {}, co.acme.dana)).body.business as Record<string, unknown>;
    const ids = (list: unknown) => (list as { id: number }[]).map((d) => d.id);
    const before = await company();
    expect([ids(before.corporateDocuments), ids(before.additionalDocuments), before.corporateDocumentsStatus]).toEqual([
      [incorporation],
      [passport],
      DOCUMENT_STATUSES.pending,
    ]);
    const listed = await callMethod(t, 'adminDocumentList', {}, { ...support, 'customer-id': acmeId });
    expect(ids(listed.body.documents)).toEqual([incorporation, passport]);

    const a = await callMethod(t, 'adminDocumentAssign', { documentId: passport, representativeId: eli }, compliance);
    expect(a.body.responseCode).toBe('00');
    const mine = await callMethod(t, 'adminDocumentList', { representativeId: eli }, support);
    expect(ids(mine.body.documents)).toEqual([passport]);
    expect(ids((await company()).additionalDocuments)).toEqual([]);
    const e = (await repsOf(co.acme.dana)).find((r) => r.id === eli)!;
    expect(e.documents).toMatchObject([
      { id: passport, documentTypeId: PASSPORT, statusId: DOCUMENT_STATUSES.pending },
    ]);
    expect([e.identityStatus, e.addressStatus, e.controlDocumentStatus]).toEqual([
      DOCUMENT_STATUSES.pending,
      null,
      null,
    ]);
    // The review confirms it (kyc's review of the document): the representative's status follows.
    await t.db.query(`UPDATE customer_documents SET status = 'confirmed' WHERE id = ANY($1::int[])`, [
      [passport, incorporation],
    ]);
    expect((await repsOf(co.acme.dana)).find((r) => r.id === eli)!.identityStatus).toBe(DOCUMENT_STATUSES.confirmed);
    expect((await company()).corporateDocumentsStatus).toBe(DOCUMENT_STATUSES.confirmed);

    const r = await callMethod(t, 'adminDocumentRemove', { documentId: passport, representativeId: eli }, compliance);
    expect(r.body.responseCode).toBe('00');
    expect([await ownerOf(passport), (await repsOf(co.acme.dana)).find((x) => x.id === eli)!.documents]).toEqual([
      null,
      [],
    ]);
    const again = await callMethod(
      t,
      'adminDocumentRemove',
      { documentId: passport, representativeId: eli },
      compliance,
    );
    expect(fieldMessages(again.body)).toEqual([['documentId', ERROR_MESSAGES.documentNotAssigned]]);
    const audit = await t.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM admin_audit_log WHERE action LIKE 'businessDocument.%' ORDER BY id`,
    );
    expect(audit.rows).toEqual([
      { action: 'businessDocument.assign', target: `document ${passport}` },
      { action: 'businessDocument.remove', target: `document ${passport}` },
    ]);
  });

  it('another company’s document or representative is refused like an unknown one; nothing changes', async () => {
    const theirs = await uploadDocument(t, asUser(co.other.dana), PASSPORT);
    const ours = await uploadDocument(t, asUser(co.acme.dana), PASSPORT);
    const unknown = await callMethod(
      t,
      'adminDocumentAssign',
      { documentId: 99999, representativeId: eli },
      compliance,
    );
    const answers = [
      await callMethod(t, 'adminDocumentAssign', { documentId: theirs, representativeId: eli }, compliance),
      await callMethod(t, 'adminDocumentAssign', { documentId: ours, representativeId: otherDana }, compliance),
      await callMethod(t, 'adminDocumentRemove', { documentId: theirs, representativeId: eli }, compliance),
    ];
    for (const x of answers) expect([x.status, x.body]).toEqual([unknown.status, unknown.body]);
    expect(fieldMessages(unknown.body)).toEqual([['documentId', ERROR_MESSAGES.companyDocumentNotFound]]);
    expect([await ownerOf(theirs), await ownerOf(ours)]).toEqual([null, null]);
    const noRep = await callMethod(t, 'adminDocumentAssign', { documentId: ours, representativeId: 99999 }, compliance);
    expect(fieldMessages(noRep.body)).toEqual([['representativeId', ERROR_MESSAGES.representativeNotFound]]);
    // The other company's list never shows this company's documents.
    const list = await callMethod(t, 'adminDocumentList', {}, { ...support, 'customer-id': co.otherId });
    expect((list.body.documents as { id: number }[]).map((d) => d.id)).not.toContain(ours);
  });

  it('who may: compliance changes, support reads, finance and customers are refused', async () => {
    const doc = await uploadDocument(t, asUser(co.acme.dana), PASSPORT);
    const body = { documentId: doc, representativeId: eli };
    expect((await callMethod(t, 'adminDocumentAssign', body, support)).body.responseCode).toBe('13');
    expect((await callMethod(t, 'adminDocumentRemove', body, finance)).body.responseCode).toBe('13');
    expect((await callMethod(t, 'adminDocumentList', { representativeId: eli }, finance)).body.responseCode).toBe('13');
    // A customer's token, main user (2) or read-only (1), is no operator's.
    for (const auth of [co.acme.dana, co.acme.rita]) {
      const x = await callMethod(t, 'adminDocumentAssign', body, { ...auth, 'customer-id': acmeId });
      expect([x.status, x.body.responseCode]).toEqual([401, 'AU']);
    }
    expect(await ownerOf(doc)).toBeNull();
  });

  it('bad input: catalogue messages, nothing changed', async () => {
    const doc = await uploadDocument(t, asUser(co.acme.dana), PASSPORT);
    const bad = await callMethod(t, 'adminDocumentAssign', { documentId: 'x', representativeId: eli }, compliance);
    expect([bad.body.responseCode, fieldMessages(bad.body).map(([f]) => f)]).toEqual(['VF', ['documentId']]);
    const missing = await callMethod(t, 'adminDocumentAssign', { documentId: doc }, compliance);
    expect(fieldMessages(missing.body).map(([f]) => f)).toEqual(['representativeId']);
    const nobody = await callMethod(t, 'adminDocumentList', {}, support);
    expect(fieldMessages(nobody.body)).toEqual([['representativeId', ERROR_MESSAGES.companyRequired]]);
    const personal = await callMethod(t, 'adminDocumentList', {}, { ...support, 'customer-id': 'no-such-customer' });
    expect([personal.body.responseCode, personal.body.responseDescription]).toEqual([
      'ENOA',
      ERROR_MESSAGES.businessOnly,
    ]);
    expect(await ownerOf(doc)).toBeNull();
  });
});
