import { CARD_STATUSES, cardActivate } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { activationParams } from '../activation.ts';
import { changeCard } from '../card-rules.ts';
import { updateCard } from '../data/cards.ts';
import { cardFeeQuote, chargeCardFee, feeAccountOf, tellBalances } from '../fees.ts';
import { productOf } from '../issuer/products.ts';
import type { CardsDeps } from '../module.ts';

/**
 * Activates a card the rules let activate (a virtual one once submitted, a physical one once
 * shipped), in one transaction: the extra parameters checked (a physical card's last four
 * digits), the activation fee (quote kind cardActivation) charged from `feeAccountId` through
 * the ledger, the card Active. `pinCode` is always null (ours): the PIN is read only behind a
 * one-time code (cardPinShow), never in another answer. A second call finds the card active:
 * refused by the rules, nothing charged twice.
 */
export const cardActivateOp = (deps: CardsDeps) =>
  operation(cardActivate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await changeCard(deps.db, customerId, input.accountId, 'activate', async (tx, card) => {
      for (const p of activationParams(card))
        if (p.required && !input.extraParams?.[p.name])
          throw fieldError(`extraParams.${p.name}`, 'cardExtraParamRequired');
      if (!card.isVirtual && input.extraParams?.['cardLast4'] !== card.last4)
        throw fieldError('extraParams.cardLast4', 'validationFailed');
      const currency = productOf(card.productType)!.currency;
      const quote = await cardFeeQuote(tx, customerId, 'cardActivation', currency);
      if (quote.feeMinor > 0n) {
        if (input.feeAccountId === undefined) throw fieldError('feeAccountId', 'chooseOwnAccount');
        const from = await feeAccountOf(tx, customerId, input.feeAccountId, currency);
        const key = `card:${card.accountId}:g${card.generation}:cardActivation`;
        await chargeCardFee(tx, { customerId, from, quote, key, description: `Card activation fee ${card.accountId}` });
        await tellBalances(tx, deps.outbox, customerId, [Number(from.accountId)]);
      }
      await updateCard(tx, card.accountId, {
        statusId: CARD_STATUSES.active,
        ...(input.extraParams ? { extraParams: input.extraParams } : {}),
      });
    });
    return { pinCode: null };
  });
