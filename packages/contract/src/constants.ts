/** Every number the spec fixes, in one place (spec 1 §9, spec 2 §9). */
export const BREAKPOINTS = { mobile: 476, tablet: 768, phablet: 871, laptop: 1024, desktop: 1280 } as const;
export const EXTRA_WIDTHS = [992, 576] as const;
export const IDLE_TIMEOUT_MS = 15 * 60_000;
export const REQUEST_TIMEOUT_MS = 5 * 60_000;
export const TOKEN_REFRESH_THRESHOLD_MS = 10_000;
export const CODE_CHALLENGE_LENGTH = 128;
export const CODE_CHALLENGE_MIN = 43;
export const CODE_CHALLENGE_MAX = 128;
export const CLIENT_VERSION = '2.1.2';
export const PHONE_TYPE = 2;
export const ERROR_HEADER_THRESHOLD = 50;
export const RECENT_ITEMS_DELAY_MS = 5_000;
export const DEFAULT_DELAY_MS = 500;
export const PAGE_SIZES = {
  history: 20,
  debitHistory: 10,
  authorizationHistory: 10,
  batchHistory: 20,
  statements: 12,
  approvals: 50,
  loginHistory: 20,
  invoices: 20,
  verificationsDefault: 25,
  /** Spec 1 §9: default list size 25 for verifications, history and invoices (spec 2 fixes 20 for the activity history). */
  listDefault: 25,
  /** Spec 2 §9: "one area lists 25" invoices. */
  invoicesAlternate: 25,
  recentExternalOnRecipient: 5,
  /** Spec 3 §9. */
  webhookRequests: 20,
  subscriptions: 50,
  reputation: 100,
  ipnMessages: 25,
  logos: 1000,
  identityVerifications: 1000,
  contracts: 100,
  contractsForNotifications: 1000,
  supportTickets: 20,
  supportConversations: 100,
  supportReplyPreview: 2,
} as const;
export const RECENT_P2P_ON_HOME = 3;
export const ACCOUNTS_CACHE_MS = 5_000;
export const ACCOUNTS_THROTTLE_MS = 3_000;
export const CLOSED_ACCOUNT_STATUS = 11;
export const AMOUNT_DISPLAY_MAX_DECIMALS = 8;
export const AMOUNT_DISPLAY_MIN_DECIMALS = 2;
export const LANGUAGES = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';
export const CURRENCY_SYMBOLS = { EUR: '€', USD: '$', AUD: '$', CAD: '$', GBP: '£', RON: 'lei' } as const;
export const CUSTOMER_KINDS = { personal: 0, oldBusiness: 1, business: 2 } as const;
export const ACCESS_RIGHTS = { noAccess: 0, read: 1, fullAccess: 2, initiate: 3, confirmed: 4, uploading: 5 } as const;
export const ACCOUNT_TYPES = { payment: 1001, prepayment: 4001, receiving: 4002 } as const;
/** Our choice: HTTP header carrying the client's idempotency key on retryable writes. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 128;
/** Our choice: request bodies above this are refused with TA1 (JSON calls; uploads have their own). */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** Spec 1 §9 and §5. */
export const DUE_DILIGENCE_EXTRA_LEVELS = [1, 4] as const;
export const REGISTRATION_DRAFT_VERSION = '3.54';
/** Effective share (nested shares multiplied) at or above which source-of-funds details are needed. */
export const SHARE_SOURCE_FLOOR = 0.25;
export const SHARE_MIN_EXCLUSIVE = 0;
export const SHARE_MAX = 100;
export const SHARE_SUM_MIN = 10;
export const SHARE_SUM_MAX = 100;
/** Main user rights (2) and the hidden authorized rights (5) in registration. */
export const MAIN_USER_RIGHTS = 2;
export const HIDDEN_USER_RIGHTS = 5;
/** Local e-mail rule: longer than this, with an at sign and a dot. */
export const LOCAL_EMAIL_MIN_EXCLUSIVE = 5;
export const SHELL_INIT_DELAY_MS = 100;
export const API_INDEX_MAX = 15;
export const ONLY_AUTH_HTTP_STATUSES = [200, 201] as const;
export const APPROVE_MODE_DEFAULT = 'no';

/** Spec 2 §9. */
export const CARD_MASK_THRESHOLD = 16;
export const CARD_MASK_VISIBLE_START = 2;
export const CARD_MASK_VISIBLE_END = 4;
export const CARD_BIN_LENGTH = 6;
export const SMS_SUCCESS_AUTOCLOSE_MS = 3_000;
export const RECENT_EXTERNAL_ON_RECIPIENT = 5;
export const APPROVALS_PAGE_SIZE = 50;
export const STATEMENTS_PAGE_SIZE = 12;

/** Spec 3 §9. */
export const CONTRACT_PERCENT_MIN_EXCLUSIVE = 0;
export const CONTRACT_PERCENT_MAX = 100;
export const SIGNER_NAME_MAX = 256;
export const SUPPORT_UPDATE_CHECK_MS = 60_000;
export const SUPPORT_NEW_TICKET_WINDOW_MS = 14 * 24 * 60 * 60_000;
export const NOTIFICATION_DISPLAY_MS = 10_000;
export const NOTIFICATION_NAVIGATION_DELAY_MS = 1_000;
export const TIMER_TICK_MS = 1_000;
export const DEFAULT_IPN_SETTINGS = { notifyStatusId: 1, statusId: 1 } as const;
export const OPENAPI_VERSION = '3.1.0';
export const API_DESCRIPTION_VERSION = '1.0.0';
/** Analytics defaults (third-party, spec 3 §9). */
export const ANALYTICS = {
  batchSize: 50,
  flushIntervalMs: 5_000,
  timeoutMs: 90_000,
  replayBatchSize: 1000,
  replayFlushIntervalMs: 10_000,
  replayMaxLengthMs: 24 * 60 * 60_000,
  idleTimeoutMs: 30 * 60_000,
  maxRetryDelayMs: 10 * 60_000,
  scrollCheckpointsPercent: [25, 50, 75, 100],
} as const;

/** Our choice: upload limits (spec: "put a limit on everything"). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_BATCH_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Our choice: routes between our own services that the spec does not show (core's public
 * keys, the realtime stream to gateways, health, the API documents). Services use these,
 * never a hand-written path.
 */
/**
 * Our choice: the header by which the gateway tells the upstream the brand of the host a
 * request came to. The gateway sets it from the Host and never passes a client's own.
 */
export const BRAND_HEADER = 'x-brand';

/**
 * Our choice: the published secret between our services on one machine (`npm start`, tests).
 * Core and the gateway accept it only while they listen on loopback (issue 18): anywhere else
 * they refuse to start with it.
 */
export const DEFAULT_INTERNAL_SECRET = 'local-internal-secret-change-me';

/** `localhost`, 127.0.0.0/8, `::1` (and its IPv4-mapped form): reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export const SERVICE_ROUTES = {
  /** Every token-service route (spec 1 §7 /auth/login, /token, /refresh, /logout; jwks) is under it. */
  tokenServicePrefix: '/auth/',
  /** Routes between our services only; the gateway never proxies a client to them. */
  internalPrefix: '/internal',
  health: '/health',
  /** The process alone (liveness): answers while the event loop runs, whatever the database does. */
  live: '/live',
  jwks: '/auth/jwks',
  realtimeStream: '/internal/realtime',
  /** POST {accessToken} with the internal secret: the token's claims while its session lives. */
  sessionCheck: '/internal/session',
  openApiJson: '/openapi.json',
  openApiPage: '/docs/api',
} as const;

/**
 * The catalogue's message for a lost session (ERROR_MESSAGES.refreshTokenExpired), in a module of
 * its own so the portal's first load can name it without carrying the whole catalogue.
 */
export const SESSION_EXPIRED_MESSAGE = 'Session expired';
