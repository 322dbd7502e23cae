import { cardApplyInfoGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { residenceOf } from '../data/addresses.ts';
import { cardFeeQuote, wireFee } from '../fees.ts';
import { CARD_PRODUCTS, offeredIn } from '../issuer/products.ts';
import type { CardsDeps } from '../module.ts';

/**
 * The card products a customer may apply for (spec 2 §7 "apply-for-card info"): those offered in
 * `countryCode` (default: the customer's residence), each with its fees from the money
 * platform's quote: issuing and activation, and for a physical card express shipping.
 */
export const cardApplyInfoGetOp = (deps: CardsDeps) =>
  operation(cardApplyInfoGet, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const country = input.countryCode ?? (await residenceOf(deps.db, customerId));
    const products = [];
    for (const p of CARD_PRODUCTS.filter((x) => offeredIn(x, country))) {
      const kinds = p.isVirtual
        ? (['cardIssue', 'cardActivation'] as const)
        : (['cardIssue', 'cardActivation', 'cardExpressShipping'] as const);
      const fees = [];
      for (const kind of kinds) fees.push(wireFee(kind, await cardFeeQuote(deps.db, customerId, kind, p.currency)));
      products.push({
        type: p.type,
        name: p.name,
        isVirtual: p.isVirtual,
        currencyCode: p.currency,
        subType: p.subType,
        fees,
      });
    }
    return { products };
  });
