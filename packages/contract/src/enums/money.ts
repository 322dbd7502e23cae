import { z } from 'zod';

/** Enumerations of spec 2 §3, §4 and §6 (money movement). */

export const ACCOUNT_SUBTYPES = ['PREPAID', 'DEBIT'] as const;
/** Card product types (prepaid, virtual, debit variants) span 2006 to 2135 (spec 2 §3). */
export const CARD_PRODUCT_TYPE_RANGE = { min: 2006, max: 2135 } as const;
export function isCardProductType(type: number): boolean {
  return Number.isInteger(type) && type >= CARD_PRODUCT_TYPE_RANGE.min && type <= CARD_PRODUCT_TYPE_RANGE.max;
}

export const CARD_STATUSES = {
  submitted: 0,
  active: 2,
  canceled: 4,
  fraud: 18,
  printing: 19,
  printed: 20,
  shipped: 21,
  pending: 23,
  limited: 27,
  expired: 38,
  processing: 41,
  pendingDocument: 65,
  paused: 71,
} as const;
export type TCardStatusName = keyof typeof CARD_STATUSES;
const { active, expired, paused, submitted, printing, printed, shipped, canceled } = CARD_STATUSES;
const PAUSED_ACTIVE_EXPIRED = [paused, active, expired] as const;

/**
 * THE card action rules: which statuses allow each action (spec 2 §4), and what else the card
 * must be. Core refuses every card call outside this table (cardActionNotAllowed) and the portal
 * offers only the actions it allows: one table for both. The spec's rules are pause, unpause,
 * load, enrollment, pin (change or show), block, virtualDetails and rename; activate, reissue and
 * shippingUpgrade are ours (the spec names the calls, not their statuses):
 * - activate: a virtual card once submitted, a physical one once shipped (it is in the hand);
 * - reissue: a card that was in use (paused, active, expired) or blocked (canceled), never fraud;
 * - shippingUpgrade: a physical card not shipped yet (submitted, printing, printed).
 */
export const CARD_ACTION_RULES = {
  pause: { statuses: [active, expired] }, // never fraud: fraud is neither
  unpause: { statuses: [paused] },
  load: { statuses: [active] },
  enrollment: { statuses: [active], physicalOnly: true, enrollableTypeOnly: true },
  pin: { statuses: PAUSED_ACTIVE_EXPIRED }, // and not fraud, which is none of these
  block: { statuses: PAUSED_ACTIVE_EXPIRED },
  virtualDetails: { statuses: PAUSED_ACTIVE_EXPIRED },
  rename: { statuses: PAUSED_ACTIVE_EXPIRED },
  activate: { statuses: [submitted, shipped], virtualStatuses: [submitted], physicalStatuses: [shipped] },
  reissue: { statuses: [paused, active, expired, canceled] },
  shippingUpgrade: { statuses: [submitted, printing, printed], physicalOnly: true },
} as const satisfies Record<
  string,
  {
    statuses: readonly number[];
    virtualStatuses?: readonly number[];
    physicalStatuses?: readonly number[];
    physicalOnly?: boolean;
    enrollableTypeOnly?: boolean;
  }
>;
export type TCardAction = keyof typeof CARD_ACTION_RULES;
export const CARD_ACTIONS = Object.keys(CARD_ACTION_RULES) as readonly TCardAction[];

/** The facts of a card the rules read. `enrollableType`: the type is one of "some types" (list not shown). */
export interface TCardFacts {
  statusId: number;
  isVirtual: boolean;
  enrollableType?: boolean;
}

/** Whether the card action rules (CARD_ACTION_RULES) allow `action` on this card. */
export function cardActionAllowed(action: TCardAction, card: TCardFacts): boolean {
  const rule: {
    statuses: readonly number[];
    virtualStatuses?: readonly number[];
    physicalStatuses?: readonly number[];
    physicalOnly?: boolean;
    enrollableTypeOnly?: boolean;
  } = CARD_ACTION_RULES[action];
  const statuses = (card.isVirtual ? rule.virtualStatuses : rule.physicalStatuses) ?? rule.statuses;
  if (!statuses.includes(card.statusId)) return false;
  if (rule.physicalOnly && card.isVirtual) return false;
  return !rule.enrollableTypeOnly || card.enrollableType === true;
}

/** The actions a card allows now, in table order (the card detail's buttons). */
export const cardActionsOf = (card: TCardFacts): TCardAction[] =>
  CARD_ACTIONS.filter((a) => cardActionAllowed(a, card));

export const APPROVAL_MODES = { none: 0, push: 1, sms: 2, otp: 3, approvalCode: 4 } as const;
export const ACCESS_IP_MODES = { off: 0, on: 1 } as const;

export const EXTERNAL_TRANSFER_TYPES = ['oct', 'wire', 'eft', 'crypto_eft', 'instant_payment', 'interac'] as const;
export const MASS_KINDS = ['oct', 'wire', 'eft', 'digital', 'global'] as const;
export const MASS_UPLOAD_TYPES = ['oct', 'eft', 'wire', 'crypto'] as const;
export const MASS_SAMPLE_TYPES = ['wire', 'p2p', 'eft', 'creditCard', 'globalPay', 'cryptoEft'] as const;
/** Recent transfer types queried (p2p on home). */
export const RECENT_TRANSFER_TYPES = ['eft', 'wire', 'oct', 'crypto_eft', 'instant_payment', 'interac', 'p2p'] as const;
export const TRANSFER_PERMISSION_SCOPES = ['own', '3d'] as const;
export const MAX_AMOUNT_OPERATIONS = ['betweenAccounts', 'p2p', ...EXTERNAL_TRANSFER_TYPES] as const;
export const SUBSCRIPTION_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;

/** Session permission flags named by the spec (all default false). */
export const PERMISSION_FLAGS = [
  'sendMoneyPaxumUser',
  'sendMoneyUser',
  'requestMoney',
  'settlementAccount',
  'addFundsWireThirdParty',
  'addFundsBankThirdParty',
  'transferMoneyUser',
] as const;

/** Our choice: invoice statuses (the spec names unpaid/awaiting payment, paid by pay, rejected by reject). */
export const INVOICE_STATUSES = { unpaid: 1, paid: 2, rejected: 3, canceled: 4 } as const;
export const INVOICE_DIRECTIONS = ['received', 'sent'] as const;

/** Recipient global payment status: from the server, 'error' when missing, 'refused' after a refusal. Others ours. */
export const GLOBAL_PAYMENT_STATUSES = [
  'pending',
  'submitted',
  'approved',
  'completed',
  'cancelled',
  'refused',
  'expired',
  'error',
] as const;
export const GLOBAL_PAYMENT_DEFAULT_STATUS = 'error';
export const BENEFICIARY_TYPES = ['PERSON', 'COMPANY'] as const;
export const FEE_SHARES = ['SENDER', 'BENEFICIARY'] as const;
export const GLOBAL_BATCH_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'PROCESSING',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export const INSTANT_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;

/** Our choice: block types of the payout blacklist. */
export const BLACKLIST_BLOCK_TYPES = ['p2p', 'invoice', 'all'] as const;
/** Our choice: the two-step verification modes of POST /customer/two-step-verification. */
export const TWO_STEP_MODES = ['no', 'push', 'sms', 'otp'] as const;
export const TWO_STEP_TYPE_MODES = ['login', 'transaction'] as const;
/**
 * Our choice (spec 2 §3 names only identified, value, group): the notification settings a user
 * switches, each with its group and its value until the user changes it.
 */
export const NOTIFICATION_SETTINGS = [
  { identified: 'newSignIn', group: 'security', defaultValue: false },
  { identified: 'passwordChanged', group: 'security', defaultValue: true },
  { identified: 'incomingTransfer', group: 'transfers', defaultValue: true },
  { identified: 'outgoingTransfer', group: 'transfers', defaultValue: false },
  { identified: 'invoiceReceived', group: 'invoices', defaultValue: true },
  { identified: 'news', group: 'marketing', defaultValue: false },
] as const;
export type TNotificationSettingId = (typeof NOTIFICATION_SETTINGS)[number]['identified'];
export const ANNOUNCEMENT_CHOICES = ['accept', 'decline'] as const;
export const EXPORT_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export const BATCH_TRANSFER_TYPES = ['p2p', 'wire', 'eft', 'oct', 'crypto', 'global'] as const;

/** SEPA countries (spec 2 §9: "about 46"); ACH is US; faster payments is GB. */
export const SEPA_COUNTRIES = [
  'AD',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'VA',
  'AX',
  'GF',
  'GP',
  'MQ',
  'YT',
  'RE',
  'PM',
  'BL',
  'MF',
] as const;
export const ACH_COUNTRIES = ['US'] as const;
export const FASTER_PAYMENTS_COUNTRIES = ['GB'] as const;
/** p2p and EFT hidden countries; branch and bank code extra parameters are hidden for eft there. */
export const HIDDEN_TRANSFER_COUNTRIES = ['BR', 'JP', 'HK', 'LK'] as const;

export const ZCardStatusId = z.union(
  Object.values(CARD_STATUSES).map((v) => z.literal(v)),
  { error: 'Unknown card status' },
);
export const ZApprovalMode = z.union(
  Object.values(APPROVAL_MODES).map((v) => z.literal(v)),
  { error: 'Unknown approval mode' },
);
export const ZExternalTransferType = z.enum(EXTERNAL_TRANSFER_TYPES, { error: 'Unknown transfer type' });
export const ZInvoiceStatus = z.union(
  Object.values(INVOICE_STATUSES).map((v) => z.literal(v)),
  { error: 'Unknown invoice status' },
);
