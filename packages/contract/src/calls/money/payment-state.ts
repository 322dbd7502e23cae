import { z } from 'zod';
import { ZId } from '../../primitives.ts';

/**
 * What every money answer says of its movement (issue 20 point 2; our choice, the spec's
 * answers carry only transactionId): spread into a money call's success shape. Optional, so
 * an answer of an older core still parses (absent = `completed`).
 * - `status`: `completed` (posted), `pending` (held, waiting for an approval), `rejected` (a
 *   replay of a request denied or expired since).
 * - `trxid`: the approval request's id while pending (transferApprove, approvalResend take it).
 * - `approveMode`: what the caller does now (spec 2 §4): 0 nothing, 1 wait for a linked device
 *   (push), 2 the SMS code, 3 the authenticator's code (otp), 4 the mailed approval code; null
 *   when a checker of the company decides (`checker`).
 * - `approvalSentTo`: the masked phone or e-mail the code went to (null for otp and push).
 * - `checker`: the caller initiated (rights 3); a full user approves on transfer/approved.
 */
export const paymentStateFields = {
  status: z.enum(['completed', 'pending', 'rejected']).optional(),
  trxid: ZId.nullable().optional(),
  approveMode: z.int().min(0).max(4).nullable().optional(),
  approvalSentTo: z.string().nullable().optional(),
  checker: z.boolean().optional(),
};

export const ZPaymentState = z.object(paymentStateFields);
export type TPaymentStateAnswer = z.infer<typeof ZPaymentState>;
