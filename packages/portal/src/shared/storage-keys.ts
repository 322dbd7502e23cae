/** Every browser-storage key the portal uses, in one place. */
export const STORAGE_KEYS = {
  language: 'op:lang',
  apiIndex: 'op:apiIndex',
  /** Tests may shorten the idle timeout (never lengthen it). */
  idleTimeoutMs: 'op:idleTimeoutMs',
  /** localStorage: when any tab of this browser last saw the user act (ms): idle is the whole browser's. */
  lastActivity: 'op:lastActivity',
  /**
   * localStorage: '1' while this browser may hold a refresh cookie (set at sign-in, removed at
   * logout or when a refresh fails). Without it a page load does not ask to restore a session
   * it cannot have, so a first visit makes no refresh call that must fail. Never a secret.
   */
  sessionHint: 'op:session',
  /**
   * sessionStorage: the customer this tab acts for, when the user chose one (company switch).
   * Per tab, so a reload keeps it and another tab starts on the user's own default.
   */
  actingFor: 'op:actingFor',
  /** sessionStorage: the path an unsigned user wanted. */
  rememberedPath: 'op:rememberedPath',
  /** sessionStorage: prefix of an identity check's provider page, by workflow run id (the kyc start keeps it). */
  identityRunPrefix: 'op:idv:',
  /** sessionStorage: prefix of answers cached for the browser session (dictionaries). */
  sessionCachePrefix: 'op:cache:',
  /** localStorage: the user's answer to the analytics consent banner ('granted' or 'refused'). */
  analyticsConsent: 'op:analyticsConsent',
  /** localStorage: the business registration wizard's draft (spec 1 §4: kept only at version 3.54; never the password). */
  businessDraft: 'op:businessDraft',
  /**
   * sessionStorage: a company representative's self-certification link (authSecret, spec 1 §2
   * "already held"): kept while they sign a form on the e-sign page and come back, removed once
   * they submit (the link is spent then).
   */
  representativeLink: 'op:representativeLink',
} as const;
