import type { TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { TJobKind } from './kinds.ts';

/** One e-mail (the mail job's payload). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * One SMS (the sms job's payload). `id` is made when the job is written, so a provider (or the
 * catcher) can drop a repeat of an at-least-once delivery; `to` is E.164 (+ and digits).
 */
export interface SmsMessage {
  id: string;
  to: string;
  text: string;
  brand: string;
}

/** Payload types of the kinds that have one so far; the others take any object until they land. */
interface KnownPayloads {
  mail: MailMessage;
  sms: SmsMessage;
  realtime: TRealtimeDelivery;
}
export type JobPayload<K extends TJobKind> = K extends keyof KnownPayloads ? KnownPayloads[K] : object;

/**
 * Side effects of a write: jobs written in the write's own transaction (nothing runs for one
 * that rolls back) with one statement per call, run after commit by the job runner on some
 * replica, at least once. The only way a handler sends mail, realtime events, SMS, pushes,
 * webhooks or IPN.
 */
export interface Outbox {
  add<K extends TJobKind>(tx: Queryable, kind: K, payloads: readonly JobPayload<K>[]): Promise<void>;
}
