import type { TTranslated } from './translated.ts';

/**
 * Names of the crypto assets of the currency table (packages/contract/src/currencies.ts):
 * ISO 4217 has no codes for them, so CLDR has no names. A test checks that every code of the
 * table that Intl does not know as a currency is named here.
 */
export const CRYPTO_ASSET_NAMES: Readonly<Record<string, TTranslated>> = {
  BTC: { en: 'Bitcoin', es: 'Bitcoin', ro: 'Bitcoin', ru: 'Биткоин', ua: 'Біткоїн', pt: 'Bitcoin' },
  ETH: { en: 'Ether', es: 'Ether', ro: 'Ether', ru: 'Эфир', ua: 'Етер', pt: 'Ether' },
  USDT: { en: 'Tether USD', es: 'Tether USD', ro: 'Tether USD', ru: 'Tether USD', ua: 'Tether USD', pt: 'Tether USD' },
  USDC: { en: 'USD Coin', es: 'USD Coin', ro: 'USD Coin', ru: 'USD Coin', ua: 'USD Coin', pt: 'USD Coin' },
};
