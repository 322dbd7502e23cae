import { lazy } from 'react';
import type { TFeature } from '../../shared/feature.ts';

/** What a change of a company's users or rights makes stale (core sends AccessRightsChanged to the user changed). */
const COMPANY_ACCESS_READS = [
  'businessAccessRightsList',
  'businessUserList',
  'businessPotentialUserList',
  'businessAuthorizedUserGet',
] as const;

/**
 * The company's own screens (issue 26, spec 1 §2 business-only routes): company and
 * company/{path} (details, share tree, directors, owners, users, with the needs-action rules of
 * spec 1 §5), company-emails and company-access (users, rights, potential users, representatives
 * added or removed) in the main shell.
 */
export const companyFeature: TFeature = {
  id: 'company',
  layout: 'main',
  namespace: 'company',
  businessOnly: true,
  routes: [
    {
      path: 'company',
      screen: /* @__PURE__ */ lazy(() => import('./company-screen.tsx').then((m) => ({ default: m.CompanyScreen }))),
    },
    {
      path: 'companyPath',
      screen: /* @__PURE__ */ lazy(() => import('./company-screen.tsx').then((m) => ({ default: m.CompanyScreen }))),
    },
    {
      path: 'companyEmails',
      screen: /* @__PURE__ */ lazy(() => import('./emails-screen.tsx').then((m) => ({ default: m.EmailsScreen }))),
    },
    {
      path: 'companyAccess',
      screen: /* @__PURE__ */ lazy(() => import('./access-screen.tsx').then((m) => ({ default: m.AccessScreen }))),
    },
  ],
  nav: [{ path: 'company', labelKey: 'nav.company', testId: 'nav-company', order: 80 }],
  realtime: { AccessRightsChanged: COMPANY_ACCESS_READS },
};

/**
 * company-documents in the restricted layout (spec 1 §2): where a user without balance-info
 * access is held (the main layout's guard sends them), and where any company user hands in the
 * company's documents.
 */
export const companyDocumentsFeature: TFeature = {
  id: 'companyDocuments',
  layout: 'restricted',
  namespace: 'company',
  businessOnly: true,
  routes: [
    {
      path: 'companyDocuments',
      screen: /* @__PURE__ */ lazy(() =>
        import('./documents-screen.tsx').then((m) => ({ default: m.DocumentsScreen })),
      ),
    },
  ],
};
