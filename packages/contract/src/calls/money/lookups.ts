import { z } from 'zod';
import { ZCurrencyCode } from '../../amount.ts';
import { success } from '../../envelope.ts';
import { EXTERNAL_TRANSFER_TYPES, MASS_SAMPLE_TYPES } from '../../enums/money.ts';
import { ZCountryCode, ZEmail, ZIban, ZId, ZNoBody, ZSwift } from '../../primitives.ts';
import { methodGroup } from '../define.ts';

/** Dictionaries and lookups of money movement (spec 2 §7). Method names ours. */
const call = methodGroup('payouts', 'spec2 §7 Dictionaries and lookups');
const moneyCall = call.inDomain('money');

export const ZBankDetails = z.object({
  address: z.string(),
  city: z.string(),
  zipCode: z.string(),
  countryIsoCode: z.string(),
  bankName: z.string(),
  swift: z.string(),
  branch: z.string().nullable(),
});
export const ZExtraParam = z.object({
  name: z.string(),
  label: z.string(),
  required: z.boolean(),
  pattern: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
const ZTransferKind = z.enum(['p2p', 'betweenAccounts', ...EXTERNAL_TRANSFER_TYPES], {
  error: 'Unknown transfer type',
});

export const bankListGet = call(
  'bankListGet',
  z.strictObject({ countryCode: ZCountryCode }),
  success({ banks: z.array(z.object({ code: z.string(), name: z.string() })) }),
  { rights: 'read' },
);
export const swiftLookup = call(
  'swiftLookup',
  z.strictObject({ swift: ZSwift }),
  success({ bankDetails: ZBankDetails }),
  { rights: 'read' },
);
export const ibanLookup = call(
  'ibanLookup',
  z.strictObject({ iban: ZIban }),
  success({ valid: z.boolean(), bankDetails: ZBankDetails.nullable() }),
  { rights: 'read' },
);
export const transferExtraParamsGet = call(
  'transferExtraParamsGet',
  z.strictObject({ type: ZTransferKind, countryCode: ZCountryCode, currencyCode: ZCurrencyCode }),
  success({ extraParams: z.array(ZExtraParam) }),
  { rights: 'read' },
);
export const eftBranchOptionsGet = call(
  'eftBranchOptionsGet',
  z.strictObject({
    paramName: z.string().min(1).max(64),
    countryCode: ZCountryCode,
    bankCode: z.string().min(1).max(32),
  }),
  success({ options: z.array(z.object({ value: z.string(), label: z.string() })) }),
  { rights: 'read' },
);
export const availableTransfersGet = call(
  'availableTransfersGet',
  ZNoBody,
  success({ transfers: z.array(z.object({ type: ZTransferKind, own: z.boolean(), thirdParty: z.boolean() })) }),
  { rights: 'read' },
);
export const availableTransfersByCountryGet = call(
  'availableTransfersByCountryGet',
  z.strictObject({ countryCode: ZCountryCode }),
  success({ transfers: z.array(z.object({ type: ZTransferKind, currencies: z.array(ZCurrencyCode) })) }),
  { rights: 'read' },
);
export const externalCardList = call(
  'externalCardList',
  ZNoBody,
  success({
    cards: z.array(
      z.object({ id: ZId, maskedNumber: z.string(), brand: z.string(), expiryMonth: z.int(), expiryYear: z.int() }),
    ),
  }),
  { rights: 'read' },
);
export const paymentTemplateList = call(
  'paymentTemplateList',
  z.strictObject({ type: ZTransferKind.optional() }),
  success({
    templates: z.array(
      z.object({
        id: ZId,
        templateName: z.string(),
        type: ZTransferKind,
        details: z.record(z.string(), z.unknown()),
        wireStatus: z.string().nullable(),
        eftStatus: z.string().nullable(),
      }),
    ),
  }),
  { rights: 'read' },
);
export const massSampleLinksGet = call(
  'massSampleLinksGet',
  z.strictObject({
    types: z
      .array(z.enum(MASS_SAMPLE_TYPES, { error: 'Unknown sample type' }))
      .min(1)
      .max(MASS_SAMPLE_TYPES.length),
  }),
  success({ links: z.record(z.string(), z.string()) }),
  { rights: 'read' },
);
export const checkPayee = moneyCall(
  'checkPayee',
  z.strictObject({ email: ZEmail }),
  success({
    exist: z.boolean(),
    exists: z.boolean(),
    isEmployee: z.boolean(),
    outBlacklist: z.boolean(),
    name: z.string().nullable(),
  }),
  { rights: 'read' },
);
