import { cardSpendControlsSet, parseAmount } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { ownCard } from '../card-rules.ts';
import { productOf } from '../issuer/products.ts';
import type { CardsDeps } from '../module.ts';
import { writeSpendControls } from '../spend-controls.ts';

/**
 * Sets the card's spend controls whole (ours, issue 24 "Beyond the anchors"); the authorization
 * simulator declines from the next authorization on. Limits are in the card's currency (another
 * currency: currencyMismatch on currency); another customer's card: cardNotFound on accountId.
 */
export const cardSpendControlsSetOp = (deps: CardsDeps) =>
  operation(cardSpendControlsSet, async (ctx, input) => {
    await deps.db.transaction(async (tx) => {
      const card = await ownCard(tx, customerOf(ctx.caller).customerId, input.accountId, null, true);
      if (productOf(card.productType)!.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
      const minor = (v: string | null | undefined) => {
        if (v == null) return null;
        const r = parseAmount(v, input.currency, { positive: true });
        return r.ok ? r.minor : null;
      };
      await writeSpendControls(tx, card.accountId, {
        perTransactionMinor: minor(input.perTransaction),
        perDayMinor: minor(input.perDay),
        perMonthMinor: minor(input.perMonth),
        blockedCountries: [...new Set(input.blockedCountries.map((c) => c.toUpperCase()))],
        online: input.online,
        contactless: input.contactless,
        atm: input.atm,
      });
    });
    return {};
  });
