import type { TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { TJobKind } from './kinds.ts';

/**
 * A file of the file store sent with a mail: the mail job reads it when it runs (streamed, so a
 * big export never sits in a job's payload), `content` is filled in then.
 */
export interface MailAttachment {
  fileId: string;
  filename: string;
  contentType: string;
  content?: NodeJS.ReadableStream;
}

/** One e-mail (the mail job's payload). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** A history export or monthly statement to make (the export job's payload; history_exports). */
export interface ExportJob {
  exportId: string;
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

/**
 * One push (the push job's payload): to every approved linked device of the users, found when
 * the job runs (a device approved or removed meanwhile counts as it is then).
 */
export interface PushMessage {
  userIds: string[];
  title: string;
  body: string;
  /** Ids the device may route with (transactionId, invoiceId, …). */
  data?: Record<string, string>;
}

/** What the outbox takes: the durable job kinds, and realtime events (published after commit, no job). */
export type TOutboxKind = TJobKind | 'realtime';

/** The payload of each kind. */
interface KnownPayloads {
  mail: MailMessage;
  sms: SmsMessage;
  push: PushMessage;
  realtime: TRealtimeDelivery;
  export: ExportJob;
}
export type JobPayload<K extends TOutboxKind> = KnownPayloads[K];

/**
 * Side effects of a write, nothing for one that rolls back. Mail, SMS, pushes and exports are
 * jobs written in the write's own transaction with one statement per call, run after commit by
 * the job runner on some replica, at least once. Realtime events are published once the
 * transaction commits, at most once, to every replica's streams (realtime/publisher.ts). The
 * only way a handler sends any of them.
 */
export interface Outbox {
  add<K extends TOutboxKind>(tx: Queryable, kind: K, payloads: readonly JobPayload<K>[]): Promise<void>;
}
