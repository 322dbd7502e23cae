import { parseAmount, type AmountError, type TLanguage } from '@openportal/contract';
import { amountToWire } from '@openportal/i18n';

/**
 * What the user typed, read with the separators of their language → the wire decimal string
 * ('1,234.5' in English, '1 234,5' in Russian → '1234.5'). Never a float. What is not a number
 * in that language is kept as typed, so the schema refuses it with the format message.
 */
export function normaliseAmount(input: string, lang: TLanguage): string {
  return amountToWire(input, lang) ?? input.trim();
}

/** The i18n key of the problem with an amount for a currency, or null when it is sendable. */
export function amountProblem(input: string, currency: string, lang: TLanguage): string | null {
  const value = normaliseAmount(input, lang);
  if (!value) return 'transfer.errors.required';
  const r = parseAmount(value, currency);
  if (r.ok) return null;
  const keys: Record<AmountError, string> = {
    notString: 'transfer.errors.format',
    format: 'transfer.errors.format',
    tooManyDecimals: 'transfer.errors.tooManyDecimals',
    notPositive: 'transfer.errors.notPositive',
    tooLarge: 'transfer.errors.tooLarge',
    currency: 'transfer.errors.format',
  };
  return keys[r.error];
}
