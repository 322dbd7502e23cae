import type { TLanguage } from '@openportal/contract';
import { toIntlLocale } from './locale.ts';

/** The decimal separator of a language, from CLDR through Intl ('.' in en, ',' in es, pt, ro, ru, uk). */
export function decimalSeparator(lang: TLanguage): string {
  const part = new Intl.NumberFormat(toIntlLocale(lang)).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** Separators people type between thousands: spaces of every kind, and the other of '.' and ','. */
const SPACES = /[\s\u00a0\u202f\u2009']/g;

/**
 * What a person typed as an amount in their language → the wire's decimal string, or null when
 * it is not a number there. '1,000.50' in English and '1.000,50' or '1 000,50' in Spanish are
 * 1000.50; a thousands separator must be followed by groups of three digits ('12,5' in English is
 * refused, not read as 125 or 12.5); in a comma language a lone '.' before other than three
 * digits is taken as the decimal point ('12.5' is 12.5; '1.500' is 1500). Never a float.
 */
export function amountToWire(input: string, lang: TLanguage): string | null {
  const decimal = decimalSeparator(lang);
  const group = decimal === ',' ? '.' : ',';
  let text = input.trim().replace(SPACES, '');
  if (decimal === ',' && !text.includes(',') && /^\d+\.\d{1,2}$|^\d+\.\d{4,}$/.test(text))
    text = text.replace('.', ',');
  const [whole = '', fraction, extra] = text.split(decimal);
  if (extra !== undefined || whole === '') return null;
  const groups = whole.split(group);
  const grouped = groups.length > 1;
  if (grouped && (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g)))) return null;
  const digits = groups.join('');
  if (!/^\d+$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}
