import { cardSpendControlsGet, formatMinor } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { ownCard } from '../card-rules.ts';
import { productOf } from '../issuer/products.ts';
import type { CardsDeps } from '../module.ts';
import { NO_SPEND_CONTROLS, spendControlsOf } from '../spend-controls.ts';

/**
 * The card's spend controls (ours, issue 24 "Beyond the anchors"): its limits in the card's
 * currency (null: none), the merchant countries it refuses and its channel switches. Another
 * customer's card: cardNotFound on accountId.
 */
export const cardSpendControlsGetOp = (deps: CardsDeps) =>
  operation(cardSpendControlsGet, async (ctx, input) => {
    const card = await ownCard(deps.db, customerOf(ctx.caller).customerId, input.accountId, null);
    const currency = productOf(card.productType)!.currency;
    const c = (await spendControlsOf(deps.db, card.accountId)) ?? NO_SPEND_CONTROLS;
    const amount = (minor: bigint | null) => (minor === null ? null : formatMinor(BigInt(minor), currency));
    return {
      currency,
      controls: {
        perTransaction: amount(c.perTransactionMinor),
        perDay: amount(c.perDayMinor),
        perMonth: amount(c.perMonthMinor),
        blockedCountries: c.blockedCountries,
        online: c.online,
        contactless: c.contactless,
        atm: c.atm,
      },
    };
  });
