import { paymentInstructionsList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import {
  fundableAccounts,
  HOUSE_BANK_DETAILS,
  instructionIdOf,
  referenceOf,
  viewedInstructions,
} from '../payment-instructions.ts';

/**
 * How to fund an account from outside (spec 2 §7 "payment instructions list"): for each of the
 * customer's open payment accounts (or `accountId`) in a currency the house banks in, the house's
 * bank details, the brand as beneficiary, the house account number and the reference that routes
 * the money to the account, and whether the customer has seen them.
 */
export const paymentInstructionsListOp = (deps: MoneyDeps) =>
  operation(paymentInstructionsList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const accounts = await fundableAccounts(deps.db, caller.customerId, input.accountId);
    const viewed = await viewedInstructions(deps.db, caller.customerId);
    const instructions = accounts.map((a) => {
      const house = HOUSE_BANK_DETAILS[a.currency]!;
      const instructionId = instructionIdOf(a.currency);
      return {
        instructionId,
        accountId: Number(a.accountId),
        currencyCode: a.currency,
        viewed: viewed.has(`${a.accountId}:${instructionId}`),
        bankDetails: house.bankDetails,
        beneficiaryName: deps.brandName(caller.brand),
        accountNumber: house.accountNumber,
        reference: referenceOf(a.accountId),
      };
    });
    return { instructions };
  });
