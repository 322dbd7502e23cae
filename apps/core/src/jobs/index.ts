export {
  startJobRunner,
  withTimeout,
  type JobRunner,
  type JobRunnerOptions,
  type JobWriter,
  type JobHandler,
  type JobHandlers,
  type JobContext,
  type RecurringJob,
  type EnqueueOptions,
} from './runner.ts';
export { ledgerJobs, type LedgerJobOptions } from './ledger-jobs.ts';
export { retentionJobs, RETENTION, ISSUED_FILES_KEEP_DAYS, type RetentionOptions } from './retention.ts';
export { JOB_KINDS, JOB_LIMITS, DEFAULT_JOB_POLICIES, type TJobKind, type TJobPolicy } from './kinds.ts';
export type {
  Outbox,
  TOutboxKind,
  MailMessage,
  MailAttachment,
  ExportJob,
  SmsMessage,
  PushMessage,
  JobPayload,
} from './outbox.ts';
