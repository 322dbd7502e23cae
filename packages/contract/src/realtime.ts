import { z } from 'zod';
import { ZSignedAmountString } from './amount.ts';
import {
  KYC_NOTIFICATION_TYPES,
  APPLICATION_NOTIFICATION_TYPES,
  BUSINESS_NOTIFICATION_TYPES,
  MONEY_NOTIFICATION_TYPES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
} from './enums/merchant.ts';

/** Realtime events sent to every open tab of a user (spec 1 §4, spec 3 §4; money and notification payloads our choice). */
export const REALTIME_EVENT_TYPES = [
  'BalanceChanged',
  'TransactionCreated',
  'TwoStepVerificationModeSet',
  'TwoStepVerificationConfirmed',
  'PasswordChange',
  'TransactionStatus',
  'Notification',
  'SessionRevoked',
  'PushDecided',
  'DeviceStateChanged',
] as const;

/**
 * Our choice: how long a push sign-in waits for a device (spec 1 §4 gives none); core's code
 * expiry and the gateway's limit on a socket waiting for it (pushWait) both use it.
 */
export const PUSH_WAIT_TTL_S = 300;

/** Our choice: what the reasons of a DeviceStateChanged event are. */
export const DEVICE_STATE_REASONS = [
  'signInWaiting',
  'signInDecided',
  'deviceLinked',
  'deviceApproved',
  'deviceRemoved',
  'pushReceived',
] as const;

/** A push notification (spec 3 §3; money types ours): type, status, title, body; the portal reloads and may navigate. */
export const ZNotification = z.object({
  id: z.string(),
  type: z.enum([
    ...NOTIFICATION_TYPES,
    ...MONEY_NOTIFICATION_TYPES,
    ...KYC_NOTIFICATION_TYPES,
    ...APPLICATION_NOTIFICATION_TYPES,
    ...BUSINESS_NOTIFICATION_TYPES,
  ]),
  status: z.enum(NOTIFICATION_STATUSES),
  title: z.string(),
  body: z.string(),
  /** e.g. ticketNumber for support events, contractId for contract events. */
  params: z.record(z.string(), z.string()).optional(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/**
 * Our choice (issue 25): one account's balance as balanceInquiry shows it, read in the commit
 * that changed it. `version` grows with every change of the account that is announced (a
 * sequence read under the balance row's lock): a tab keeps the highest it has seen, so an
 * event that arrives late never turns a balance back.
 */
export const ZBalanceUpdate = z.object({
  accountId: z.number(),
  balance: ZSignedAmountString,
  pendingAmount: ZSignedAmountString,
  version: z.number().int().nonnegative(),
});
export type TBalanceUpdate = z.infer<typeof ZBalanceUpdate>;

export const ZRealtimeEvent = z.discriminatedUnion('type', [
  /**
   * `balances` (ours, issue 25): the new balances of `accountIds`, so a tab patches its cached
   * balanceInquiry instead of asking again; absent (a core before it), the tab asks again.
   */
  z.object({
    type: z.literal('BalanceChanged'),
    customerId: z.string(),
    accountIds: z.array(z.number()),
    balances: z.array(ZBalanceUpdate).optional(),
  }),
  z.object({ type: z.literal('TransactionCreated'), customerId: z.string(), transactionId: z.string() }),
  z.object({ type: z.literal('TwoStepVerificationModeSet') }),
  z.object({ type: z.literal('TwoStepVerificationConfirmed') }),
  z.object({ type: z.literal('PasswordChange'), result: z.enum(['success', 'cancelled']) }),
  /** Resolves a pending payment confirmation as success or rejected (spec 3 §4). */
  z.object({
    type: z.literal('TransactionStatus'),
    transactionId: z.string(),
    result: z.enum(['success', 'rejected']),
    message: z.string().optional(),
  }),
  z.object({ type: z.literal('Notification'), notification: ZNotification }),
  /** Our choice: the session (refresh family) ended by logout or token reuse; its sockets are closed. */
  z.object({ type: z.literal('SessionRevoked'), sessionId: z.string() }),
  /**
   * Our choice: a push sign-in was approved or denied. Sent to the pre-sign-in sockets waiting on
   * `waitId` (sha256 hex of the sign-in's tmpJwt), never to a user's tabs; the browser then asks
   * /auth/token once.
   */
  z.object({ type: z.literal('PushDecided'), waitId: z.string(), result: z.enum(['approved', 'denied']) }),
  /**
   * Our choice: something the user's linked device shows changed (a push sign-in waiting or
   * decided, a device linked, approved or removed, a notification pushed); the device page
   * reloads its state.
   */
  z.object({ type: z.literal('DeviceStateChanged'), reason: z.enum(DEVICE_STATE_REASONS) }),
  /**
   * Our choice (issue 26): the user's access rights on a company changed; they hold from the
   * user's next call, and the portal reloads the user's access info (what the screens offer).
   */
  z.object({ type: z.literal('AccessRightsChanged'), customerId: z.string() }),
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;

/**
 * Our choice: what core streams to gateways: the event and the users it is for, and the wait
 * ids it is for (sockets not signed in that wait on a key: sha256 hex of a push sign-in's
 * tmpJwt, or of a device page's secret before it is linked; never the secret itself).
 */
export const ZRealtimeDelivery = z.object({
  userIds: z.array(z.string()),
  waitIds: z.array(z.string()).optional(),
  event: ZRealtimeEvent,
});
export type TRealtimeDelivery = z.infer<typeof ZRealtimeDelivery>;

/** Our choice: a wait key: sha256 hex (64 lower-case hex digits). */
export const WAIT_ID_PATTERN = /^[0-9a-f]{64}$/;

/**
 * What a tab sends on /ws (ours; spec 1 §4 fixes only that the socket authenticates): `auth`
 * with its access token (again after each refresh), `ping`, or, before sign-in, `pushWait` with
 * the push sign-in's tmpJwt (the socket then gets that sign-in's PushDecided and is closed).
 */
export const ZClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), accessToken: z.string().min(1).max(8192) }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('pushWait'), tmpJwt: z.string().regex(/^[A-Za-z0-9_-]{16,512}$/) }),
]);
export type TClientMessage = z.infer<typeof ZClientMessage>;

/** What the gateway answers on /ws besides events (ours). */
export const ZSocketReply = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticated'), exp: z.number() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('pushWaiting') }),
]);
export type TSocketReply = z.infer<typeof ZSocketReply>;
