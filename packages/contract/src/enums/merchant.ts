import { z } from 'zod';

/**
 * Enumerations of spec 3 §3 and §4. Where the spec writes a value as "the provider" (its
 * literal carries the provider's brand), we write PROVIDER (our choice).
 */
export const APPLICANT_TYPES = ['MERCHANT', 'PSP_ISO', 'REFERRAL_AGENT'] as const;
export const APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'VERIFIED', 'REJECTED', 'DELETED'] as const;
export const VALIDATION_TYPES = ['BASIC', 'FULL'] as const;
export const APPLICATION_DOCUMENT_TYPES = [
  'WEBSITE_CERTIFICATES',
  'BUSINESS_PLAN',
  'COMPANY_CERTIFICATE',
  'ARTICLES_OF_INCORPORATION',
  'PROOF_OF_ADDRESS',
] as const;
export const INDUSTRIES = [
  'BUILDING_SERVICES',
  'DIGITAL_PRODUCTS',
  'EDUCATION',
  'DATING_ESCORT',
  'FOOD_AND_DRINK',
  'ADULT',
  'GAMING',
  'MEDICAL_SERVICES',
  'MSB',
  'PROFESSIONAL_SERVICES',
  'RETAIL',
  'TRAVEL_AIRLINES',
  'CRYPTOCURRENCY',
  'DIGITAL_WALLETS',
  'ENTERTAINMENT_AND_RECREATION',
  'FINANCIAL_SERVICES',
  'FOREX',
  'GAMBLING',
  'MARKETPLACE',
  'MEMBERSHIP_ORGANIZATIONS',
  'PERSONAL_SERVICES',
  'OTHER_REGULATED',
  'TRANSPORTATION',
  'TRAVEL_LODGING',
] as const;
export const CREDIT_CARD_PROCESSING_DURATIONS = [
  'NONE',
  'UP_TO_SIX_MONTHS',
  'SIX_MONTHS_TO_ONE_YEAR',
  'ONE_TO_THREE_YEARS',
  'MORE_THAN_THREE_YEARS',
] as const;
export const BILLING_METHODS = ['ONE_OFF_PAYMENTS', 'SUBSCRIPTION', 'TRIAL_SUBSCRIPTION'] as const;
export const RDR_ENROLLMENTS = ['PROVIDER', 'THIRD_PARTY', 'NONE'] as const;
export const MASTERCARD_ENROLLMENTS = ['PROVIDER', 'NONE'] as const;
export const INTEGRATION_TYPES = ['PROVIDER_DIRECT', 'THIRD_PARTY'] as const;
export const INTEGRATION_OPTIONS = ['COPY_AND_PAY', 'SERVER_TO_SERVER'] as const;
export const THIRD_PARTY_GATEWAYS = ['ACI', 'ROCKET_GATE', 'NOT_SURE', 'OTHER'] as const;
export const PAYMENT_PAGE_HOSTINGS = ['PROVIDER', 'OWN', 'THIRD_PARTY'] as const;
export const BANK_ACCOUNT_PREFERENCES = [
  'EXISTING_PROVIDER_ACCOUNT',
  'NEW_PROVIDER_ACCOUNT',
  'EXISTING_OTHER_ACCOUNT',
] as const;
export const SETTLEMENT_CRYPTOCURRENCIES = ['BTC', 'ETH', 'USDC', 'XRP', 'BCH', 'LINK', 'LTC', 'XLM', 'SOL'] as const;
/** Defaults seen on the customer form (spec 3 §3). */
export const APPLICATION_FORM_DEFAULTS = {
  applicantType: 'MERCHANT',
  processedCreditCardsBefore: 'NONE',
  integrationType: 'THIRD_PARTY',
  integrationOption: 'SERVER_TO_SERVER',
  paymentPageHostingPreference: 'OWN',
} as const;

export const CONTRACT_STATUSES = [
  'ACTIVE',
  'EXPIRED',
  'TERMINATED',
  'TERMINATING',
  'UNSIGNED',
  'WAITING',
  'CANCELLED',
  'REJECTED',
  'SIGNED',
  'NEED_IDENTIFICATION',
] as const;
export const CONTRACT_ACTIONS = ['cancel', 'reject', 'terminate', 'terminateCancel', 'terminateNow', 'sign'] as const;
export const CONTRACT_DIRECTIONS = ['PAY', 'RECEIVE'] as const;
export const CONTRACT_ORDER_BY = ['COMPANY_NAME', 'INCOMING_FIRST', 'CREATED_AT'] as const;
export const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;
export const CONTRACT_LIST_META_KEYS = ['total', 'requests', 'pending', 'active', 'ended', 'pay', 'receive'] as const;

export const SUPPORT_BUCKETS = ['all', 'open', 'new', 'closed'] as const;
export const SUPPORT_STATUSES = { closed: 'Closed', closedNoReply: 'CLOSED-NO REPLY' } as const;

export const NOTIFICATION_STATUSES = ['error', 'info', 'warning', 'success'] as const;
/** Spec 3 §3; the contract events are written "contract created, signed…": camelCase names are ours. */
export const NOTIFICATION_TYPES = [
  'info',
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'documentExpSoon',
  'usernameChangeFailed',
  'usernameChanged',
  'batchPartially',
  'zohoNewMessage',
  'zohoClosedNoReply',
  'acceptTermsLogin',
  'contractCreated',
  'contractSigned',
  'contractRejected',
  'contractCancelled',
  'contractTerminated',
  'contractTerminationRequest',
  'contractTerminationCancelled',
  'signerIdentified',
  'signerIdentificationLoaded',
  'signerIdentificationFailed',
  'cardClosed',
] as const;
/**
 * Our choice (issue 20): the money notices core sends besides spec 3's types. The portal
 * reloads accounts and history on them; no click navigation.
 */
export const MONEY_NOTIFICATION_TYPES = [
  'moneyReceived',
  'invoiceIssued',
  'invoicePaid',
  'invoiceRejected',
  'paymentAwaitsApproval',
] as const;
/** Our choice (issue 21): the verification notices besides spec 3's document types; they route to profile. */
export const KYC_NOTIFICATION_TYPES = ['documentConfirmed', 'documentRequested', 'identityVerified'] as const;
/** Ours (issue 23): the decision on a merchant-account application, told to the applicant. */
export const APPLICATION_NOTIFICATION_TYPES = ['applicationVerified', 'applicationRejected'] as const;
/**
 * Ours (issue 26): a company's user is told that their access rights changed, and the company's
 * users of the operator's KYB decision; they route to the company screen.
 */
export const BUSINESS_NOTIFICATION_TYPES = ['accessRightsChanged', 'kybApproved', 'kybRejected'] as const;
export type TNotificationType =
  | (typeof NOTIFICATION_TYPES)[number]
  | (typeof MONEY_NOTIFICATION_TYPES)[number]
  | (typeof KYC_NOTIFICATION_TYPES)[number]
  | (typeof APPLICATION_NOTIFICATION_TYPES)[number]
  | (typeof BUSINESS_NOTIFICATION_TYPES)[number];
/** Where a notification click goes (spec 3 §4); null: no navigation. Route names are the portal's. */
export function notificationRoute(
  type: TNotificationType,
): 'profile' | 'history/batch-transfers' | 'revenue-split' | 'messages' | 'merchant-account' | 'company' | null {
  if (type.startsWith('document') || type.startsWith('usernameChange')) return 'profile';
  if (type === 'batchPartially') return 'history/batch-transfers';
  if (type === 'applicationVerified' || type === 'applicationRejected') return 'merchant-account';
  if (type.startsWith('contract') || type.startsWith('signerIdentif')) return 'revenue-split';
  if (type === 'zohoNewMessage' || type === 'zohoClosedNoReply') return 'messages';
  if ((BUSINESS_NOTIFICATION_TYPES as readonly string[]).includes(type)) return 'company';
  return null;
}

export const MOBILE_SHELL_MESSAGE_KINDS = [
  'login',
  'tokens',
  'downloads',
  'documentScanning',
  'addCardToWallet',
] as const;
export const MERCHANT_ROUTES_FULL_ACCESS = ['internal/api_key', 'internal/api_log', 'internal/webhook_log'] as const;
export const MERCHANT_FALLBACK_ROUTE = 'buttons/my_saved_buttons';

/** Analytics event names (spec 3 §7); N in the registration steps is the step number. */
export const ANALYTICS_EVENTS = [
  'Login Click',
  'Login Success',
  'Login Failed',
  'Token Receive',
  'Terms Show',
  'Terms Accept',
  'Company Select',
  'Old Web Redirect',
  'Transactions Load',
  'Turnstile Success',
  'Turnstile Failed',
  'Turnstile Reset',
  'Secure Code Migration',
  'Click Max Amount',
  'Input Transfer Amount',
  'Tax ID not valid',
  'Tax ID validation failed',
  'Self Certification Open',
  'W-Form Request',
  'W-Form Sign',
  'Sign Declaration',
  'Submit Loss Of Nationality',
  'Support Message Center Init',
  'Support Message Center Open',
  'Register Personal Step N',
  'Register Business Step N',
  'Leave Registration',
  'Sign Up Complete',
  'Login Completed',
] as const;

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, { error: 'Unknown application status' });
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const ZContractStatus = z.enum(CONTRACT_STATUSES, { error: 'Unknown contract status' });
export const ZNotificationType = z.enum(NOTIFICATION_TYPES, { error: 'Unknown notification type' });
export const ZNotificationStatus = z.enum(NOTIFICATION_STATUSES);
