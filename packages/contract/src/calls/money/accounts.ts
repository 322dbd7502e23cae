import { z } from 'zod';
import { ZCurrencyCode, ZSignedAmountString } from '../../amount.ts';
import { success } from '../../envelope.ts';
import { ZCountryCode, ZId, ZIntId, ZNoBody, ZOk } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { methodGroup } from '../define.ts';

/** Accounts, currencies and exchange rates (spec 2 §7 Accounts and cards). */
const call = methodGroup('money', 'spec2 §7 Accounts and cards');

export const ZPaymentInstruction = z.object({
  instructionId: ZId,
  accountId: ZAccountId,
  currencyCode: ZCurrencyCode,
  viewed: z.boolean(),
  bankDetails: z.object({
    address: z.string(),
    city: z.string(),
    zipCode: z.string(),
    countryIsoCode: z.string(),
    bankName: z.string(),
    swift: z.string(),
    branch: z.string().nullable(),
  }),
  beneficiaryName: z.string(),
  accountNumber: z.string(),
  reference: z.string().nullable(),
});
export const ZRate = z.object({
  fromCurrencyCode: ZCurrencyCode,
  toCurrencyCode: ZCurrencyCode,
  rate: z.string().regex(/^[0-9]+(\.[0-9]+)?$/),
});

export const paymentInstructionsList = call(
  'paymentInstructionsList',
  z.strictObject({ accountId: ZAccountId.optional() }),
  success({ instructions: z.array(ZPaymentInstruction) }),
  { rights: 'read' },
);
export const paymentInstructionSetViewed = call(
  'paymentInstructionSetViewed',
  z.strictObject({ instructionId: ZId, accountId: ZAccountId }),
  ZOk,
  { rights: 'self' },
);
export const currencyAccountAdd = call(
  'currencyAccountAdd',
  z.strictObject({ currencyCode: ZCurrencyCode }),
  success({ accountId: ZAccountId }),
  { headers: ['Customer-Id', 'Accept-Language', 'Client-Version', 'Idempotency-Key'], rights: 'write' },
);
export const cryptoWalletCreate = call(
  'cryptoWalletCreate',
  z.strictObject({ currencyCode: ZCurrencyCode, accountId: ZAccountId }),
  success({ address: z.string().min(10).max(128) }),
  { rights: 'write' },
);
export const defaultExchangeRatesGet = call(
  'defaultExchangeRatesGet',
  ZNoBody,
  success({ rates: z.object({ rate: z.array(ZRate) }) }),
  { rights: 'read' },
);
/** Exchange rate is 1 when currencies are equal or missing (spec 2 §5). */
export const transferExchangeRateGet = call(
  'transferExchangeRateGet',
  z.strictObject({ fromCurrencyCode: ZCurrencyCode, toCurrencyCode: ZCurrencyCode }),
  success({ rate: ZRate.shape.rate }),
  { rights: 'read' },
);
export const crossPlatformRequirementGet = call(
  'crossPlatformRequirementGet',
  z.strictObject({ accountId: ZAccountId }),
  success({ required: z.boolean(), requirements: z.array(z.string()) }),
  { rights: 'read' },
);
export const addressReplacementCompatibilityCheck = call(
  'addressReplacementCompatibilityCheck',
  z.strictObject({ countryCode: ZCountryCode, oldAddressId: ZIntId }),
  success({
    cardsToCancel: z.array(ZAccountId),
    cardsShippedToOldAddress: z.array(ZAccountId),
  }),
  { rights: 'read' },
);
export const ZAccountBalanceRow = z.object({ accountId: ZAccountId, balance: ZSignedAmountString });
