import { paymentInstructionSetViewed } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { fundableAccounts, instructionIdOf } from '../payment-instructions.ts';

/**
 * Marks an account's payment instructions seen (spec 2 §7 "set-viewed (instructionId,
 * accountId)"); again is no change. An instruction the account does not have is refused
 * (paymentInstructionNotFound on instructionId), another customer's account too (chooseOwnAccount).
 */
export const paymentInstructionSetViewedOp = (deps: MoneyDeps) =>
  operation(paymentInstructionSetViewed, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const [account] = await fundableAccounts(deps.db, customerId, input.accountId);
    if (!account || instructionIdOf(account.currency) !== input.instructionId)
      throw fieldError('instructionId', 'paymentInstructionNotFound');
    await deps.db.query(
      `INSERT INTO payment_instruction_views (customer_id, account_id, instruction_id) VALUES ($1, $2::int8, $3)
       ON CONFLICT DO NOTHING`,
      [customerId, input.accountId, input.instructionId],
    );
    return {};
  });
