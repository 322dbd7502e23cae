import { CARD_STATUSES, cardApply } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { openAccount } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { once } from '../../platform/idempotency.ts';
import { operation } from '../../platform/operation.ts';
import { residenceOf, shippingAddressOf } from '../data/addresses.ts';
import { insertCard } from '../data/cards.ts';
import { cardFeeQuote, chargeCardFee, feeAccountOf, ownOpenAccount, tellBalances } from '../fees.ts';
import { CARD_VALID_YEARS, offeredIn, productOf, type TCardProduct } from '../issuer/products.ts';
import { newPan, newPin } from '../issuer/vault.ts';
import type { CardsDeps } from '../module.ts';

/** The payment account type a debit card settles on (spec 2 §3: 1001). */
const CURRENT_ACCOUNT_TYPE = 1001;

/**
 * The account a debit product settles on: the customer's own open current account in the card's
 * currency (else chooseOwnAccount / cardSettlementAccount on settlementAccountId). A prepaid
 * product takes none.
 */
async function settlementOf(q: Queryable, customerId: string, product: TCardProduct, accountId?: number) {
  if (product.subType !== 'DEBIT') {
    if (accountId !== undefined) throw fieldError('settlementAccountId', 'cardSettlementAccount');
    return null;
  }
  if (accountId === undefined) throw fieldError('settlementAccountId', 'cardSettlementAccount');
  const account = await ownOpenAccount(q, customerId, accountId, 'settlementAccountId');
  if (account.type !== CURRENT_ACCOUNT_TYPE || account.currency !== product.currency)
    throw fieldError('settlementAccountId', 'cardSettlementAccount');
  return Number(account.accountId);
}

/**
 * Applies for a card (spec 2 §2 "apply"), once per idempotency key, in one transaction: the
 * product must be offered in the customer's country; a physical card ships to the given address
 * of the profile (default the latest); the card's own ledger account opens (its product type,
 * PREPAID or DEBIT; a debit card settles on a current account of the customer's, in its
 * currency), the issuer makes a Luhn-valid PAN in the product's BIN range (kept as a token), an
 * expiry and a first PIN (kept as an offset), and the issuing fee (quote kind cardIssue) is
 * charged from the fee account through the ledger. The card starts Submitted: a virtual one is
 * activated at once by the customer, a physical one once shipped; a debit card starts Active.
 */
export const cardApplyOp = (deps: CardsDeps) =>
  operation(cardApply, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const claim = { scope: customerId, key: ctx.idempotencyKey!, call: 'cardApply', request: input };
    return once(deps.db, claim, async (tx) => {
      const product = productOf(input.type);
      if (!product || !offeredIn(product, await residenceOf(tx, customerId)))
        throw fieldError('type', 'cardProductUnknown');
      const settlementAccountId = await settlementOf(tx, customerId, product, input.settlementAccountId);
      const feeAccount = await feeAccountOf(tx, customerId, input.feeAccountId, product.currency);
      const address = product.isVirtual ? undefined : await shippingAddressOf(tx, customerId, input.addressId);
      if (!product.isVirtual && !address) throw fieldError('addressId', 'cardAddressRequired');
      const opened = await openAccount(tx, {
        customerId,
        currency: product.currency,
        type: product.type,
        subType: product.subType,
      });
      if (!opened.ok) throw fieldError('type', 'validationFailed');
      const accountId = opened.value.accountId;
      const pan = newPan(product.bin);
      const now = new Date();
      await insertCard(tx, {
        accountId,
        customerId,
        productType: product.type,
        isVirtual: product.isVirtual,
        // Ours: a debit card has no portal screen to activate it (card routes are prepaid only), so it starts Active.
        statusId: product.subType === 'DEBIT' ? CARD_STATUSES.active : CARD_STATUSES.submitted,
        panToken: deps.vault.panToken(pan),
        bin: product.bin,
        last4: pan.slice(-4),
        expiryMonth: now.getUTCMonth() + 1,
        expiryYear: now.getUTCFullYear() + CARD_VALID_YEARS,
        pinOffset: deps.vault.pinOffset(pan, newPin()),
        addressId: address?.id ?? null,
        expressShipping: false,
        settlementAccountId,
      });
      const quote = await cardFeeQuote(tx, customerId, 'cardIssue', product.currency);
      const key = `card:${accountId}:g1:cardIssue`;
      await chargeCardFee(tx, {
        customerId,
        from: feeAccount,
        quote,
        key,
        description: `Card issuing fee ${accountId}`,
      });
      await tellBalances(tx, deps.outbox, customerId, [Number(accountId), Number(feeAccount.accountId)]);
      return { accountId: Number(accountId) };
    });
  });
