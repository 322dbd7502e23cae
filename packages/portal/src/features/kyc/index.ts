import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** What an operator's decision or the provider's result (a realtime Notification) makes stale. */
const VERIFICATION_READS = [
  'customerInfoGet',
  'documentsInquiry',
  'identityGet',
  'addressInquiry',
  'customerLimitReasonGet',
  'personalFatcaCrsCertificationGet',
  'dueDiligenceInfoGet',
] as const;

/**
 * KYC (issue 21 part 3b, spec 1 §2 and §4): the kyc page and the self-certification splash in the
 * restricted layout (the guard sends a customer who needs KYC to kyc); the unverified- and
 * limited-account pages and the personal self-certification in the main shell; the identity
 * check's pages (the run's and the video-identity job's) public. The checklist is shared
 * (`shared/verification`): the kyc page and home show it. A reviewer's decision reaches the
 * customer as a realtime Notification: it reloads the verification reads, so the kyc page follows
 * live and the guard releases the customer once verified.
 */
export const kycFeature: TFeature = {
  id: 'kyc',
  layout: 'restricted',
  namespace: 'kyc',
  routes: [
    { path: 'kyc', screen: /* @__PURE__ */ lazy(() => import('./kyc-screen.tsx')) },
    {
      path: 'selfCertificationSplash',
      screen: /* @__PURE__ */ lazy(() => import('./self-certification-splash-screen.tsx')),
    },
  ],
  realtime: { Notification: VERIFICATION_READS },
};

export const kycAccountFeature: TFeature = {
  id: 'kycAccount',
  layout: 'main',
  namespace: 'kyc',
  routes: [
    { path: 'unverifiedAccount', screen: /* @__PURE__ */ lazy(() => import('./unverified-account-screen.tsx')) },
    { path: 'limitedAccount', screen: /* @__PURE__ */ lazy(() => import('./limited-account-screen.tsx')) },
    { path: 'selfCertification', screen: /* @__PURE__ */ lazy(() => import('./self-certification-screen.tsx')) },
  ],
};

export const kycPublicFeature: TFeature = {
  id: 'kycPublic',
  layout: 'public',
  namespace: 'kyc',
  routes: [
    {
      path: 'identityVerification',
      screen: /* @__PURE__ */ lazy(() => import('./identity-verification-screen.tsx')),
    },
    { path: 'videoIdentityJob', screen: /* @__PURE__ */ lazy(() => import('./video-identity-job-screen.tsx')) },
  ],
};
