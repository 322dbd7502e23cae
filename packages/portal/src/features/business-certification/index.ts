import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/**
 * Business self-certification (issue 26, spec 1 §2, §3 FATCA/CRS, §6, §7): a company's
 * representative gives the company's declarations, prohibited-activities statements, W-form
 * (signed on the e-sign page) and FATCA/CRS answers. A signed-in company user on
 * /self-certification-business (with the representatives' statuses and the company's
 * resolutions) or on the splash the start page sends them to; a representative who is no user
 * through their authSecret link on /self-certification-representative, without signing in.
 */
export const businessCertificationFeature: TFeature = {
  id: 'business-certification',
  layout: 'main',
  businessOnly: true,
  namespace: 'certification',
  routes: [
    {
      path: 'selfCertificationBusiness',
      screen: /* @__PURE__ */ lazy(() => import('./business-certification-screen.tsx')),
    },
  ],
};

export const businessCertificationSplashFeature: TFeature = {
  id: 'businessCertificationSplash',
  layout: 'restricted',
  businessOnly: true,
  namespace: 'certification',
  routes: [
    {
      path: 'selfCertificationBusinessSplash',
      screen: /* @__PURE__ */ lazy(() => import('./business-splash-screen.tsx')),
    },
  ],
};

export const representativeCertificationFeature: TFeature = {
  id: 'representativeCertification',
  layout: 'public',
  namespace: 'certification',
  routes: [
    {
      path: 'selfCertificationRepresentative',
      screen: /* @__PURE__ */ lazy(() => import('./representative-screen.tsx')),
    },
  ],
};
