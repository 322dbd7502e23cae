import type { TLanguage } from '@openportal/contract';
import type { TTranslated } from './translated.ts';

/**
 * Our choice: estimated monthly deposit bands (registration's financial form; the currency is
 * chosen beside it). Names are made in the answer's language: the words below, the numbers
 * formatted by CLDR (`1,000` / `1.000` / `1 000`).
 */
export const MONTHLY_DEPOSIT_BANDS: readonly { id: number; from: number; to: number | null }[] = [
  { id: 1, from: 0, to: 1_000 },
  { id: 2, from: 1_000, to: 5_000 },
  { id: 3, from: 5_000, to: 10_000 },
  { id: 4, from: 10_000, to: 50_000 },
  { id: 5, from: 50_000, to: 100_000 },
  { id: 6, from: 100_000, to: 500_000 },
  { id: 7, from: 500_000, to: null },
];

/** `{to}` and `{from}` are replaced by the formatted bounds. */
export const BAND_WORDS: Readonly<Record<'upTo' | 'between' | 'over', TTranslated>> = {
  upTo: { en: 'Up to {to}', es: 'Hasta {to}', ro: 'Până la {to}', ru: 'До {to}', ua: 'До {to}', pt: 'Até {to}' },
  between: {
    en: '{from} to {to}',
    es: 'De {from} a {to}',
    ro: 'Între {from} și {to}',
    ru: 'От {from} до {to}',
    ua: 'Від {from} до {to}',
    pt: 'De {from} a {to}',
  },
  over: {
    en: 'Over {from}',
    es: 'Más de {from}',
    ro: 'Peste {from}',
    ru: 'Свыше {from}',
    ua: 'Понад {from}',
    pt: 'Mais de {from}',
  },
};

export function bandName(lang: TLanguage, band: { from: number; to: number | null }, format: (n: number) => string) {
  const words = band.to === null ? BAND_WORDS.over : band.from === 0 ? BAND_WORDS.upTo : BAND_WORDS.between;
  return words[lang].replace('{from}', format(band.from)).replace('{to}', band.to === null ? '' : format(band.to));
}
