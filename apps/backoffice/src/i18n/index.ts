import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, messageCode, type TLanguage } from '@openportal/contract';
import { en, type TCatalogue } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { ru } from './ru.ts';
import { ua } from './ua.ts';

/**
 * The back office's own catalogue (not packages/i18n: those namespaces are the portal's
 * features, loaded per brand): six languages, bundled, small. Every language has every key
 * (catalogue.test.ts).
 */
export const CATALOGUES: Record<TLanguage, TCatalogue> = { en, es, pt, ro, ru, ua };
export const LANGUAGE_KEY = 'op-backoffice-lang';

export function startLanguage(stored: string | null, browser: readonly string[]): TLanguage {
  const known = (v: string | null | undefined): v is TLanguage => (LANGUAGES as readonly string[]).includes(v ?? '');
  if (known(stored)) return stored;
  const wanted = browser.map((l) => (l.slice(0, 2) === 'uk' ? 'ua' : l.slice(0, 2))).find(known);
  return wanted ?? 'en';
}

export function createBackofficeI18n(lang: TLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: Object.fromEntries(Object.entries(CATALOGUES).map(([l, c]) => [l, { translation: c }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}

/** The catalogue key of a server message (by its code, `messageCode`), if we translate it. */
export function errorKey(description: string | undefined): string | undefined {
  const key = description === undefined ? undefined : messageCode(description);
  return key !== undefined && key in en.errors ? `errors.${key}` : undefined;
}
