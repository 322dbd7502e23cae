import type { TLanguage } from '@openportal/contract';
import { byName, capitalised, cldrName } from './names.ts';

/**
 * Primary dialects: every two-letter (ISO 639-1) language that Node's ICU has locale data
 * for, deprecated codes (iw, in, mo…) left out, named by CLDR in the answer's language.
 */
let codes: string[] | undefined;
export function languageCodes(): string[] {
  if (!codes) {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const candidates = [...letters].flatMap((a) => [...letters].map((b) => a + b));
    codes = Intl.NumberFormat.supportedLocalesOf(candidates).filter(
      (c) => Intl.getCanonicalLocales(c)[0] === c && cldrName('en', 'language', c) !== undefined,
    );
  }
  return codes;
}

export function primaryDialects(lang: TLanguage) {
  return byName(
    lang,
    languageCodes().map((id) => ({ id, name: capitalised(lang, cldrName(lang, 'language', id) ?? id) })),
  );
}
