import {
  CURRENCY_SYMBOLS,
  AMOUNT_DISPLAY_MAX_DECIMALS,
  AMOUNT_DISPLAY_MIN_DECIMALS,
  currencyExponent,
  isCurrencyCode,
  type TLanguage,
} from '@openportal/contract';
import { toIntlLocale } from './locale.ts';

const SIGNED_DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/* Intl formatters are costly to make and a screen formats dozens of amounts: one per locale and options. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/**
 * Trims a decimal string for display (spec 2 §5): trailing zeros removed down to at least
 * `min` decimals (2, or the currency's exponent when smaller), at most 8 (cut, never rounded).
 * Works on the string only: the value never passes through a float.
 */
export function trimDecimals(amount: string, min: number = AMOUNT_DISPLAY_MIN_DECIMALS): string {
  if (!SIGNED_DECIMAL.test(amount)) return amount;
  const [whole, frac = ''] = amount.split('.') as [string, string?];
  let digits = frac.slice(0, AMOUNT_DISPLAY_MAX_DECIMALS).replace(/0+$/, '');
  if (digits.length < min) digits = digits.padEnd(min, '0');
  return digits.length > 0 ? `${whole}.${digits}` : whole;
}

function minDecimals(currency: string): number {
  return isCurrencyCode(currency)
    ? Math.min(AMOUNT_DISPLAY_MIN_DECIMALS, currencyExponent(currency))
    : AMOUNT_DISPLAY_MIN_DECIMALS;
}

/**
 * A wire amount (decimal string) with the currency, in the language's number style:
 * en "$1,234.50", ru "1 234,50 $". Intl formats the decimal string exactly (no float).
 * The spec's symbols (CURRENCY_SYMBOLS) replace Intl's; other currencies keep their code.
 */
export function formatMoney(amount: string, currency: string, lang: TLanguage): string {
  if (!SIGNED_DECIMAL.test(amount)) return `${amount} ${currency}`;
  const trimmed = trimDecimals(amount, minDecimals(currency));
  const decimals = trimmed.split('.')[1]?.length ?? 0;
  const symbol = (CURRENCY_SYMBOLS as Record<string, string>)[currency];
  const locale = toIntlLocale(lang);
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    const parts = numberFormat(locale, { style: 'currency', currency, ...digits }).formatToParts(
      trimmed as unknown as number,
    );
    return parts
      .map((p) => (p.type === 'currency' ? (symbol ?? p.value) : p.value))
      .join('')
      .trim();
  } catch {
    return `${formatDecimal(trimmed, lang)} ${symbol ?? currency}`;
  }
}

/** A decimal string in the language's style, exactly as many decimals as it has. */
export function formatDecimal(amount: string, lang: TLanguage): string {
  if (!SIGNED_DECIMAL.test(amount)) return amount;
  const decimals = amount.split('.')[1]?.length ?? 0;
  return numberFormat(toIntlLocale(lang), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount as unknown as number);
}

export function formatNumber(value: number | bigint, lang: TLanguage): string {
  return numberFormat(toIntlLocale(lang)).format(value);
}

/** An ISO date or date-time; a plain date is shown as a date in UTC, a date-time with time. */
export function formatDate(iso: string, lang: TLanguage): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const d = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  const opts: Intl.DateTimeFormatOptions = dateOnly
    ? { dateStyle: 'medium', timeZone: 'UTC' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return dateFormat(toIntlLocale(lang), opts).format(d);
}
