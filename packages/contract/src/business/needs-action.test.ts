import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPANY_REQUIRED_FIELDS,
  companyActions,
  companyNeedsAction,
  representativeActions,
  representativeNeedsAction,
} from './needs-action.ts';

const complete = Object.fromEntries(COMPANY_REQUIRED_FIELDS.map((f) => [f, `${f} value`]));

describe('representative needs action (spec 1 §5)', () => {
  it('needs action exactly when a present status is not 1 or 2', () => {
    const status = fc.option(fc.integer({ min: 0, max: 70 }), { nil: null });
    fc.assert(
      fc.property(status, status, status, (addressStatus, identityStatus, controlDocumentStatus) => {
        const r = { addressStatus, identityStatus, controlDocumentStatus };
        const bad = Object.entries(r).filter(([, v]) => v !== null && v !== 1 && v !== 2);
        expect(representativeActions(r)).toEqual(bad.map(([k]) => k));
        expect(representativeNeedsAction(r)).toBe(bad.length > 0);
      }),
    );
  });

  it('a representative with no statuses yet needs nothing', () => {
    expect(representativeNeedsAction({})).toBe(false);
    expect(representativeNeedsAction({ identityStatus: 0 })).toBe(true);
  });
});

describe('company needs action (spec 1 §5)', () => {
  it('names every empty required field', () => {
    fc.assert(
      fc.property(fc.subarray([...COMPANY_REQUIRED_FIELDS]), fc.constantFrom('', '  ', null), (empty, blank) => {
        const c = { ...complete, corporateDocumentsStatus: 2, ...Object.fromEntries(empty.map((f) => [f, blank])) };
        expect(companyActions(c)).toEqual(COMPANY_REQUIRED_FIELDS.filter((f) => empty.includes(f)));
      }),
    );
  });

  it('needs its documents in status 1 or 2, none handed in included', () => {
    for (const s of [1, 2]) expect(companyNeedsAction({ ...complete, corporateDocumentsStatus: s })).toBe(false);
    for (const s of [0, 3, 26, null])
      expect(companyActions({ ...complete, corporateDocumentsStatus: s })).toEqual(['documents']);
  });

  it('needs its address documents in status 0 or 2', () => {
    const withDocs = (...statusIds: number[]) => ({
      ...complete,
      corporateDocumentsStatus: 1,
      addresses: [{ addressId: 1, uploadedDocuments: statusIds.map((statusId, id) => ({ id, statusId })) }],
    });
    expect(companyNeedsAction(withDocs(0, 2))).toBe(false);
    expect(companyActions(withDocs(0, 26))).toEqual(['addressDocuments']);
    expect(companyActions(withDocs(41))).toEqual(['addressDocuments']);
  });
});
