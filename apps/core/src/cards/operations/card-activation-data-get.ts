import { cardActivationDataGet, type TCurrencyCode } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { activationParams } from '../activation.ts';
import { ownCard } from '../card-rules.ts';
import { cardFeeQuote, wireFee } from '../fees.ts';
import { productOf } from '../issuer/products.ts';
import type { CardsDeps } from '../module.ts';

/**
 * What activating a card takes (spec 2 §7 "activation data"): its fee from the quote (kind
 * cardActivation, in the card's currency), the extra parameters to give, the fee currency. Only
 * for a card the rules let activate (CARD_ACTION_RULES.activate).
 */
export const cardActivationDataGetOp = (deps: CardsDeps) =>
  operation(cardActivationDataGet, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const card = await ownCard(deps.db, customerId, input.accountId, 'activate');
    const currency = productOf(card.productType)!.currency as TCurrencyCode;
    const quote = await cardFeeQuote(deps.db, customerId, 'cardActivation', currency);
    return { fees: [wireFee('cardActivation', quote)], extraParams: activationParams(card), feeCurrency: currency };
  });
