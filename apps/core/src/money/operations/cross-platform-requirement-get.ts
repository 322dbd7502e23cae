import { CARD_STATUSES, crossPlatformRequirementGet } from '@openportal/contract';
import { cardOf } from '../../cards/data/cards.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { ownOpenAccountOf } from '../own-accounts.ts';

/**
 * What an account still needs before it can be used on another platform (a wallet app, the
 * mobile shell) (spec 2 §7 names the call only; ours): `verifyIdentity` while the customer is
 * not verified (KYC level 0), `activateCard` for a card that is not active. `required`: any.
 */
export const crossPlatformRequirementGetOp = (deps: MoneyDeps) =>
  operation(crossPlatformRequirementGet, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await ownOpenAccountOf(deps.db, customerId, input.accountId, 'accountId');
    const requirements: string[] = [];
    const level = await deps.db.query<{ kyc_level: number }>('SELECT kyc_level FROM customers WHERE id = $1', [
      customerId,
    ]);
    if ((level.rows[0]?.kyc_level ?? 0) === 0) requirements.push('verifyIdentity');
    const card = await cardOf(deps.db, customerId, input.accountId);
    if (card && card.statusId !== CARD_STATUSES.active) requirements.push('activateCard');
    return { required: requirements.length > 0, requirements };
  });
