import { z } from 'zod';
import { success } from '../../envelope.ts';
import { ZDateTime } from '../../primitives.ts';
import { backofficeGroup } from '../admin/backoffice-group.ts';

/**
 * Review of account recovery requests by the back office (issue 18; ours, the spec does not show
 * it). A request whose recovery mailbox is not the account's own e-mail is never decided by
 * facts anyone can know: it waits here for an operator of the compliance role (or superadmin),
 * who sees what the customer submitted beside what the account holds, and approves (the code
 * then goes to the recovery mailbox) or rejects. Each decision is audited. Identity documents
 * come with the KYC work; until then the operator sees only the submitted facts.
 */
const review = backofficeGroup('recovery', 'issue 18');

export const ZRecoveryReviewRow = z.object({
  taskId: z.string(),
  brand: z.string(),
  createdAt: ZDateTime,
  /** What the requester typed. */
  email: z.string(),
  recoveryEmail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  ip: z.string(),
  /** What the account holds (null: the e-mail names no active account; such a task can only be rejected). */
  account: z
    .object({
      userId: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phone: z.string().nullable(),
      namesMatch: z.boolean(),
    })
    .nullable(),
  /** Other recovery requests for the same account or from the same address in the last 30 days. */
  relatedRequests: z.int(),
});
export type TRecoveryReviewRow = z.infer<typeof ZRecoveryReviewRow>;

/** The requests waiting for review, oldest first (at most 100). */
export const adminRecoveryTaskList = review(
  'GET',
  '/admin/recovery-tasks',
  z.strictObject({}),
  success({ data: z.array(ZRecoveryReviewRow) }),
  { adminRoles: ['compliance'] },
);

export const ZRecoveryDecision = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('approve') }),
    z.strictObject({
      decision: z.literal('reject'),
      reason: z.string().trim().min(1, 'Give a reason').max(200, 'At most 200 characters'),
    }),
  ],
  { error: 'Choose approve or reject' },
);

/** Approve (the code goes to the recovery mailbox) or reject (with the reason the requester sees). */
export const adminRecoveryTaskDecide = review(
  'POST',
  '/admin/recovery-tasks/{taskId}',
  ZRecoveryDecision,
  success({ data: z.object({ taskId: z.string(), status: z.enum(['approved', 'rejected']) }) }),
  { adminRoles: ['compliance'], params: z.strictObject({ taskId: z.string().min(1).max(64) }) },
);
