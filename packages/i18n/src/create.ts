import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type TLanguage } from '@openportal/contract';
import { CATALOGUES } from './catalogues.ts';
import { fromIntlLocale, toIntlLocale } from './locale.ts';

/** The language to start in: the wanted one when the brand offers it, else en, else the brand's first. */
export function chooseLanguage(wanted: unknown, availableLangs: readonly TLanguage[]): TLanguage {
  const langs = availableLangs.length > 0 ? availableLangs : [DEFAULT_LANGUAGE];
  if (typeof wanted === 'string' && (langs as readonly string[]).includes(wanted)) return wanted as TLanguage;
  return langs.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : langs[0]!;
}

/**
 * A ready (synchronously initialised) i18next instance holding only the brand's languages.
 * i18next runs on Intl locales (`uk` for `ua`) so plural rules are right; use appLanguage() to
 * read the portal's code back.
 */
export function createI18n(lang: TLanguage, availableLangs: readonly TLanguage[]): i18n {
  const langs = availableLangs.length > 0 ? availableLangs : [DEFAULT_LANGUAGE];
  const chosen = chooseLanguage(lang, langs);
  const instance = i18next.createInstance();
  void instance.init({
    lng: toIntlLocale(chosen),
    fallbackLng: toIntlLocale(chooseLanguage(DEFAULT_LANGUAGE, langs)),
    supportedLngs: langs.map(toIntlLocale),
    resources: Object.fromEntries(langs.map((l) => [toIntlLocale(l), { translation: CATALOGUES[l] }])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  return instance;
}

/** The portal language an instance is showing. */
export function appLanguage(instance: i18n): TLanguage {
  return fromIntlLocale(instance.language);
}

export async function changeAppLanguage(instance: i18n, lang: TLanguage): Promise<void> {
  await instance.changeLanguage(toIntlLocale(lang));
}
