import {
  LANGUAGES,
  ERROR_MESSAGES,
  PERSONAL_CATEGORIES,
  TRANSACTION_TYPES,
  TRANSACTION_STATUSES,
  type TLanguage,
} from '@openportal/contract';
import { describe, expect, it } from 'vitest';
import { flatten, pluralPart } from './catalogue.ts';
import { CATALOGUES, NAMESPACED_CATALOGUES } from './catalogues.ts';
import { createBundledI18n } from './bundled.ts';
import { appLanguage, chooseLanguage, createI18n } from './create.ts';
import { NAMESPACES } from './namespaces.ts';
import { languageName, pluralCategories } from './locale.ts';

/** Base keys (plural suffix removed) with the plural categories each has, or null for a plain key. */
function shape(lang: TLanguage): Map<string, string[] | null> {
  const out = new Map<string, string[] | null>();
  for (const key of Object.keys(flatten(CATALOGUES[lang]))) {
    const { base, category } = pluralPart(key);
    if (category === null) out.set(base, null);
    else out.set(base, [...(out.get(base) ?? []), category].sort());
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const english = shape('en');

describe.each(LANGUAGES.map((l) => [l]))('catalogue %s', (lang) => {
  const own = shape(lang);
  const flat = flatten(CATALOGUES[lang]);
  it('has every key of en and no other', () => {
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
  });
  it('has exactly the plural forms Intl wants for the language', () => {
    for (const [base, cats] of english) {
      if (cats !== null) expect({ base, cats: own.get(base) }).toEqual({ base, cats: pluralCategories(lang) });
    }
  });
  it('keeps the same placeholders as en and no empty text', () => {
    const en = flatten(CATALOGUES.en);
    for (const [key, text] of Object.entries(flat)) {
      expect(text.trim(), key).not.toBe('');
      const enKey = en[key] ?? en[`${pluralPart(key).base}_other`]!;
      expect({ key, p: placeholders(text) }).toEqual({ key, p: placeholders(enKey) });
    }
  });
  it('names every wire message, category, type and status the portal translates', () => {
    for (const k of Object.keys(ERROR_MESSAGES)) expect(flat[`errors.${k}`], k).toBeTruthy();
    for (const k of PERSONAL_CATEGORIES) expect(flat[`register.categories.${k}`], k).toBeTruthy();
    for (const k of TRANSACTION_TYPES) expect(flat[`history.type.${k}`], k).toBeTruthy();
    for (const k of TRANSACTION_STATUSES) expect(flat[`history.status.${k}`], k).toBeTruthy();
  });
});

describe('plurals', () => {
  const count = (lang: TLanguage, n: number) =>
    createBundledI18n(lang, LANGUAGES).t('accounts:home.accountsCount', { count: n });
  it.each([
    ['ru', 1, '1 счёт'],
    ['ru', 2, '2 счёта'],
    ['ru', 5, '5 счетов'],
    ['ru', 21, '21 счёт'],
    ['ru', 22, '22 счёта'],
    ['ru', 11, '11 счетов'],
    ['ua', 1, '1 рахунок'],
    ['ua', 2, '2 рахунки'],
    ['ua', 5, '5 рахунків'],
    ['ua', 21, '21 рахунок'],
    ['ua', 14, '14 рахунків'],
    ['en', 1, '1 account'],
    ['en', 2, '2 accounts'],
    ['ro', 1, '1 cont'],
    ['ro', 2, '2 conturi'],
    ['ro', 20, '20 de conturi'],
    ['es', 1, '1 cuenta'],
    ['pt', 5, '5 contas'],
    // pt-PT: zero is plural (pt-BR would say "0 conta").
    ['pt', 0, '0 contas'],
  ] as const)('%s %i → %s', (lang, n, text) => expect(count(lang, n)).toBe(text));
});

describe('language names', () => {
  it('names each language in its own script, from Intl', () => {
    expect(LANGUAGES.map(languageName)).toEqual(['English', 'Español', 'Română', 'Русский', 'Українська', 'Português']);
  });
});

describe('namespaces', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s: every namespace has its own top-level keys', (lang) => {
    const seen = new Map<string, string>();
    for (const ns of NAMESPACES) {
      for (const key of Object.keys(NAMESPACED_CATALOGUES[lang][ns])) {
        expect(seen.get(key), `${ns}.${key}`).toBeUndefined();
        seen.set(key, ns);
      }
    }
  });
});

describe('createI18n', () => {
  it('fetches a namespace when asked, in the brand languages only', async () => {
    const i = createI18n('ru', ['en', 'es']);
    expect(appLanguage(i)).toBe('en');
    await i.loadNamespaces(['common', 'auth']);
    expect(i.t('auth:login.title')).toBe('Sign in');
    expect(i.t('popup.close')).toBe('Close');
    expect(i.hasResourceBundle('en', 'history')).toBe(false);
    expect(i.hasResourceBundle('ru', 'common')).toBe(false);
    await i.changeLanguage('es');
    expect(i.hasResourceBundle('es', 'auth')).toBe(true);
    expect(i.t('auth:login.title')).toBe(CATALOGUES.es.login && (CATALOGUES.es.login as Record<string, string>).title);
  });
  it('runs Ukrainian on the uk locale', () => {
    const i = createBundledI18n('ua', LANGUAGES);
    expect(i.language).toBe('uk');
    expect(appLanguage(i)).toBe('ua');
  });
  it('chooses a language', () => {
    expect(chooseLanguage('es', ['en', 'es'])).toBe('es');
    expect(chooseLanguage('xx', ['ro', 'ru'])).toBe('ro');
    expect(chooseLanguage(undefined, ['ro', 'en'])).toBe('en');
  });
});
