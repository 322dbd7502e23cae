import { describe, expect, it } from 'vitest';
import { ADDRESS_STATUSES, DOCUMENT_STATUSES } from '@openportal/contract';
import type { TDocumentRow } from '../../identity/index.ts';
import { companyDocumentGroups, documentsStatus, representativeDocuments } from './documents.ts';

let seq = 0;
/** A document row, newest first as documentsOf answers them (callers list them so). */
const doc = (type: number, status: TDocumentRow['status'], representative_id: number | null = null): TDocumentRow => ({
  id: ++seq,
  type,
  status,
  address_id: null,
  is_due_diligence: false,
  issued_date: null,
  expires_date: null,
  number: null,
  reject_reason: null,
  created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
  created_username: null,
  created_name: 'Dana Person',
  representative_id,
});

describe('documentsStatus (spec 2 §4, newest document of each type)', () => {
  it('null without documents; confirmed when all are; pending while any is in review', () => {
    expect(documentsStatus([])).toBeNull();
    expect(documentsStatus([doc(30, 'confirmed'), doc(31, 'expiredSoon')])).toBe(DOCUMENT_STATUSES.confirmed);
    expect(documentsStatus([doc(30, 'confirmed'), doc(31, 'waiting')])).toBe(DOCUMENT_STATUSES.pending);
  });
  it('one back with the customer decides; a newer document of its type replaces it', () => {
    expect(documentsStatus([doc(31, 'waiting'), doc(30, 'rejected')])).toBe(DOCUMENT_STATUSES.rejected);
    expect(documentsStatus([doc(30, 'waiting'), doc(30, 'rejected')])).toBe(DOCUMENT_STATUSES.pending);
  });
});

describe('representativeDocuments (as kyc computes a person’s statuses)', () => {
  it('only their documents; each status from the newest document of its kind', () => {
    const docs = [
      doc(1, 'waiting', 7),
      doc(10, 'rejected', 7),
      doc(1, 'confirmed', 7),
      doc(60, 'confirmed', 7),
      doc(1, 'confirmed', 8),
    ];
    const r = representativeDocuments(docs, 7, false);
    expect(r.documents.map((d) => d.statusId)).toEqual([41, 26, 2, 2]);
    expect([r.identityStatus, r.addressStatus, r.controlDocumentStatus]).toEqual([
      DOCUMENT_STATUSES.pending,
      ADDRESS_STATUSES.rejected,
      DOCUMENT_STATUSES.confirmed,
    ]);
  });
  it('without documents: an address of theirs is unconfirmed, else nothing', () => {
    expect(representativeDocuments([], 7, true)).toMatchObject({ addressStatus: 0, identityStatus: null });
    expect(representativeDocuments([], 7, false).addressStatus).toBeNull();
  });
});

describe('companyDocumentGroups', () => {
  it('the company’s own documents by kind; assigned ones are the representatives’', () => {
    const g = companyDocumentGroups(
      [doc(30, 'waiting'), doc(80, 'confirmed'), doc(70, 'waiting'), doc(1, 'waiting'), doc(1, 'waiting', 9)],
      'en',
    );
    expect([g.corporateDocuments.length, g.sourceOfWealthDocuments.length, g.additionalDocuments.length]).toEqual([
      1, 1, 2,
    ]);
    expect(g.corporateDocumentsStatus).toBe(DOCUMENT_STATUSES.pending);
  });
});
