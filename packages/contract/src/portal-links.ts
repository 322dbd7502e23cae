import type { ACTIVATION_ACTIONS } from './enums/identity.ts';

/**
 * The portal's route table (spec 1 §2, spec 2 §2, spec 3 §2): every screen's path, by name.
 * Paths only; a screen that does not exist yet is not registered by the portal. Parameters are
 * written `{name}` as in the REST paths (`portalPath` fills them, `routePattern` gives the
 * router's `:name` form). Where the spec names a screen but not its path, the path is ours
 * (marked). Core mails links to some of them (`activate`); the portal routes by all of them.
 */
export const PORTAL_PATHS = {
  // Public (spec 1 §2)
  login: '/login',
  register: '/register',
  registerPersonal: '/register/personal',
  registerBusiness: '/register/business',
  /** Ours (issue 21): after registration, where the activation mail went and what comes next. */
  registered: '/register/done',
  activate: '/activate',
  receive: '/receive/{id}',
  videoIdentityJob: '/video-identity-job/{id}',
  accountRecovery: '/account-recovery',
  accountRecoveryEmail: '/account-recovery/email',
  accountRecoveryStatus: '/account-recovery/status',
  accountRecoveryReset: '/account-recovery/reset',
  accountRecoveryPassword: '/account-recovery/password',
  accountRecoverySuccess: '/account-recovery/success',
  identityVerification: '/identity-verification/{workflowRunId}/{token}',
  scpMobile: '/scp-mobile',
  selfCertificationRepresentative: '/self-certification-representative',
  /** A brand's own terms page, e.g. /legal/fundstr-tos/ (the manifest term's url). */
  legalTerms: '/legal/{slug}',
  // Restricted layout
  adminOverview: '/admin-overview',
  scp: '/scp',
  selfCertificationSplash: '/self-certification-splash',
  selfCertificationBusinessSplash: '/self-certification-business-splash',
  kyc: '/kyc',
  companyDocuments: '/company-documents',
  // Main signed-in layout
  home: '/',
  homeAlias: '/home',
  addCard: '/add-card',
  confirmCard: '/confirm-card/{cardId}',
  profileUpdate: '/profile-update',
  unverifiedAccount: '/unverified-account',
  limitedAccount: '/limited-account',
  profile: '/profile',
  news: '/news',
  setting: '/setting',
  companyAccess: '/company-access',
  payoutBlacklist: '/payout-blacklist',
  loginHistory: '/login-history',
  legal: '/legal',
  profileNotifications: '/profile/notifications',
  companyPath: '/company/{path}',
  company: '/company',
  companyEmails: '/company-emails',
  history: '/history',
  historyBatchTransfers: '/history/batch-transfers',
  statements: '/statements',
  messages: '/messages',
  // Transfers (spec 1 §2, spec 2 §2); mass kinds wire, eft, oct, digital, global
  transferExternal: '/transfer/external',
  transferMass: '/transfer/mass/{kind}',
  transferExternalMassConfirm: '/transfer/external/mass/confirm',
  transferExternalGlobalSummary: '/transfer/external/global-summary',
  transferP2p: '/transfer/p2p',
  transferMassP2p: '/transfer/mass/p2p',
  transferMassP2pConfirm: '/transfer/mass/p2p/confirm',
  transferAccount: '/transfer/account',
  transferPreapprovedPayments: '/transfer/preapproved-payments',
  transferInvoices: '/transfer/invoices',
  transferApproved: '/transfer/approved',
  // Cards; the two list paths are ours (the spec names the lists, not their paths)
  cards: '/cards',
  cardsPhysical: '/cards/physical',
  cardsVirtual: '/cards/virtual',
  cardDetail: '/cards/{accountId}',
  cardPin: '/card/{accountId}/pin',
  // Other signed-in
  authSei: '/auth/sei',
  selfCertification: '/self-certification',
  selfCertificationBusiness: '/self-certification-business',
  // Merchant (spec 3 §2)
  merchantAccount: '/merchant-account',
  merchantAccountOne: '/merchant-account/{id}',
  merchantSavedButtons: '/merchant/buttons/my_saved_buttons',
  merchantPbnSettings: '/merchant/buttons/pbn_settings',
  merchantBusinessLogos: '/merchant/buttons/business_logos',
  merchantApiKey: '/merchant/internal/api_key',
  merchantApiLog: '/merchant/internal/api_log',
  merchantWebhookLog: '/merchant/internal/webhook_log',
  merchantSubscribers: '/merchant/accounts/subscribers',
  merchantVerification: '/merchant/security/verification',
  merchantVerificationHistory: '/merchant/security/verification/history',
  merchantReputation: '/merchant/security/reputation',
  merchantIpnHistory: '/merchant/ipn/history',
  merchantIpnSettings: '/merchant/ipn/settings',
  // Revenue-split contracts (spec 3 §2)
  revenueSplit: '/revenue-split',
  revenueSplitNew: '/revenue-split/new',
  revenueSplitOne: '/revenue-split/{contractId}',
} as const;

export type TPortalPathName = keyof typeof PORTAL_PATHS;

/**
 * The realtime socket on the portal's own origin (the gateway's `/ws`, STREAMS.realtime in
 * coverage.ts; equal by test). Here too so the portal reads it without the coverage tables.
 */
export const PORTAL_SOCKET_PATH = '/ws';

/** The router's form of a path: `/cards/{accountId}` → `/cards/:accountId`. */
export function routePattern(path: string): string {
  return path.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, ':$1');
}

/** A path with its `{name}` parameters filled (encoded); throws when one is missing. */
export function portalPath(name: TPortalPathName, params: Record<string, string | number> = {}): string {
  return PORTAL_PATHS[name].replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k} for ${name}`);
    return encodeURIComponent(String(v));
  });
}

/** Entry query parameter names: `action` with `user` and `code`. */
export const ENTRY_QUERY = { action: 'action', user: 'user', code: 'code' } as const;

/** An activation action of spec 1 §1 (`action=`). */
export type TActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/** `/activate?action=<action>&user=<email>&code=<code>`, to put after the brand's portal URL. */
export function activationLinkPath(email: string, code: string, action: TActivationAction = 'activation'): string {
  const query = new URLSearchParams({
    [ENTRY_QUERY.action]: action,
    [ENTRY_QUERY.user]: email,
    [ENTRY_QUERY.code]: code,
  });
  return `${PORTAL_PATHS.activate}?${query.toString()}`;
}

/** The action, user and code a link's query carries (empty strings for what is missing). */
export function readEntryQuery(search: string): { action: string; user: string; code: string } {
  const q = new URLSearchParams(search);
  return {
    action: q.get(ENTRY_QUERY.action) ?? '',
    user: q.get(ENTRY_QUERY.user) ?? '',
    code: q.get(ENTRY_QUERY.code) ?? '',
  };
}
