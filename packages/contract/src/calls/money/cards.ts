import { z } from 'zod';
import { ZAmountString, ZCurrencyCode, checkAmount } from '../../amount.ts';
import { success } from '../../envelope.ts';
import { type TCardAction, ZCardStatusId } from '../../enums/money.ts';
import { ZBinNumber, ZCountryCode, ZOk, ZOtp, ZPin } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { methodGroup } from '../define.ts';
import { paymentStateFields } from './payment-state.ts';

/** Cards (spec 2 §4 Card statuses and action rules, §7 Accounts and cards). Method names ours. */
const call = methodGroup('cards', 'spec2 §7 Accounts and cards: card');
const ZCardAccount = z.strictObject({ accountId: ZAccountId });
const ZExtraParams = z.record(z.string().max(64), z.string().max(256));

export const ZCardFee = z.object({ type: z.string(), fee: z.string(), feeCurrency: ZCurrencyCode });
export const cardPause = call('cardPause', ZCardAccount, ZOk, { rights: 'write' });
export const cardUnpause = call('cardUnpause', ZCardAccount, ZOk, { rights: 'write' });
/* cardAliasNameSet lives in card-alias.ts (home uses it: its own module keeps the other card calls out of home's chunk). */
export { cardAliasNameSet } from './card-alias.ts';
export const cardReissue = call(
  'cardReissue',
  z.strictObject({ accountId: ZAccountId, isExpressShipping: z.boolean() }),
  success({ accountId: ZAccountId }),
  { rights: 'moveMoney' },
);
export const cardReissueShippingUpgrade = call('cardReissueShippingUpgrade', ZCardAccount, ZOk, {
  rights: 'moveMoney',
});
export const cardActivationDataGet = call(
  'cardActivationDataGet',
  ZCardAccount,
  success({
    fees: z.array(ZCardFee),
    extraParams: z.array(z.object({ name: z.string(), required: z.boolean() })),
    feeCurrency: ZCurrencyCode,
  }),
  { rights: 'read' },
);
export const cardActivate = call(
  'cardActivate',
  z.strictObject({ accountId: ZAccountId, extraParams: ZExtraParams.optional(), feeAccountId: ZAccountId.optional() }),
  success({ pinCode: z.string().nullable() }),
  { rights: 'moveMoney' },
);
export const cardBinInfo = call(
  'cardBinInfo',
  z.strictObject({ binNumber: ZBinNumber }),
  success({ brand: z.string(), country: z.string().nullable(), blocked: z.boolean() }),
  { rights: 'read' },
);
export const cardPinChange = call(
  'cardPinChange',
  z
    .strictObject({ accountId: ZAccountId, pin: ZPin, pinRepeat: ZPin, otp: ZOtp.optional() })
    .refine((v) => v.pin === v.pinRepeat, { path: ['pinRepeat'], message: 'PINs do not match' }),
  ZOk,
  { rights: 'write' },
);
export const cardPinShow = call(
  'cardPinShow',
  z.strictObject({ accountId: ZAccountId, otp: ZOtp.optional() }),
  success({ pin: z.string() }),
  { rights: 'moveMoney' },
);
export const cardPinGet = call(
  'cardPinGet',
  z.strictObject({ accountId: ZAccountId, otp: ZOtp.optional() }),
  success({ pin: z.string() }),
  { rights: 'moveMoney' },
);
export const cardBlock = call(
  'cardBlock',
  z.strictObject({ accountId: ZAccountId, reason: z.enum(['lost', 'stolen', 'damaged', 'other']).optional() }),
  ZOk,
  { rights: 'write' },
);
export const cardApplyInfoGet = call(
  'cardApplyInfoGet',
  z.strictObject({ countryCode: ZCountryCode.optional() }),
  success({
    products: z.array(
      z.object({
        type: z.int(),
        name: z.string(),
        isVirtual: z.boolean(),
        currencyCode: ZCurrencyCode,
        /** Ours: PREPAID (money of its own) or DEBIT (settles on a current account: cardApply settlementAccountId). */
        subType: z.enum(['PREPAID', 'DEBIT']),
        fees: z.array(ZCardFee),
      }),
    ),
  }),
  { rights: 'read' },
);
/** Apply for a card (spec 2 §2 "apply"; call not listed: ours). */
export const cardApply = call(
  'cardApply',
  z.strictObject({
    type: z.int().min(2006, 'Unknown card product').max(2135, 'Unknown card product'),
    addressId: z.int().positive().optional(),
    feeAccountId: ZAccountId,
    /** Ours: the current account (type 1001, same customer and currency) a DEBIT product settles on; required for one, refused for a prepaid one. */
    settlementAccountId: ZAccountId.optional(),
  }),
  success({ accountId: ZAccountId }),
  {
    section: 'spec2 §2 cards: apply (call not listed)',
    headers: ['Customer-Id', 'Accept-Language', 'Client-Version', 'Idempotency-Key'],
    rights: 'moveMoney',
  },
);
/**
 * Load a prepaid card from an account (spec 2 §2 popup "load", §4 "load card: only when active").
 * A movement of the money platform: its answer says what every money answer says of its
 * movement (paymentStateFields: completed, or pending with the approval to give, `trxid` for
 * transferApprove), as a load may wait for the user's approval like any payment.
 */
export const cardLoad = call(
  'cardLoad',
  z
    .strictObject({ accountId: ZAccountId, fromAccountId: ZAccountId, amount: ZAmountString, currency: ZCurrencyCode })
    .superRefine(checkAmount('amount', 'currency')),
  success({ transactionId: z.string(), ...paymentStateFields }),
  {
    section: 'spec2 §2 popups: card load (call not listed)',
    headers: ['Customer-Id', 'Accept-Language', 'Client-Version', 'Idempotency-Key'],
    rights: 'moveMoney',
  },
);
export const cardVirtualDetailsGet = call(
  'cardVirtualDetailsGet',
  z.strictObject({ accountId: ZAccountId, otp: ZOtp.optional() }),
  success({
    cardNumber: z.string(),
    cvv: z.string(),
    expiryMonth: z.int(),
    expiryYear: z.int(),
    statusId: ZCardStatusId,
  }),
  {
    section: 'spec2 §4 virtual card details (call not listed)',
    rights: 'moveMoney',
  },
);

/** A limit of the card's spend controls: an amount in the card's currency, or null (none; absent in a request: none). */
const ZLimit = ZAmountString.nullish();
/**
 * A card's spend controls (issue 24 "Beyond the anchors", ours, like Revolut and Stripe Issuing):
 * limits per payment, per UTC day and month in the card's currency, merchant countries refused,
 * and the online, contactless and ATM switches (chip is always on). The authorization simulator
 * declines what they refuse.
 */
export const ZSpendControls = z.strictObject({
  perTransaction: ZLimit,
  perDay: ZLimit,
  perMonth: ZLimit,
  blockedCountries: z.array(ZCountryCode).max(50),
  online: z.boolean(),
  contactless: z.boolean(),
  atm: z.boolean(),
});
const LIMITS = ['perTransaction', 'perDay', 'perMonth'] as const;
export const cardSpendControlsGet = call(
  'cardSpendControlsGet',
  ZCardAccount,
  success({ currency: ZCurrencyCode, controls: ZSpendControls }),
  {
    rights: 'read',
    ourChoice: true,
    section: 'spec2 §2 Cards: card detail, spend controls (ours, issue 24 Beyond the anchors)',
  },
);
export const cardSpendControlsSet = call(
  'cardSpendControlsSet',
  z.strictObject({ accountId: ZAccountId, currency: ZCurrencyCode, ...ZSpendControls.shape }).superRefine((v, ctx) => {
    for (const f of LIMITS) if (v[f] != null) checkAmount(f, 'currency')(v, ctx);
  }),
  ZOk,
  {
    rights: 'write',
    ourChoice: true,
    section: 'spec2 §2 Cards: card detail, spend controls (ours, issue 24 Beyond the anchors)',
  },
);

/**
 * The card action (CARD_ACTION_RULES, spec 2 §4) each card call performs: core refuses the call
 * outside the action's statuses, the portal shows the control only where the action is allowed.
 */
export const CARD_CALL_ACTIONS = {
  cardPause: 'pause',
  cardUnpause: 'unpause',
  cardLoad: 'load',
  cardPinChange: 'pin',
  cardPinShow: 'pin',
  cardPinGet: 'pin',
  cardBlock: 'block',
  cardVirtualDetailsGet: 'virtualDetails',
  cardAliasNameSet: 'rename',
  cardActivationDataGet: 'activate',
  cardActivate: 'activate',
  cardReissue: 'reissue',
  cardReissueShippingUpgrade: 'shippingUpgrade',
} as const satisfies Record<string, TCardAction>;
