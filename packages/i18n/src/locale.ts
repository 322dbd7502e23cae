import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@openportal/contract';

/** The portal's language code → the BCP 47 locale Intl and i18next use (`ua` is Ukrainian: `uk`). */
export function toIntlLocale(lang: TLanguage): string {
  return lang === 'ua' ? 'uk' : lang;
}

/** Inverse of toIntlLocale; anything unknown falls back to the default language. */
export function fromIntlLocale(locale: string): TLanguage {
  const short = locale.toLowerCase().split('-')[0] ?? '';
  const lang = short === 'uk' ? 'ua' : short;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export function isLanguage(v: unknown): v is TLanguage {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

/** Plural categories Intl knows for a portal language. */
export function pluralCategories(lang: TLanguage): string[] {
  return [...new Intl.PluralRules(toIntlLocale(lang)).resolvedOptions().pluralCategories].sort();
}

/**
 * A language's own name in its own script (`ru` → Русский), for the language switcher. From Intl,
 * so no catalogue carries another language's script.
 */
export function languageName(lang: TLanguage): string {
  const locale = toIntlLocale(lang);
  let name = locale;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    /* Intl without display names: the code */
  }
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
