import { preapprovedPaymentCancel } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * The payer cancels a preapproved payment: only the customer whose money it moves, only while
 * it is active. The row lock waits for a run in progress; once cancelled the schedules-run job
 * never claims it again. Another customer's schedule answers as an unknown one.
 */
export const preapprovedPaymentCancelOp = (deps: MoneyDeps) =>
  operation(preapprovedPaymentCancel, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const done = await deps.db.query(
      `UPDATE schedules SET status = 'cancelled', updated_at = now()
        WHERE id = $1 AND customer_id = $2 AND status = 'active' RETURNING id`,
      [input.id, customerId],
    );
    if (done.rows.length === 0) throw fieldError('id', 'notFound');
    return {};
  });
