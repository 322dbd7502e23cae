import currencyCodes from 'currency-codes';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_EXPONENTS,
  LANGUAGES,
  TWO_SIDED_DOCUMENT_TYPES,
  PASSPORT_STAMP_DOCUMENT_TYPE,
} from '@openportal/contract';
import { COUNTRY_CODES } from '../countries.ts';
import { isIsoCurrency } from '../currencies.ts';
import { cldrName } from '../names.ts';
import { ACCESS_RIGHT_NAMES } from './access-rights.ts';
import { PERSONAL_DECLARATIONS } from './agreements.ts';
import { CRYPTO_ASSET_NAMES } from './crypto-assets.ts';
import { ADDRESS_DOCUMENT_TYPE_IDS, DOCUMENT_CATEGORY_NAMES, DOCUMENT_TYPES } from './document-types.ts';
import { INDUSTRIES, INDUSTRY_GROUP_NAMES } from './industries.ts';
import { BAND_WORDS } from './monthly-deposits.ts';
import { OCCUPATIONS } from './occupations.ts';
import { PURPOSES_OF_ACCOUNT } from './purposes-of-account.ts';
import { BUSINESS_QUESTIONS, PERSONAL_QUESTIONS } from './questions.ts';
import { SOURCES_OF_FUNDS } from './sources-of-funds.ts';
import { TRANSACTION_TYPE_NAMES } from './transaction-types.ts';
import type { TEntry, TTranslated } from './translated.ts';

const names = (entries: readonly TEntry<number | string>[]) => entries.map((e) => e.name);
const industries = Object.values(INDUSTRIES).flat();
const documentTypes = Object.values(DOCUMENT_TYPES).flat();
const questionTexts = [...PERSONAL_QUESTIONS, ...BUSINESS_QUESTIONS].flatMap((q) => [
  q.text,
  ...names(q.options ?? []),
]);

/** Every text list of our data: each must be complete in every language and truly translated. */
const TEXTS: [string, readonly TTranslated[]][] = [
  ['access rights', Object.values(ACCESS_RIGHT_NAMES)],
  ['agreements', PERSONAL_DECLARATIONS.map((d) => d.label)],
  ['crypto assets', Object.values(CRYPTO_ASSET_NAMES)],
  ['document categories', Object.values(DOCUMENT_CATEGORY_NAMES)],
  ['document types', names(documentTypes)],
  ['industry groups', Object.values(INDUSTRY_GROUP_NAMES)],
  ['industries', [...names(industries), ...industries.flatMap((i) => names(i.specifications ?? []))]],
  ['monthly deposits', Object.values(BAND_WORDS)],
  ['occupations', names(OCCUPATIONS)],
  ['purposes', Object.values(PURPOSES_OF_ACCOUNT).flatMap(names)],
  ['questions', questionTexts],
  ['sources of funds', Object.values(SOURCES_OF_FUNDS).flatMap(names)],
  ['transaction types', Object.values(TRANSACTION_TYPE_NAMES)],
];

describe('our lists', () => {
  it.each(TEXTS)('%s: every text in every language, and each language translated', (list, texts) => {
    for (const text of texts)
      for (const lang of LANGUAGES) expect(text[lang]?.trim().length, `${text.en} in ${lang}`).toBeGreaterThan(0);
    // A list whose every text in a language equals the English one was not translated (crypto
    // asset names are the same in every Latin-script language).
    const latin = ['es', 'ro', 'pt'];
    for (const lang of LANGUAGES.filter((l) => l !== 'en' && !(list === 'crypto assets' && latin.includes(l))))
      expect(
        texts.some((t) => t[lang] !== t.en),
        lang,
      ).toBe(true);
  });
  it.each([
    ['occupations', OCCUPATIONS],
    ['industries (across groups)', industries],
    ['document types (across categories)', documentTypes],
    ...Object.entries(SOURCES_OF_FUNDS).map(([k, v]) => [`sources of funds ${k}`, v] as const),
    ...Object.entries(PURPOSES_OF_ACCOUNT).map(([k, v]) => [`purposes ${k}`, v] as const),
  ] as [string, readonly TEntry[]][])('%s: ids are unique', (_, entries) => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });
  it('documents: the spec fixed ids exist, and address proofs name known types', () => {
    const ids = new Set(documentTypes.map((t) => t.id));
    for (const id of [...TWO_SIDED_DOCUMENT_TYPES, PASSPORT_STAMP_DOCUMENT_TYPE]) expect(ids.has(id)).toBe(true);
    const address = [...ADDRESS_DOCUMENT_TYPE_IDS.all, ...Object.values(ADDRESS_DOCUMENT_TYPE_IDS.byCountry).flat()];
    expect(address.filter((id) => !ids.has(id))).toEqual([]);
  });
  it('question ids are unique across both lists', () => {
    const ids = [...PERSONAL_QUESTIONS, ...BUSINESS_QUESTIONS].map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('maintained sources', () => {
  it("the currency table's exponents are ISO 4217's; the others are named crypto assets", () => {
    expect(currencyCodes.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [code, exponent] of Object.entries(CURRENCY_EXPONENTS)) {
      const iso = currencyCodes.code(code);
      if (iso) {
        expect(isIsoCurrency(code), code).toBe(true);
        expect(exponent, code).toBe(iso.digits);
      } else expect(Object.keys(CRYPTO_ASSET_NAMES)).toContain(code);
    }
  });
  it('CLDR names every country and ISO currency of ours in every language', () => {
    for (const lang of LANGUAGES) {
      expect(COUNTRY_CODES.filter((c) => cldrName(lang, 'region', c) === undefined)).toEqual([]);
      const iso = Object.keys(CURRENCY_EXPONENTS).filter(isIsoCurrency);
      expect(iso.filter((c) => cldrName(lang, 'currency', c) === undefined)).toEqual([]);
    }
  });
});
