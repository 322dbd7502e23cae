import { describe, expect, it } from 'vitest';
import type { TPortalPathName } from '@openportal/contract';
import { asksForOlderWeb, chooseStartPage, forcedPage } from './start-page.ts';
import type { TAccessSummary } from './session-store.ts';

const access = (o: Partial<TAccessSummary> = {}): TAccessSummary => ({
  accessList: ['balanceInfo'],
  isNeedKyc: false,
  taxResidencySelfCertificationDocumentStatus: 'validated',
  customerAccessCount: 0,
  isBusiness: false,
  ...o,
});
const all = () => true;
const only =
  (...names: TPortalPathName[]) =>
  (n: TPortalPathName) =>
    names.includes(n);

/** Spec 1 §2 start-page order, one line per case: [case, context, registered screens, expected]. */
const cases: Array<[string, Parameters<typeof chooseStartPage>[0], (n: TPortalPathName) => boolean, string]> = [
  ['no access info: login', { access: null, remembered: '/history' }, all, '/login'],
  ['terms to accept: login', { access: access(), mustAcceptTerms: true, remembered: null }, all, '/login'],
  ['admin: admin overview', { access: access(), isAdmin: true, remembered: null }, all, '/admin-overview'],
  [
    'profile update before KYC',
    { access: access({ isNeedKyc: true }), needsPersonalInfoUpdate: true, remembered: null },
    all,
    '/profile-update',
  ],
  [
    'KYC before the splash',
    { access: access({ isNeedKyc: true, taxResidencySelfCertificationDocumentStatus: 'none' }), remembered: null },
    all,
    '/kyc',
  ],
  [
    'no balance info: company documents',
    { access: access({ accessList: [] }), remembered: '/history' },
    all,
    '/company-documents',
  ],
  [
    'not certified: splash',
    { access: access({ taxResidencySelfCertificationDocumentStatus: 'none' }), remembered: '/history' },
    all,
    '/self-certification-splash',
  ],
  [
    'a company user not certified: the business splash, never the personal one',
    {
      access: access({ isBusiness: true, taxResidencySelfCertificationDocumentStatus: 'none' }),
      remembered: '/history',
    },
    all,
    '/self-certification-business-splash',
  ],
  [
    'a company user who cannot certify (notRequired): remembered path',
    {
      access: access({ isBusiness: true, taxResidencySelfCertificationDocumentStatus: 'notRequired' }),
      remembered: '/history',
    },
    all,
    '/history',
  ],
  [
    'pending certification: remembered path',
    { access: access({ taxResidencySelfCertificationDocumentStatus: 'pending' }), remembered: '/history' },
    all,
    '/history',
  ],
  ['nothing else: home', { access: access(), remembered: null }, all, '/'],
  [
    'KYC screen not built yet: skipped',
    { access: access({ isNeedKyc: true }), remembered: '/history' },
    only('home', 'history'),
    '/history',
  ],
  [
    'splash not built yet: skipped',
    { access: access({ taxResidencySelfCertificationDocumentStatus: 'none' }), remembered: null },
    only('kyc'),
    '/',
  ],
];

describe('start page', () => {
  it.each(cases)('%s', (_n, ctx, registered, expected) => expect(chooseStartPage(ctx, registered)).toBe(expected));
});

describe('forced page on the main layout', () => {
  it('holds a user who needs KYC on kyc, one without balance info on company documents, when built', () => {
    expect(forcedPage(access({ isNeedKyc: true }), all)).toBe('/kyc');
    expect(forcedPage(access({ accessList: [] }), all)).toBe('/company-documents');
    expect(forcedPage(access({ isNeedKyc: true }), only('home'))).toBeNull();
    expect(forcedPage(access(), all)).toBeNull();
    expect(forcedPage(null, all)).toBeNull();
  });
});

describe('older web (spec 1 §2)', () => {
  it('is asked for an authorised business user only', () => {
    expect(asksForOlderWeb(access({ isBusiness: true, accessRights: 5 }))).toBe(true);
    expect(asksForOlderWeb(access({ isBusiness: true, accessRights: 2 }))).toBe(false);
    expect(asksForOlderWeb(access({ isBusiness: false, accessRights: 5 }))).toBe(false);
    expect(asksForOlderWeb(null)).toBe(false);
  });
});
