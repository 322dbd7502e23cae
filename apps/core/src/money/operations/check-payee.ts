import { checkPayee } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { hasAccessTo } from '../../users/index.ts';
import type { MoneyDeps } from '../module.ts';
import { blacklistedOf, checkedPayee } from '../p2p/payee.ts';

/**
 * Verification of payee before a p2p payment (spec 2 §7 check payee; issue 20): whether the
 * e-mail is one of the brand's customers (`exist` and `exists`, the spec names both), their name
 * masked as banks show it ("Jane D."), whether it is on the payer's payout blacklist
 * (`outBlacklist`), and whether they are an employee (ours: a user with access to the customer
 * the caller acts for, e.g. a business's own staff). One's own e-mail is refused (`payeeIsSelf`).
 */
export const checkPayeeOp = (deps: MoneyDeps) =>
  operation(checkPayee, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const payee = await checkedPayee(deps.db, caller, input.email, 'email');
    const listed = await blacklistedOf(deps.db, caller.customerId, [input.email]);
    const isEmployee = payee ? await hasAccessTo(deps.db, payee.userId, caller.customerId) : false;
    return {
      exist: payee !== undefined,
      exists: payee !== undefined,
      isEmployee,
      outBlacklist: listed.size > 0,
      name: payee?.maskedName ?? null,
    };
  });
