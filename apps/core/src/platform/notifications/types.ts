import type { TNotificationSettingId } from '@openportal/contract';
import type { TMessageKey } from '@openportal/messages';
import type { TCodePurpose } from '../codes/index.ts';

/** Where a notice can go: the account's e-mail, its confirmed phones, its approved linked devices, its open tabs. */
export const CHANNELS = ['email', 'sms', 'push', 'realtime'] as const;
export type TChannel = (typeof CHANNELS)[number];

/**
 * Changes to how an account is secured. Each is told to every address the account has (issue
 * 18: a session alone must never change a factor unseen), whatever the user's settings say.
 */
export const SECURITY_CHANGES = [
  'secondFactorChanged',
  'deviceLinked',
  'deviceRemoved',
  'passwordChanged',
  'phoneChanged',
  'emailChanged',
  'usernameChanged',
  'accountRecovered',
  'recoveryRequested',
] as const;
export type TSecurityChange = (typeof SECURITY_CHANGES)[number];

/** A money notice's facts, already formatted for the reader (amounts with their currency, names as shown). */
type TMoneyFacts<K extends string> = Readonly<Record<K, string>> & {
  /** Ids the portal's toast may route with (transactionId, invoiceId, approvalId). */
  params?: Readonly<Record<string, string>>;
};

/** What each notice type needs to be written. */
export interface TNoticeData {
  /** A one-time code, sent only to the address given in the audience. */
  oneTimeCode: { code: string; purpose: TCodePurpose; ttlS: number };
  /** A payment's code: names the amount and payee it approves (PSD2 dynamic linking). */
  paymentCode: { code: string; amount: string; payee: string; ttlS: number };
  securityChange: { change: TSecurityChange };
  newSignIn: { ip: string };
  passwordChanged: Record<string, never>;
  moneyReceived: TMoneyFacts<'amount' | 'from'>;
  invoiceIssued: TMoneyFacts<'amount' | 'from'>;
  invoicePaid: TMoneyFacts<'amount' | 'payer'>;
  invoiceRejected: TMoneyFacts<'amount' | 'payer'>;
  paymentAwaitsApproval: TMoneyFacts<'amount' | 'initiator' | 'payee'>;
  /** KYC (issue 21): a document's review, expiry, or a request for another one; `document` is its type's name. */
  documentConfirmed: TMoneyFacts<'document'>;
  documentRejected: TMoneyFacts<'document' | 'reason'>;
  documentRequested: TMoneyFacts<'document' | 'reason'>;
  documentExpSoon: TMoneyFacts<'document' | 'date'>;
  documentExpired: TMoneyFacts<'document'>;
  identityVerified: Record<string, never>;
  /** Spec 3 notification type usernameChanged (the portal's click opens profile); the mail is the security notice. */
  usernameChanged: { username: string };
  /** Support (spec 3 §3 zohoNewMessage, zohoClosedNoReply): the portal's click opens messages?ticketNumber=. */
  zohoNewMessage: { ticketNumber: string; params: { ticketNumber: string } };
  zohoClosedNoReply: { ticketNumber: string; params: { ticketNumber: string } };
  /** Issue 23: an operator's decision on a merchant-account application (id, and the reason of a rejection). */
  applicationVerified: { id: string; params?: Readonly<Record<string, string>> };
  applicationRejected: { id: string; reason: string; params?: Readonly<Record<string, string>> };
  /** Issue 26: a company's user whose access rights a main user or an operator changed. */
  accessRightsChanged: { company: string };
  /** Issue 26: the operator's KYB decision on a company, told to its users (a rejection with its reason). */
  kybApproved: { company: string };
  kybRejected: { company: string; reason: string };
  /** Issue 26: a resolution a signer must sign, with the link of their e-sign page (sent only to their address). */
  resolutionToSign: { company: string; id: string; url: string };
}
export type TNoticeType = keyof TNoticeData;

/** How a type is sent: on which channels, under which setting (null: always, opt-outs ignored). */
export interface TNoticeRule {
  channels: readonly TChannel[];
  setting: TNotificationSettingId | null;
  /** The catalogue keys of its title (mail subject) and body; absent for texts built by hand (codes, security changes). */
  texts?: { title: TMessageKey; body: TMessageKey };
}

function KYC(key: string): TNoticeRule {
  return {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: `${key}.title` as TMessageKey, body: `${key}.body` as TMessageKey },
  };
}

/**
 * Every notice type core sends. Security notices ignore opt-outs and go to every known
 * address; the money notices follow the user's switch of their group (spec 2 notification
 * settings: incomingTransfer, invoiceReceived) and reach open tabs and linked devices too. A new
 * type is one line here, its texts in the message catalogues (@openportal/messages), and
 * its data above.
 */
export const NOTICE_RULES: Record<TNoticeType, TNoticeRule> = {
  oneTimeCode: { channels: ['email', 'sms', 'push'], setting: null },
  paymentCode: { channels: ['email', 'sms', 'push'], setting: null },
  securityChange: { channels: ['email', 'sms'], setting: null },
  newSignIn: {
    channels: ['email'],
    setting: 'newSignIn',
    texts: { title: 'newSignIn.subject', body: 'newSignIn.body' },
  },
  passwordChanged: {
    channels: ['email'],
    setting: 'passwordChanged',
    texts: { title: 'passwordChanged.subject', body: 'passwordChanged.body' },
  },
  moneyReceived: {
    channels: ['email', 'push', 'realtime'],
    setting: 'incomingTransfer',
    texts: { title: 'moneyReceived.title', body: 'moneyReceived.body' },
  },
  invoiceIssued: {
    channels: ['email', 'push', 'realtime'],
    setting: 'invoiceReceived',
    texts: { title: 'invoiceIssued.title', body: 'invoiceIssued.body' },
  },
  invoicePaid: {
    channels: ['email', 'push', 'realtime'],
    setting: 'incomingTransfer',
    texts: { title: 'invoicePaid.title', body: 'invoicePaid.body' },
  },
  invoiceRejected: {
    channels: ['email', 'push', 'realtime'],
    setting: 'invoiceReceived',
    texts: { title: 'invoiceRejected.title', body: 'invoiceRejected.body' },
  },
  // A checker must hear of a payment waiting on them: no switch turns it off.
  paymentAwaitsApproval: {
    channels: ['email', 'push', 'realtime'],
    setting: null,
    texts: { title: 'paymentAwaitsApproval.title', body: 'paymentAwaitsApproval.body' },
  },
  // Verification notices always reach the customer: mail in their language and the open tabs.
  documentConfirmed: KYC('documentConfirmed'),
  documentRejected: KYC('documentRejected'),
  documentRequested: KYC('documentRequested'),
  documentExpSoon: KYC('documentExpSoon'),
  documentExpired: KYC('documentExpired'),
  identityVerified: KYC('identityVerified'),
  usernameChanged: {
    channels: ['realtime'],
    setting: null,
    texts: { title: 'usernameChanged.title', body: 'usernameChanged.body' },
  },
  // Support answers always reach the customer (our choice: no setting of spec 2 covers support).
  zohoNewMessage: {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: 'zohoNewMessage.title', body: 'zohoNewMessage.body' },
  },
  zohoClosedNoReply: {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: 'zohoClosedNoReply.title', body: 'zohoClosedNoReply.body' },
  },
  // The applicant must hear of the decision on their application (issue 23): no switch turns it off.
  applicationVerified: {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: 'applicationVerified.title', body: 'applicationVerified.body' },
  },
  applicationRejected: {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: 'applicationRejected.title', body: 'applicationRejected.body' },
  },
  // Issue 26: what a company's user may do changed, or the company's review was decided: always told.
  accessRightsChanged: {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: 'accessRightsChanged.title', body: 'accessRightsChanged.body' },
  },
  kybApproved: {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: 'kybApproved.title', body: 'kybApproved.body' },
  },
  kybRejected: {
    channels: ['email', 'realtime'],
    setting: null,
    texts: { title: 'kybRejected.title', body: 'kybRejected.body' },
  },
  resolutionToSign: {
    channels: ['email'],
    setting: null,
    texts: { title: 'resolutionToSign.title', body: 'resolutionToSign.body' },
  },
};
