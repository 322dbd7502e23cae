import type { TDomain } from '@openportal/contract';

/**
 * Where each place of the code outside core belongs (docs/DOMAIN-MAP.md, issue 19). Every portal
 * feature folder, back-office feature folder and e2e file is declared here with the one domain it
 * owns (null: the platform, no domain: the design system, layout). The rule the map's test holds:
 *
 * - A place owns one domain. The calls it *writes* (see `writes` in domain-map.ts) are that
 *   domain's, or of a domain listed in its `alsoWrites` with the reason (a debt the map shows,
 *   to pay by moving the screens). Reading any domain's calls is free (a transfer screen reads
 *   the accounts, every screen reads who the user is). Signing in (SESSION_CALLS) is every
 *   place's setup and counts for none.
 * - A new feature folder or e2e file not declared here fails the test, and so does a declared
 *   one that is gone, or an `alsoWrites` the place no longer writes.
 * - Core: an operation lives in apps/core/src/<its call's domain>/operations/ (the loader refuses
 *   it elsewhere; the test checks the module list too).
 */
export interface TPlace {
  domain: TDomain | null;
  /** Other domains whose calls the place writes, each with why (see above). */
  alsoWrites?: Partial<Record<TDomain, string>>;
}

/** packages/portal/src/features/<name>/ */
export const PORTAL_FEATURES: Readonly<Record<string, TPlace>> = {
  accounts: { domain: 'money' },
  business: { domain: 'business' },
  'business-certification': { domain: 'business' },
  company: { domain: 'business' },
  auth: {
    domain: 'identity',
    alsoWrites: {
      recovery: 'the account-recovery screens are still in the sign-in feature',
      devices: 'push sign-in: resending the push and the scp link while signing in',
    },
  },
  cards: {
    domain: 'cards',
    alsoWrites: {
      money:
        "renaming a card (cardAliasNameSet, home's rename) and approving a held load (transferApprove, every payment's approval)",
    },
  },
  contracts: { domain: 'contracts' },
  history: { domain: 'money' },
  invoices: { domain: 'money' },
  kyc: { domain: 'kyc' },
  legal: { domain: 'documents' },
  'merchant-account': { domain: 'applications' },
  // The upload-document popup (customerDocumentUpload, documents domain) is shared code now
  // (shared/documents): the profile and the kyc page both open it.
  profile: { domain: 'identity' },
  news: { domain: 'notifications' },
  registration: {
    domain: 'identity',
    alsoWrites: {
      business:
        'one /activate page for the three activation actions of spec 1 §4 (one link shape, the action in its query): activationBusiness and activationEmployee call the business domain',
    },
  },
  security: {
    domain: 'security',
    alsoWrites: {
      devices: 'the settings hub links and manages devices',
      identity: 'the settings hub approves SEI (third-party) sign-ins',
    },
  },
  support: { domain: 'support' },
  transfers: { domain: 'money' },
};

/** apps/backoffice/src/features/<name>/: one folder per domain, named by it. */
export const BACKOFFICE_FEATURES: Readonly<Record<string, TPlace>> = {
  admin: { domain: 'admin' },
  analytics: { domain: 'analytics' },
  applications: { domain: 'applications' },
  business: { domain: 'business' },
  cards: { domain: 'cards' },
  identity: { domain: 'identity' },
  kyc: { domain: 'kyc' },
  money: { domain: 'money' },
  notifications: { domain: 'notifications' },
  recovery: { domain: 'recovery' },
  support: { domain: 'support' },
};

/** e2e/src/<name> */
export const E2E_FILES: Readonly<Record<string, TPlace>> = {
  'backoffice.e2e.test.ts': { domain: 'admin' },
  'business.e2e.test.ts': { domain: 'business' },
  'business-kyb.e2e.test.ts': { domain: 'business' },
  'business-certification.e2e.test.ts': { domain: 'business' },
  'company.e2e.test.ts': {
    domain: 'business',
    alsoWrites: {
      money:
        'a read-only user (rights 1) tries to pay, on the transfer screen and by the API: the refusal is the journey',
    },
  },
  'cards.e2e.test.ts': { domain: 'cards' },
  'gallery.e2e.test.ts': { domain: null },
  'home.e2e.test.ts': { domain: 'money' },
  'money-people.e2e.test.ts': { domain: 'money' },
  'kyc.e2e.test.ts': { domain: 'kyc' },
  'mobile-shell.e2e.test.ts': { domain: 'identity' },
  'merchant-application.e2e.test.ts': { domain: 'applications' },
  'payment-push.e2e.test.ts': { domain: 'money' },
  'portal.e2e.test.ts': { domain: 'money' },
  'profile.e2e.test.ts': { domain: 'identity' },
  'recovery.e2e.test.ts': { domain: 'recovery' },
  'security.e2e.test.ts': { domain: 'security' },
  'signin-access.e2e.test.ts': { domain: 'identity' },
  'signin-matrix.e2e.test.ts': { domain: 'identity' },
  'signin-migration.e2e.test.ts': { domain: 'devices' },
  'signin-push.e2e.test.ts': {
    domain: 'devices',
    alsoWrites: { identity: "the token service's own sign-in calls to core (internal login, password check)" },
  },
  'signin-start.e2e.test.ts': { domain: 'identity' },
  'support.e2e.test.ts': { domain: 'support' },
  'two-replicas-gateway.e2e.test.ts': { domain: 'money' },
  'signin-token-service.e2e.test.ts': {
    domain: 'devices',
    alsoWrites: {
      identity: "the token service's internal login",
      security: 'switching sign-in to push (two-step mode) before a push sign-in',
    },
  },
};

/** Signing in: every journey's setup, written by any place (the token service's two variants). */
export const SESSION_CALLS: ReadonlySet<string> = new Set([
  'authLogin',
  'authToken',
  'authRefresh',
  'authLogout',
  'authPostLogin',
  'authPostToken',
]);
