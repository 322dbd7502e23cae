/**
 * Currencies the system knows, with their exponent (ISO 4217; crypto assets their own, up
 * to 8). A code not in this table is refused everywhere.
 */
export const CURRENCY_EXPONENTS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  RON: 2,
  CAD: 2,
  AUD: 2,
  CHF: 2,
  PLN: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  CZK: 2,
  HUF: 2,
  BRL: 2,
  MXN: 2,
  INR: 2,
  CNY: 2,
  HKD: 2,
  SGD: 2,
  NZD: 2,
  ZAR: 2,
  TRY: 2,
  JPY: 0,
  KRW: 0,
  ISK: 0,
  CLP: 0,
  VND: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
  BTC: 8,
  ETH: 8,
  USDT: 6,
  USDC: 6,
} as const;
export type TCurrencyCode = keyof typeof CURRENCY_EXPONENTS;
export const CURRENCY_CODES = Object.keys(CURRENCY_EXPONENTS) as TCurrencyCode[];
/** The crypto assets: their accounts are funded at a deposit address (cryptoWalletCreate), not by bank transfer. */
export const CRYPTO_CURRENCY_CODES: readonly TCurrencyCode[] = ['BTC', 'ETH', 'USDT', 'USDC'];
export function isCurrencyCode(v: unknown): v is TCurrencyCode {
  return typeof v === 'string' && Object.hasOwn(CURRENCY_EXPONENTS, v);
}
export function currencyExponent(code: TCurrencyCode): number {
  return CURRENCY_EXPONENTS[code];
}
