import { kycInfoUpdate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';
import { lockKyc } from '../status.ts';

/** The due-diligence answers (occupation, sources of funds, purposes, monthly deposit, extra questions). Absent fields stay. */
export const kycInfoUpdateOp = (deps: KycDeps) =>
  operation(kycInfoUpdate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      const k = await lockKyc(tx, customerId);
      await tx.query(
        `UPDATE customer_kyc SET occupation_id = $2, source_of_funds_ids = $3::jsonb, purpose_of_account_ids = $4::jsonb,
                estimated_monthly_deposit_id = $5, answers = $6::jsonb, updated_at = now()
          WHERE customer_id = $1`,
        [
          customerId,
          input.occupationId ?? k.occupation_id,
          JSON.stringify(input.sourceOfFundsIds ?? k.source_of_funds_ids),
          JSON.stringify(input.purposeOfAccountIds ?? k.purpose_of_account_ids),
          input.estimatedMonthlyDepositId ?? k.estimated_monthly_deposit_id,
          JSON.stringify({ ...k.answers, ...(input.answers ?? {}) }),
        ],
      );
    });
    return {};
  });
