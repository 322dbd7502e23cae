import { CURRENCY_CODES, currencyExponent, type TCurrencyCode, type TLanguage } from '@openportal/contract';
import { CRYPTO_ASSET_NAMES } from './data/crypto-assets.ts';
import { capitalised, cldrName } from './names.ts';

/**
 * Currencies from the one table the amount type checks amounts against (`CURRENCY_EXPONENTS`
 * in contract): a listed currency is always one an amount may be in, with the exponent that
 * amount is checked with. Fiat names from CLDR, crypto assets from our data.
 */
const ISO_4217: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** A currency of the table that ISO 4217 (as ICU knows it) has: not a crypto asset. */
export function isIsoCurrency(code: string): boolean {
  return ISO_4217.has(code);
}

function currencyName(lang: TLanguage, code: TCurrencyCode): string {
  const name = isIsoCurrency(code) ? cldrName(lang, 'currency', code) : CRYPTO_ASSET_NAMES[code]?.[lang];
  return capitalised(lang, name ?? code);
}

const entry = (lang: TLanguage) => (code: TCurrencyCode) => ({
  code,
  name: currencyName(lang, code),
  exponent: currencyExponent(code),
});

/** The table's ISO 4217 currencies, in the table's order. */
export function fiatCurrencies(lang: TLanguage) {
  return CURRENCY_CODES.filter(isIsoCurrency).map(entry(lang));
}

/** Every currency of the table, crypto assets included. */
export function allCurrencies(lang: TLanguage) {
  return CURRENCY_CODES.map(entry(lang));
}
