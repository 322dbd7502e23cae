import i18next, { type BackendModule, type i18n, type InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, type TLanguage } from '@openportal/contract';
import { CATALOGUE_LOADERS } from './loaders.ts';
import { chooseLanguage, fromIntlLocale, toIntlLocale } from './locale.ts';
import { isNamespace, type TNamespace } from './namespaces.ts';

export { chooseLanguage };

/** i18next settings shared by the lazy and the bundled instance. */
export function baseOptions(lang: TLanguage, availableLangs: readonly TLanguage[]): InitOptions {
  const langs = availableLangs.length > 0 ? availableLangs : [DEFAULT_LANGUAGE];
  return {
    lng: toIntlLocale(chooseLanguage(lang, langs)),
    // Every catalogue is complete (tested), so no second language is ever fetched as a fallback.
    fallbackLng: false,
    supportedLngs: langs.map(toIntlLocale),
    ns: ['common'] satisfies TNamespace[],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    react: { useSuspense: true },
  } as InitOptions;
}

/** Loads one (language, namespace) catalogue chunk; only the brand's languages are served. */
function lazyBackend(langs: readonly TLanguage[]): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const lang = fromIntlLocale(language);
      const loader = langs.includes(lang) ? CATALOGUE_LOADERS[lang] : undefined;
      if (!loader || !isNamespace(namespace)) {
        callback(new Error(`no catalogue ${language}/${namespace}`), false);
        return;
      }
      loader(namespace).then(
        (m) => callback(null, m.default),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
      );
    },
  };
}

/**
 * The portal's i18next instance: only the brand's languages, each namespace fetched when a
 * screen first asks for it (react-i18next suspends meanwhile). i18next runs on Intl locales
 * (`uk` for `ua`) so plural rules are right; appLanguage() reads the portal's code back.
 */
export function createI18n(lang: TLanguage, availableLangs: readonly TLanguage[]): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(lazyBackend(availableLangs.length > 0 ? availableLangs : [DEFAULT_LANGUAGE]))
    .init(baseOptions(lang, availableLangs));
  return instance;
}

/** The portal language an instance is showing. */
export function appLanguage(instance: i18n): TLanguage {
  return fromIntlLocale(instance.language);
}

/** Switches language once every namespace already in use is loaded for it. */
export async function changeAppLanguage(instance: i18n, lang: TLanguage): Promise<void> {
  await instance.changeLanguage(toIntlLocale(lang));
}
