import { z } from 'zod';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from './enums/merchant.ts';

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
] as const;

/** A push notification (spec 3 §3): type, status, title, body; the portal reloads and may navigate. */
export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  status: z.enum(NOTIFICATION_STATUSES),
  title: z.string(),
  body: z.string(),
  /** e.g. ticketNumber for support events, contractId for contract events. */
  params: z.record(z.string(), z.string()).optional(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZRealtimeEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('BalanceChanged'), customerId: z.string(), accountIds: z.array(z.number()) }),
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
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;

/** Our choice: what core streams to gateways: the event and the users it is for. */
export const ZRealtimeDelivery = z.object({ userIds: z.array(z.string()), event: ZRealtimeEvent });
export type TRealtimeDelivery = z.infer<typeof ZRealtimeDelivery>;
