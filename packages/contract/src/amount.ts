import { z } from 'zod';
import { CURRENCY_CODES, currencyExponent, isCurrencyCode, type TCurrencyCode } from './currencies.ts';

const INT8_MAX = 9223372036854775807n;
/** Plain ASCII decimal: digits, optional dot and digits. No sign, exponent, spaces or commas. */
const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

export type AmountError = 'notString' | 'format' | 'tooManyDecimals' | 'notPositive' | 'tooLarge' | 'currency';

export type AmountResult = { ok: true; minor: bigint } | { ok: false; error: AmountError };

/**
 * Parses a wire amount (decimal string) into minor units of the currency. It rejects,
 * never rounds. `positive` (default true) refuses zero.
 */
export function parseAmount(value: unknown, currency: unknown, options: { positive?: boolean } = {}): AmountResult {
  if (!isCurrencyCode(currency)) return { ok: false, error: 'currency' };
  if (typeof value !== 'string') return { ok: false, error: 'notString' };
  if (!DECIMAL.test(value)) return { ok: false, error: 'format' };
  const [whole, frac = ''] = value.split('.') as [string, string?];
  const exp = currencyExponent(currency);
  if (frac.length > exp) return { ok: false, error: 'tooManyDecimals' };
  const minor = BigInt(whole) * 10n ** BigInt(exp) + BigInt(frac.padEnd(exp, '0') || '0');
  if (minor > INT8_MAX) return { ok: false, error: 'tooLarge' };
  if ((options.positive ?? true) && minor === 0n) return { ok: false, error: 'notPositive' };
  return { ok: true, minor };
}

/** Minor units → canonical decimal string with exactly the currency's exponent ("12.30"). */
export function formatMinor(minor: bigint, currency: TCurrencyCode): string {
  const exp = currencyExponent(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exp + 1, '0');
  const body = exp === 0 ? digits : `${digits.slice(0, -exp)}.${digits.slice(-exp)}`;
  return negative ? `-${body}` : body;
}

export const AMOUNT_MESSAGES: Record<AmountError, string> = {
  notString: 'Amount must be a decimal string',
  format: 'Amount must be a plain decimal number such as 10.50',
  tooManyDecimals: 'Amount has more decimals than the currency allows',
  notPositive: 'Amount must be greater than zero',
  tooLarge: 'Amount is too large',
  currency: 'Unknown currency',
};

export const ZCurrencyCode = z.enum(CURRENCY_CODES as [TCurrencyCode, ...TCurrencyCode[]], {
  error: 'Unknown currency',
});

/** A wire amount: decimal string shape only (the currency check needs the sibling field). */
export const ZAmountString = z
  .string({ error: AMOUNT_MESSAGES.notString })
  .max(40, AMOUNT_MESSAGES.tooLarge)
  .regex(DECIMAL, AMOUNT_MESSAGES.format);

/** Signed amount as core answers it (history rows, balances may be negative on overdraft). */
export const ZSignedAmountString = z.string().regex(/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/);

/**
 * Adds the currency-aware check to an object schema holding an amount and a currency field:
 * the issue is reported on the amount field with the amount message.
 */
export function checkAmount<T extends Record<string, unknown>>(
  amountField: keyof T & string,
  currencyField: keyof T & string,
) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    const currency = value[currencyField];
    if (!isCurrencyCode(currency)) return;
    const r = parseAmount(value[amountField], currency);
    if (!r.ok) ctx.addIssue({ code: 'custom', path: [amountField], message: AMOUNT_MESSAGES[r.error] });
  };
}
