import type { TLanguage } from '@openportal/contract';
import en, { type TTransactionTexts } from './transaction/en.ts';
import es from './transaction/es.ts';
import pt from './transaction/pt.ts';
import ro from './transaction/ro.ts';
import ru from './transaction/ru.ts';
import ua from './transaction/ua.ts';

export type { TTransactionTexts };

/**
 * A transaction's words (labels, types, statuses, approval states) in each language, one
 * constant per language: a portal catalogue chunk imports only its own language's (the others
 * are tree-shaken out of a brand's bundle); core's message catalogues take them all.
 */
export {
  en as TRANSACTION_TEXTS_EN,
  es as TRANSACTION_TEXTS_ES,
  ro as TRANSACTION_TEXTS_RO,
  ru as TRANSACTION_TEXTS_RU,
  ua as TRANSACTION_TEXTS_UA,
  pt as TRANSACTION_TEXTS_PT,
};

/** Every language's, for server-side readers. */
export const TRANSACTION_TEXTS: Readonly<Record<TLanguage, TTransactionTexts>> = { en, es, ro, ru, ua, pt };
