import { iso31661 } from 'iso-3166';
import { getCountries, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { TLanguage } from '@openportal/contract';
import { AppError } from '../platform/app-error.ts';
import { byName, cldrName } from './names.ts';

/**
 * Countries: codes from ISO 3166-1 (package `iso-3166`) plus XK (Kosovo, user-assigned but
 * used by banks and CLDR alike), names from CLDR, calling codes from libphonenumber-js.
 */
export const COUNTRY_CODES: readonly string[] = [...iso31661.map((c) => c.alpha2), 'XK'].sort();

/** Our choice: territories nobody is born in (no permanent population) are no birth country. */
const UNINHABITED = new Set(['AQ', 'BV', 'GS', 'HM', 'TF', 'UM']);

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.includes(code);
}

/** A well-formed code that names no country is refused like any bad field (VF). */
export function refuseUnknownCountry(code: string, field = 'countryCode'): void {
  if (!isCountryCode(code))
    throw new AppError('VF', 'validationFailed', { validationErrors: [{ field, message: 'Unknown country' }] });
}

/** The calling code without '+' ("44"), or undefined where libphonenumber-js has none. */
export function callingCode(country: string): string | undefined {
  return isSupportedCountry(country) ? getCountryCallingCode(country) : undefined;
}

export function countries(lang: TLanguage) {
  return byName(
    lang,
    COUNTRY_CODES.map((code) => {
      const phoneCode = callingCode(code);
      return { code, name: cldrName(lang, 'region', code) ?? code, ...(phoneCode ? { phoneCode } : {}) };
    }),
  );
}

export function birthCountries(lang: TLanguage) {
  return byName(
    lang,
    COUNTRY_CODES.filter((code) => !UNINHABITED.has(code)).map((code) => ({
      code,
      name: cldrName(lang, 'region', code) ?? code,
    })),
  );
}

/** Every region libphonenumber-js knows (territories such as AC and TA included), by code. */
export function phoneCodes() {
  return getCountries()
    .map((countryCode) => ({ countryCode, code: getCountryCallingCode(countryCode) }))
    .sort((a, b) => Number(a.code) - Number(b.code) || a.countryCode.localeCompare(b.countryCode));
}

const FIELDS = { year: 'yyyy', month: 'MM', day: 'dd' } as const;

/**
 * A country's short date pattern ("dd.MM.yyyy"), from CLDR: the date format of the country's
 * likely language (CLDR likely subtags: und-DE → de-Latn-DE). Direction marks are dropped.
 */
export function dateFormat(country: string): string {
  const likely = new Intl.Locale(`und-${country}`).maximize();
  // Without the script subtag: ICU resolves en-Latn-GB to en, but en-GB to British English.
  const locale = `${likely.language}-${country}`;
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).formatToParts(new Date(Date.UTC(2001, 11, 31)));
  return parts
    .map((p) =>
      p.type === 'literal'
        ? p.value.replace(/[\u200e\u200f\u061c]/g, '')
        : (FIELDS[p.type as keyof typeof FIELDS] ?? ''),
    )
    .join('');
}

let formats: Record<string, string> | undefined;
export function dateFormats(): Record<string, string> {
  formats ??= Object.fromEntries(COUNTRY_CODES.map((c) => [c, dateFormat(c)]));
  return formats;
}
