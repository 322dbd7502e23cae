import { GENERIC_TAX_IDENTIFIER, TAX_IDENTIFIERS, type TCountryTaxIdentifiers } from './data/tax-identifiers.ts';

/**
 * The tax identifier table (spec 1 §3) for other modules: what a country's personal and
 * business tax number is called, whether it is required and whether the country is a CRS
 * jurisdiction, and whether a number has the country's format. Spec 1 §5 leaves the detailed
 * rules unshown: these are ours (data/tax-identifiers.ts).
 */
export type TTaxpayerKind = 'personal' | 'business';
export type TTaxIdCheck = 'ok' | 'required' | 'format';

export function taxIdentifiersOf(countryCode: string): TCountryTaxIdentifiers {
  return Object.hasOwn(TAX_IDENTIFIERS, countryCode) ? TAX_IDENTIFIERS[countryCode]! : GENERIC_TAX_IDENTIFIER;
}

/** The number as the pattern sees it: no spaces, hyphens, dots or slashes, upper case. */
export function compactTaxId(value: string): string {
  return value.replace(/[\s\-./]/g, '').toUpperCase();
}

/**
 * 'required' for an empty number where the country requires one, 'format' for one that does
 * not match, else 'ok' (an empty optional number is ok).
 */
export function checkTaxId(countryCode: string, kind: TTaxpayerKind, value: string | undefined): TTaxIdCheck {
  const entry = taxIdentifiersOf(countryCode)[kind];
  const compact = compactTaxId(value ?? '');
  if (compact === '') return entry.required ? 'required' : 'ok';
  return entry.pattern.test(compact) ? 'ok' : 'format';
}
