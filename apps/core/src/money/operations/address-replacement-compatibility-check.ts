import { addressReplacementCompatibilityCheck, CARD_STATUSES } from '@openportal/contract';
import { cardsOf } from '../../cards/data/cards.ts';
import { offeredIn, productOf } from '../../cards/issuer/products.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

const { submitted, printing, printed, shipped, canceled, fraud, expired } = CARD_STATUSES;
const ON_THE_WAY: readonly number[] = [submitted, printing, printed, shipped];
const ENDED: readonly number[] = [canceled, fraud, expired];

/**
 * What replacing an address with one in `countryCode` does to the customer's cards (spec 2 §7):
 * the cards whose product is not offered in that country (to cancel), and the physical cards on
 * their way to the old address. The old address must be the customer's (else notFound on
 * oldAddressId).
 */
export const addressReplacementCompatibilityCheckOp = (deps: MoneyDeps) =>
  operation(addressReplacementCompatibilityCheck, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const own = await deps.db.query('SELECT 1 FROM customer_addresses WHERE id = $1 AND customer_id = $2', [
      input.oldAddressId,
      customerId,
    ]);
    if (own.rows.length === 0) throw fieldError('oldAddressId', 'notFound');
    const cards = (await cardsOf(deps.db, customerId)).filter((c) => !ENDED.includes(c.statusId));
    return {
      cardsToCancel: cards
        .filter((c) => !offeredIn(productOf(c.productType)!, input.countryCode))
        .map((c) => c.accountId),
      cardsShippedToOldAddress: cards
        .filter((c) => !c.isVirtual && c.addressId === input.oldAddressId && ON_THE_WAY.includes(c.statusId))
        .map((c) => c.accountId),
    };
  });
