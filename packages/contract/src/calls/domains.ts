/**
 * The domains every call belongs to, named once (issue 19). A built domain is the folder of core
 * that answers its calls (apps/core/src/<domain>/operations/, checked at start-up); a domain not
 * built yet is the roadmap capability its calls arrive with (/work/shared/ROADMAP.md C3-C12),
 * and gets that folder when its first call is built. Operator (back-office) calls belong to the
 * domain whose data they read or change, not to `admin`. docs/DOMAIN-MAP.md maps each domain to
 * its contract files, core folder, portal features, back-office section and e2e files.
 * Each value is the one line the map prints.
 */
export const DOMAINS = {
  // Built (apps/core/src/<domain>/):
  identity: 'Who the customer and user are: registration, sign-in, tokens, profile and contact data, users',
  devices: 'Linked devices and push sign-in: the token service device calls, approvals, the device page',
  security: 'Account security settings: second factor, passwords, sessions, blacklist, login history',
  recovery: 'Account recovery: the request, its checks and the back-office review',
  reference: 'Dictionaries and lookups every form reads (countries, currencies, document types, IP info)',
  documents: 'Files and PDFs: uploads, downloads, agreements, generated documents',
  money: 'Accounts, balances, transfers, history, p2p, invoices, preapproved payments, limits, approvals, fees, FX',
  admin: "The operators' own machinery: sign-in, roles, audit log, four-eyes changes",
  analytics: 'Product analytics (C8): the event sink standing in for the third-party service, daily counts',
  kyc: 'KYC: verification status, limit reasons, due diligence, identity verification, personal self-certification, the review',
  support: 'The support message centre and its desk',
  notifications: 'Announcements (news) and the notification centre',
  cards:
    'Cards (C5): the card issuer stand-in, card applications, lifecycle, PIN and details behind a code, card loads',
  // Not built yet (roadmap capability):
  payouts: 'C6: external payouts (wire, EFT, OCT, crypto, instant, Interac), mass payouts, their lookups',
  business: 'C7a-b: business registration, company administration, representatives, business self-certification',
  merchant: 'C9: merchant developer tools (API keys, webhooks, allowed IPs) and merchant tools (IPN, buttons)',
  globalPay: 'C10: global pay sender batches, the recipient page, p2p to non-members',
  applications: 'C11: merchant-account applications and their back-office review',
  contracts: 'C12: revenue-split contracts',
} as const;
export type TDomain = keyof typeof DOMAINS;
export const DOMAIN_NAMES = Object.keys(DOMAINS) as readonly TDomain[];
