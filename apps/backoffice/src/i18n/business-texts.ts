import { BUSINESS_DOCUMENT_TEXTS as DOCS } from './business-document-texts.ts';
import { en, ru, ua } from './business-texts-en-ru-ua.ts';
import { es, pt, ro } from './business-texts-es-pt-ro.ts';

/** A language's texts with its documents-by-owner texts in `business`. */
const withDocs = <T extends { business: object }>(texts: T, docs: (typeof DOCS)[keyof typeof DOCS]) => ({
  ...texts,
  business: { ...texts.business, ...docs },
});

/**
 * The KYB console's texts (issue 26), per language; each language's catalogue spreads its own
 * `business` and its `errors` the server messages the console shows (translations of
 * packages/i18n's common errors; catalogue.test.ts holds that every language has every key).
 */
export const BUSINESS_TEXTS = {
  en: withDocs(en, DOCS.en),
  ru: withDocs(ru, DOCS.ru),
  ua: withDocs(ua, DOCS.ua),
  es: withDocs(es, DOCS.es),
  pt: withDocs(pt, DOCS.pt),
  ro: withDocs(ro, DOCS.ro),
};
