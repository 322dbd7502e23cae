import type { TLanguage } from '@openportal/contract';
import { intlLocale } from './language.ts';

/**
 * Names of countries, currencies and languages from CLDR through Node's full ICU
 * (`Intl.DisplayNames`): never typed by hand. `undefined` when CLDR has no name for the code.
 */
type TNameKind = 'region' | 'currency' | 'language';

const cache = new Map<string, Intl.DisplayNames>();

function displayNames(lang: TLanguage, type: TNameKind): Intl.DisplayNames {
  const key = `${lang}:${type}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(lang)], { type, fallback: 'none' });
    cache.set(key, names);
  }
  return names;
}

export function cldrName(lang: TLanguage, type: TNameKind, code: string): string | undefined {
  const name = displayNames(lang, type).of(code);
  return name === undefined || name === code ? undefined : name;
}

const collators = new Map<TLanguage, Intl.Collator>();

/** Sorts by name as a reader of the language expects (CLDR collation). */
export function byName<T extends { name: string }>(lang: TLanguage, list: T[]): T[] {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(intlLocale(lang));
    collators.set(lang, collator);
  }
  return list.sort((a, b) => collator.compare(a.name, b.name));
}

/** The first letter upper-cased in the language (CLDR gives `немецкий`, a list shows `Немецкий`). */
export function capitalised(lang: TLanguage, name: string): string {
  return name.charAt(0).toLocaleUpperCase(intlLocale(lang)) + name.slice(1);
}
