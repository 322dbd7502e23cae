import { en, ru, ua } from './business-texts-en-ru-ua.ts';
import { es, pt, ro } from './business-texts-es-pt-ro.ts';

/**
 * The KYB console's texts (issue 26), per language; each language's catalogue spreads its own
 * `business` and its `errors` the server messages the console shows (translations of
 * packages/i18n's common errors; catalogue.test.ts holds that every language has every key).
 */
export const BUSINESS_TEXTS = { en, ru, ua, es, pt, ro } as const;
