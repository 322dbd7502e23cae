import { parseAmount, type AmountError } from '@openportal/contract';

/** What the user typed → the wire decimal string ('1 234,5' → '1234.5'). Never a float. */
export function normaliseAmount(input: string): string {
  return input
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
}

/** The i18n key of the problem with an amount for a currency, or null when it is sendable. */
export function amountProblem(input: string, currency: string): string | null {
  const value = normaliseAmount(input);
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
