import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, LANGUAGES } from '@openportal/contract';
import { CATALOGUES, createBackofficeI18n, errorKey, startLanguage } from './index.ts';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}
function values(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : values(v as object)));
}

describe('the back office catalogue', () => {
  it('has every language with every key, none empty', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
    const en = keys(CATALOGUES.en).sort();
    for (const lang of LANGUAGES) {
      expect(keys(CATALOGUES[lang]).sort(), lang).toEqual(en);
      expect(
        values(CATALOGUES[lang]).filter((v) => v.trim() === ''),
        lang,
      ).toEqual([]);
    }
  });
  it('keeps placeholders in every language', () => {
    for (const lang of LANGUAGES) {
      expect(CATALOGUES[lang].app.signedInAs, lang).toContain('{{name}}');
      expect(CATALOGUES[lang].common.page, lang).toMatch(/\{\{page\}\}.*\{\{pages\}\}/);
    }
  });
  it('starts in the stored language, else the browser’s, else English', () => {
    expect(startLanguage('ro', ['es-ES'])).toBe('ro');
    expect(startLanguage(null, ['uk-UA', 'en'])).toBe('ua');
    expect(startLanguage('xx', ['de-DE'])).toBe('en');
  });
  it('translates the server’s catalogue messages it knows', () => {
    expect(errorKey(ERROR_MESSAGES.invalidOtp)).toBe('errors.invalidOtp');
    expect(errorKey('Something else')).toBeUndefined();
    const i18n = createBackofficeI18n('ru');
    expect(i18n.t(errorKey(ERROR_MESSAGES.invalidOtp)!)).toBe(CATALOGUES.ru.errors.invalidOtp);
  });
});
