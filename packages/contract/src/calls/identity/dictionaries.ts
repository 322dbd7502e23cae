import { z } from 'zod';
import { success } from '../../envelope.ts';
import { INDUSTRY_GROUPS, SOURCE_OF_FUNDS_LISTS, PURPOSE_OF_ACCOUNT_LISTS } from '../../enums/identity.ts';
import { ZCountryCode, ZLang } from '../../primitives.ts';
import { PUBLIC_HEADERS, methodGroup } from '../define.ts';

/**
 * Dictionaries (spec 1 §3 Dictionaries, §7). Public; the body carries `lang`. Method names are
 * ours except dictionaryStates and ipInfo. Each maker is marked pure: a bundle keeps only the
 * dictionaries its screens import (the registration form: dictionaryCountries).
 */
const dict = methodGroup('reference', 'spec1 §3 Dictionaries; §7 Method-style calls', {
  access: 'public',
  headers: PUBLIC_HEADERS,
});
const ZLangReq = z.strictObject({ lang: ZLang.optional() });
export const ZDictItem = z.object({ id: z.union([z.int(), z.string()]), name: z.string() });
const items = (key: string) => success({ [key]: z.array(ZDictItem) });

export const dictionaryOccupations = /* @__PURE__ */ dict('dictionaryOccupations', ZLangReq, items('occupations'));
export const dictionaryCountries = /* @__PURE__ */ dict(
  'dictionaryCountries',
  ZLangReq,
  success({ countries: z.array(z.object({ code: z.string(), name: z.string(), phoneCode: z.string().optional() })) }),
);
export const dictionaryBirthCountries = /* @__PURE__ */ dict(
  'dictionaryBirthCountries',
  ZLangReq,
  success({ countries: z.array(z.object({ code: z.string(), name: z.string() })) }),
);
export const dictionaryCurrencies = /* @__PURE__ */ dict(
  'dictionaryCurrencies',
  ZLangReq,
  success({ currencies: z.array(z.object({ code: z.string(), name: z.string(), exponent: z.int() })) }),
);
export const dictionaryAllCurrencies = /* @__PURE__ */ dict(
  'dictionaryAllCurrencies',
  ZLangReq,
  success({ currencies: z.array(z.object({ code: z.string(), name: z.string(), exponent: z.int() })) }),
);
export const dictionaryTransactionTypes = /* @__PURE__ */ dict(
  'dictionaryTransactionTypes',
  ZLangReq,
  items('transactionTypes'),
);
export const dictionaryDocumentTypes = /* @__PURE__ */ dict(
  'dictionaryDocumentTypes',
  ZLangReq,
  success({
    customerDocumentCategories: z.array(
      z.object({
        id: z.int(),
        name: z.string(),
        customerDocumentTypes: z.array(z.object({ id: z.int(), name: z.string(), twoSided: z.boolean() })),
      }),
    ),
  }),
);
export const dictionaryAddressDocumentTypes = /* @__PURE__ */ dict(
  'dictionaryAddressDocumentTypes',
  z.strictObject({ lang: ZLang.optional(), countryCode: ZCountryCode.optional() }),
  success({
    customerAddressDocumentTypes: z.record(z.string(), z.array(ZDictItem)),
  }),
);
export const dictionarySourcesOfFunds = /* @__PURE__ */ dict(
  'dictionarySourcesOfFunds',
  z.strictObject({ lang: ZLang.optional(), list: z.enum(SOURCE_OF_FUNDS_LISTS, { error: 'Unknown list' }) }),
  items('sourcesOfFunds'),
);
export const dictionaryPurposesOfAccount = /* @__PURE__ */ dict(
  'dictionaryPurposesOfAccount',
  z.strictObject({ lang: ZLang.optional(), list: z.enum(PURPOSE_OF_ACCOUNT_LISTS, { error: 'Unknown list' }) }),
  items('purposesOfAccount'),
);
export const dictionaryIndustries = /* @__PURE__ */ dict(
  'dictionaryIndustries',
  ZLangReq,
  success({
    industries: z.array(
      z.object({
        group: z.enum(INDUSTRY_GROUPS),
        label: z.string().optional(),
        items: z.array(z.object({ id: z.int(), name: z.string(), specifications: z.array(ZDictItem).optional() })),
      }),
    ),
  }),
);
const ZQuestion = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(['radio', 'yesNo', 'text', 'textarea']),
  options: z.array(ZDictItem).optional(),
});
export const dictionaryBusinessAdditionalQuestions = /* @__PURE__ */ dict(
  'dictionaryBusinessAdditionalQuestions',
  ZLangReq,
  success({ questions: z.array(ZQuestion) }),
);
export const dictionaryPersonalAdditionalQuestions = /* @__PURE__ */ dict(
  'dictionaryPersonalAdditionalQuestions',
  ZLangReq,
  success({ questions: z.array(ZQuestion) }),
);
export const dictionaryPersonalAgreements = /* @__PURE__ */ dict(
  'dictionaryPersonalAgreements',
  ZLangReq,
  success({ agreements: z.array(z.object({ id: z.string(), label: z.string(), url: z.string().nullable() })) }),
);
export const dictionaryEstimatedMonthlyDeposits = /* @__PURE__ */ dict(
  'dictionaryEstimatedMonthlyDeposits',
  ZLangReq,
  items('estimatedMonthlyDeposits'),
);
export const dictionaryPhoneCodes = /* @__PURE__ */ dict(
  'dictionaryPhoneCodes',
  ZLangReq,
  success({ phoneCodes: z.array(z.object({ countryCode: z.string(), code: z.string() })) }),
);
export const dictionaryPrimaryDialects = /* @__PURE__ */ dict(
  'dictionaryPrimaryDialects',
  ZLangReq,
  items('primaryDialects'),
);
export const dictionaryCountryDateFormats = /* @__PURE__ */ dict(
  'dictionaryCountryDateFormats',
  ZLangReq,
  success({ dateFormats: z.record(z.string(), z.string()) }),
);
export const dictionaryAccessRights = /* @__PURE__ */ dict(
  'dictionaryAccessRights',
  ZLangReq,
  success({ accessRights: z.array(z.object({ id: z.int().min(0).max(5), name: z.string() })) }),
);
export const dictionaryStates = /* @__PURE__ */ dict(
  'dictionaryStates',
  z.strictObject({ lang: ZLang.optional(), countryCode: ZCountryCode }),
  success({ states: z.array(z.object({ code: z.string(), name: z.string() })) }),
  {
    ourChoice: false,
    section: 'spec1 §7 Method-style calls; spec2 §7 Dictionaries and lookups (states)',
  },
);
export const ipInfo = /* @__PURE__ */ dict(
  'ipInfo',
  z.strictObject({}),
  success({ ip: z.string(), countryCode: z.string().nullable(), city: z.string().nullable() }),
  { ourChoice: false },
);
