import { PORTAL_PATHS, type TPortalPathName } from '@openportal/contract';
import type { TAccessSummary } from './session-store.ts';

export interface TStartContext {
  access: TAccessSummary | null;
  /** Terms to accept (TE on login) or customer info's isNeedPersonalInfoUpdate / isAdmin, when known. */
  mustAcceptTerms?: boolean;
  needsPersonalInfoUpdate?: boolean;
  isAdmin?: boolean;
  /** The path an unsigned user wanted (already taken from storage). */
  remembered: string | null;
}

/** Tax residency self-certification statuses that need no splash (spec 1 §2 "validated or pending"). */
const CERTIFIED = ['validated', 'pending'];

/**
 * The start page after login, in the spec 1 §2 order: login (no accesses or terms to accept),
 * admin overview, profile update, KYC, company documents (no balance-info access), the
 * self-certification splash, the remembered path, home. A step whose screen this build does not
 * have is skipped, so nobody is sent to a page that does not exist yet.
 */
export function chooseStartPage(ctx: TStartContext, isRegistered: (name: TPortalPathName) => boolean): string {
  const { access } = ctx;
  if (!access || ctx.mustAcceptTerms) return PORTAL_PATHS.login;
  const steps: Array<[boolean, TPortalPathName]> = [
    [ctx.isAdmin === true, 'adminOverview'],
    [ctx.needsPersonalInfoUpdate === true, 'profileUpdate'],
    [access.isNeedKyc, 'kyc'],
    [!access.accessList.includes('balanceInfo'), 'companyDocuments'],
    // The personal splash for a personal customer; a company's user has the business one.
    [
      !access.isBusiness && !CERTIFIED.includes(access.taxResidencySelfCertificationDocumentStatus ?? ''),
      'selfCertificationSplash',
    ],
    // A company's user: their own representative certification (core answers notRequired to a
    // user who cannot give one, who is never held there).
    [
      access.isBusiness &&
        ![...CERTIFIED, 'notRequired'].includes(access.taxResidencySelfCertificationDocumentStatus ?? ''),
      'selfCertificationBusinessSplash',
    ],
  ];
  for (const [applies, name] of steps) if (applies && isRegistered(name)) return PORTAL_PATHS[name];
  return ctx.remembered ?? PORTAL_PATHS.home;
}

/** Access rights of an authorised business user (spec 1 §6), the one core may send to the older web. */
const AUTHORIZED_USER_RIGHTS = 5;

/**
 * Spec 1 §2: a business user who is not yet fully set up here (an authorised user, rights 5) asks
 * core for the older web application's address (oldWebRedirectGet) before any start page.
 */
export function asksForOlderWeb(access: TAccessSummary | null): boolean {
  return access?.isBusiness === true && access.accessRights === AUTHORIZED_USER_RIGHTS;
}

/**
 * Where a signed-in user on a main-layout page must go instead (spec 1 §2 guards): KYC needed →
 * kyc; no balance-info access → company documents. Null: stay.
 */
export function forcedPage(
  access: TAccessSummary | null,
  isRegistered: (name: TPortalPathName) => boolean,
): string | null {
  if (!access) return null;
  if (access.isNeedKyc && isRegistered('kyc')) return PORTAL_PATHS.kyc;
  if (!access.accessList.includes('balanceInfo') && isRegistered('companyDocuments'))
    return PORTAL_PATHS.companyDocuments;
  return null;
}
