import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@openportal/contract';

/**
 * The portal's language code → the BCP 47 locale Intl and i18next use: `ua` is Ukrainian (`uk`),
 * and `pt` is European Portuguese (`pt-PT`: "12 500,00 $", zero is plural), not Intl's default
 * Brazilian `pt` ("$ 12.500,00", zero is singular), since the catalogue is written in pt-PT.
 */
export function toIntlLocale(lang: TLanguage): string {
  if (lang === 'ua') return 'uk';
  if (lang === 'pt') return 'pt-PT';
  return lang;
}

/** Inverse of toIntlLocale; anything unknown falls back to the default language. */
export function fromIntlLocale(locale: string): TLanguage {
  const short = locale.toLowerCase().split('-')[0] ?? '';
  const lang = short === 'uk' ? 'ua' : short;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * The language to start in: the wanted one when the brand offers it, else en, else the brand's
 * first. Here, not beside createI18n, so the portal's first chunk can choose it without i18next.
 */
export function chooseLanguage(wanted: unknown, availableLangs: readonly TLanguage[]): TLanguage {
  const langs = availableLangs.length > 0 ? availableLangs : [DEFAULT_LANGUAGE];
  if (typeof wanted === 'string' && (langs as readonly string[]).includes(wanted)) return wanted as TLanguage;
  return langs.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : langs[0]!;
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
    // The language, not its region: "Português", not "Português europeu".
    const language = locale.split('-')[0]!;
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? locale;
  } catch {
    /* Intl without display names: the code */
  }
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
