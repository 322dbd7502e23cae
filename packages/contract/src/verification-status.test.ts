import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES as S, VERIFICATION_STATES } from './enums/identity.ts';
import {
  REQUIRED_ACTIONS,
  requiredActionsOf,
  verificationStatus,
  type TRequiredAction,
  type TVerificationInput,
  type TVerificationState,
} from './verification-status.ts';

const doc = (statusId: number) => ({ statusId });
const goodAddress = { addressStatus: 1, isDocumentRequired: false, isDocumentOutOfDate: false };
const certified = {
  w9FormStatus: 'notRequired',
  certificateOfLossOfNationalityStatus: 'notRequired',
  taxResidencySelfCertificationStatus: 'validated',
  w8benFormStatus: 'notRequired',
} as const;

/** A verified personal customer with nothing to do: checked. */
const base: TVerificationInput = {
  isRepresentative: false,
  isBusiness: false,
  verified: true,
  limitReasons: [],
  duplicateDocuments: null,
  someCardDocumentRequired: false,
  documents: [doc(S.confirmed), doc(S.confirmed)],
  requestedDocuments: [],
  fatca: certified,
  addresses: [goodAddress],
  proofOfResidenceStatus: 'validated',
  identity: doc(S.confirmed),
  phones: [{ confirmed: true }],
  videoIdentityStatus: null,
};
const with_ = (over: Partial<TVerificationInput>): TVerificationInput => ({ ...base, ...over });
const unverified = (over: Partial<TVerificationInput> = {}) => with_({ verified: false, ...over });

describe('verificationStatus: every state and the priority order (spec 1 §4)', () => {
  const cases: Array<[string, TVerificationInput, TVerificationState]> = [
    [
      '1 representative is checked, whatever else',
      with_({ isRepresentative: true, verified: false, limitReasons: [{ documents: [] }], identity: null }),
      'checked',
    ],
    ['2 limited: a reason without documents', with_({ limitReasons: [{ documents: [] }] }), 'limited'],
    [
      '2 limited: a reason whose document was rejected',
      with_({ limitReasons: [{ documents: [doc(S.rejected)] }] }),
      'limited',
    ],
    [
      '2 limited: one answered reason, one not',
      with_({ limitReasons: [{ documents: [doc(S.submitted)] }, { documents: [] }] }),
      'limited',
    ],
    [
      '2 processing: every reason has documents with the reviewer',
      with_({
        limitReasons: [{ documents: [doc(S.pending)] }, { documents: [doc(S.underInvestigation), doc(S.confirmed)] }],
      }),
      'processing',
    ],
    ['2 limited beats duplicates', with_({ limitReasons: [{ documents: [] }], duplicateDocuments: [] }), 'limited'],
    ['3 duplicateDocuments: flagged, nothing uploaded', with_({ duplicateDocuments: [] }), 'duplicateDocuments'],
    [
      '3 duplicateDocuments: one rejected',
      with_({ duplicateDocuments: [doc(S.submitted), doc(S.rejected)] }),
      'duplicateDocuments',
    ],
    [
      '3 duplicateDocumentsUploaded: all under review',
      with_({ duplicateDocuments: [doc(S.submitted), doc(S.underInvestigation)] }),
      'duplicateDocumentsUploaded',
    ],
    ['4 someCardDocumentRequired', with_({ someCardDocumentRequired: true }), 'someCardDocumentRequired'],
    [
      '3 duplicates beat card document',
      with_({ someCardDocumentRequired: true, duplicateDocuments: [] }),
      'duplicateDocuments',
    ],
    [
      '5 hasRequiredActions: verified with an unconfirmed phone',
      with_({ phones: [{ confirmed: false }] }),
      'hasRequiredActions',
    ],
    [
      '4 card document beats required actions',
      with_({ someCardDocumentRequired: true, phones: [{ confirmed: false }] }),
      'someCardDocumentRequired',
    ],
    [
      '6 processing: requested documents all in review',
      unverified({ requestedDocuments: [doc(S.pending)], identity: null }),
      'processing',
    ],
    ['6 unverified: actions remain', unverified({ identity: null, documents: [] }), 'unverified'],
    [
      '6 unverified: actions remain though a document is pending',
      unverified({ identity: null, documents: [doc(S.submitted)] }),
      'unverified',
    ],
    [
      '6 unverified: a requested document back with the customer',
      unverified({ requestedDocuments: [doc(S.rejected)], identity: null }),
      'unverified',
    ],
    [
      '6 verificationProcessing: documents pending, no actions',
      unverified({ identity: doc(S.submitted), documents: [doc(S.submitted), doc(S.confirmed)] }),
      'verificationProcessing',
    ],
    ['6 finalReview: personal, nothing pending', unverified({ documents: [doc(S.confirmed)] }), 'finalReview'],
    [
      '6 checked: business, nothing pending',
      unverified({ isBusiness: true, fatca: null, documents: [doc(S.confirmed)] }),
      'checked',
    ],
    ['7 checked: verified, nothing to do', base, 'checked'],
  ];
  it.each(cases)('%s', (_name, input, state) => {
    expect(verificationStatus(input).state).toBe(state);
  });

  it('the table reaches all ten states', () => {
    const reached = new Set(cases.map(([, , s]) => s));
    expect([...VERIFICATION_STATES].filter((s) => !reached.has(s))).toEqual([]);
  });
});

describe('required actions: every rule of the list (spec 1 §4)', () => {
  const cases: Array<[string, Partial<TVerificationInput>, TRequiredAction[]]> = [
    ['nothing to do', {}, []],
    ['FATCA: tax residency none', { fatca: { ...certified, taxResidencySelfCertificationStatus: 'none' } }, ['fatca']],
    ['FATCA: w9 rejected', { fatca: { ...certified, w9FormStatus: 'rejected' } }, ['fatca']],
    [
      'FATCA: loss of nationality none',
      { fatca: { ...certified, certificateOfLossOfNationalityStatus: 'none' } },
      ['fatca'],
    ],
    ['FATCA: w8ben rejected', { fatca: { ...certified, w8benFormStatus: 'rejected' } }, ['fatca']],
    [
      'FATCA: pending or expiring is no action',
      { fatca: { ...certified, w9FormStatus: 'pending', w8benFormStatus: 'expiredSoon' } },
      [],
    ],
    [
      'FATCA: all four missing still one action',
      {
        fatca: {
          w9FormStatus: 'none',
          certificateOfLossOfNationalityStatus: 'none',
          taxResidencySelfCertificationStatus: 'none',
          w8benFormStatus: 'none',
        },
      },
      ['fatca'],
    ],
    [
      'FATCA: business never counts',
      { isBusiness: true, fatca: { ...certified, taxResidencySelfCertificationStatus: 'none' } },
      [],
    ],
    ['address: none', { addresses: [] }, ['address']],
    ['address: rejected', { addresses: [goodAddress, { ...goodAddress, addressStatus: 3 }] }, ['address']],
    ['address: name mismatch', { addresses: [{ ...goodAddress, addressStatus: 4 }] }, ['address']],
    ['address: document required', { addresses: [{ ...goodAddress, isDocumentRequired: true }] }, ['address']],
    ['address: document out of date', { addresses: [{ ...goodAddress, isDocumentOutOfDate: true }] }, ['address']],
    ['address: pending is no action', { addresses: [{ ...goodAddress, addressStatus: 2 }] }, []],
    ['proof of residence: expired soon', { proofOfResidenceStatus: 'expiredSoon' }, ['proofOfResidence']],
    ['proof of residence: none', { proofOfResidenceStatus: 'none' }, ['proofOfResidence']],
    ['proof of residence: rejected', { proofOfResidenceStatus: 'rejected' }, ['proofOfResidence']],
    ['proof of residence: not required', { proofOfResidenceStatus: 'notRequired' }, []],
    ['identity: missing', { identity: null }, ['identity']],
    ['identity: name mismatch', { identity: doc(S.nameMismatch) }, ['identity']],
    ['identity: rejected', { identity: doc(S.rejected) }, ['identity']],
    ['identity: canceled', { identity: doc(S.canceled) }, ['identity']],
    ['identity: submitted is no action', { identity: doc(S.submitted) }, []],
    ['phone: one unconfirmed', { phones: [{ confirmed: true }, { confirmed: false }] }, ['phone']],
    ['phone: none at all is no action', { phones: [] }, []],
    ['video identity: failed', { videoIdentityStatus: 'FAILED' }, ['videoIdentity']],
    ['video identity: processing is no action', { videoIdentityStatus: 'PROCESSING' }, []],
    [
      'all six at once, in checklist order',
      {
        fatca: { ...certified, taxResidencySelfCertificationStatus: 'none' },
        addresses: [],
        proofOfResidenceStatus: 'none',
        identity: null,
        phones: [{ confirmed: false }],
        videoIdentityStatus: 'FAILED',
      },
      [...REQUIRED_ACTIONS],
    ],
  ];
  it.each(cases)('%s', (_name, over, actions) => {
    expect(requiredActionsOf(with_(over))).toEqual(actions);
    const status = verificationStatus(with_(over));
    expect(status.requiredActions).toEqual(actions);
    expect(status.requiredActionsCount).toBe(actions.length);
  });
});
