import { cardReissueShippingUpgrade } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { changeCard } from '../card-rules.ts';
import { updateCard } from '../data/cards.ts';
import { cardFeeQuote, chargeCardFee, ownOpenAccount, tellBalances } from '../fees.ts';
import { productOf } from '../issuer/products.ts';
import type { CardsDeps } from '../module.ts';

/**
 * Upgrades a physical card on its way (not shipped yet: CARD_ACTION_RULES.shippingUpgrade) to
 * express shipping, charging the express fee (quote kind cardExpressShipping) from the card's
 * own account. A card already going express is refused (cardAlreadyExpress).
 */
export const cardReissueShippingUpgradeOp = (deps: CardsDeps) =>
  operation(cardReissueShippingUpgrade, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await changeCard(deps.db, customerId, input.accountId, 'shippingUpgrade', async (tx, card) => {
      if (card.expressShipping) throw fieldError('accountId', 'cardAlreadyExpress');
      const from = await ownOpenAccount(tx, customerId, card.accountId, 'accountId');
      const quote = await cardFeeQuote(tx, customerId, 'cardExpressShipping', productOf(card.productType)!.currency);
      const key = `card:${card.accountId}:g${card.generation}:cardExpressShipping`;
      await chargeCardFee(tx, {
        customerId,
        from,
        quote,
        key,
        description: `Card express shipping ${card.accountId}`,
        field: 'accountId',
      });
      await updateCard(tx, card.accountId, { expressShipping: true });
      await tellBalances(tx, deps.outbox, customerId, [card.accountId]);
    });
    return {};
  });
