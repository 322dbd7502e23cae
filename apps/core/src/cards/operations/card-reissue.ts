import { CARD_STATUSES, cardReissue } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { changeCard } from '../card-rules.ts';
import { updateCard } from '../data/cards.ts';
import { cardFeeQuote, chargeCardFee, ownOpenAccount, tellBalances } from '../fees.ts';
import { CARD_VALID_YEARS, productOf } from '../issuer/products.ts';
import { newPan } from '../issuer/vault.ts';
import type { CardsDeps } from '../module.ts';

/**
 * Reissues a card (spec 2 §7 "reissue (accountId, isExpressShipping)"; statuses: our rule in
 * CARD_ACTION_RULES.reissue) on the same card account, so its balance stays: a new PAN in the
 * product's range and a new expiry, the PIN kept (its offset is re-derived for the new PAN), the
 * old status kept as `reissuedStatusId`, the card Submitted again (to activate once it arrives,
 * or at once when virtual). The reissue fee (quote kind cardReissue) and, asked for a physical
 * card, express shipping (cardExpressShipping) are charged from the card's own account.
 */
export const cardReissueOp = (deps: CardsDeps) =>
  operation(cardReissue, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await changeCard(deps.db, customerId, input.accountId, 'reissue', async (tx, card) => {
      const product = productOf(card.productType)!;
      const express = input.isExpressShipping && !card.isVirtual;
      if (input.isExpressShipping && card.isVirtual) throw fieldError('isExpressShipping', 'validationFailed');
      const from = await ownOpenAccount(tx, customerId, card.accountId, 'accountId');
      for (const kind of express ? (['cardReissue', 'cardExpressShipping'] as const) : (['cardReissue'] as const)) {
        const quote = await cardFeeQuote(tx, customerId, kind, product.currency);
        const key = `card:${card.accountId}:g${card.generation + 1}:${kind}`;
        await chargeCardFee(tx, {
          customerId,
          from,
          quote,
          key,
          description: `Card reissue ${card.accountId}`,
          field: 'accountId',
        });
      }
      const oldPan = deps.vault.panOf(card.panToken);
      const pan = newPan(product.bin);
      const pin = card.pinOffset ? deps.vault.pinOf(oldPan, card.pinOffset) : null;
      const now = new Date();
      await updateCard(tx, card.accountId, {
        statusId: CARD_STATUSES.submitted,
        expressShipping: express,
        ...(pin ? { pinOffset: deps.vault.pinOffset(pan, pin) } : {}),
        reissue: {
          panToken: deps.vault.panToken(pan),
          bin: product.bin,
          last4: pan.slice(-4),
          expiryMonth: now.getUTCMonth() + 1,
          expiryYear: now.getUTCFullYear() + CARD_VALID_YEARS,
          reissuedStatusId: card.statusId,
        },
      });
      await tellBalances(tx, deps.outbox, customerId, [card.accountId]);
    });
    return { accountId: input.accountId };
  });
