import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type TLanguage } from '@openportal/contract';
import { NAMESPACED_CATALOGUES } from './catalogues.ts';
import { baseOptions } from './create.ts';
import { toIntlLocale } from './locale.ts';
import { NAMESPACES } from './namespaces.ts';

/**
 * A ready (synchronous) instance with every namespace of the brand's languages in memory: for
 * tests and tools. Bundles use createI18n, which fetches what a screen needs.
 */
export function createBundledI18n(lang: TLanguage, availableLangs: readonly TLanguage[]): i18n {
  const langs = availableLangs.length > 0 ? availableLangs : [DEFAULT_LANGUAGE];
  const instance = i18next.createInstance();
  void instance.init({
    ...baseOptions(lang, langs),
    ns: [...NAMESPACES],
    resources: Object.fromEntries(langs.map((l) => [toIntlLocale(l), NAMESPACED_CATALOGUES[l]])),
  });
  return instance;
}
