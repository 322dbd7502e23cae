import type { TLanguage } from '@openportal/contract';
import type { TCatalogue } from './catalogue.ts';
import type { TNamespace } from './namespaces.ts';

/*
 * Compile-time language switches: the brand build (apps/web) sets the brand's languages to true
 * and the others to false, so a language the brand does not offer has no loader and none of its
 * catalogue chunks is in the bundle. Test configs set them all to true.
 */
declare const __OP_LANG_EN__: boolean;
declare const __OP_LANG_ES__: boolean;
declare const __OP_LANG_RO__: boolean;
declare const __OP_LANG_RU__: boolean;
declare const __OP_LANG_UA__: boolean;
declare const __OP_LANG_PT__: boolean;

export type TCatalogueLoader = (ns: TNamespace) => Promise<{ default: TCatalogue }>;

/** One chunk per (language, namespace), fetched when a screen of that namespace first shows. */
export const CATALOGUE_LOADERS: Partial<Record<TLanguage, TCatalogueLoader>> = {
  en: __OP_LANG_EN__ ? (ns) => import(`./locales/en/${ns}.ts`) : undefined,
  es: __OP_LANG_ES__ ? (ns) => import(`./locales/es/${ns}.ts`) : undefined,
  ro: __OP_LANG_RO__ ? (ns) => import(`./locales/ro/${ns}.ts`) : undefined,
  ru: __OP_LANG_RU__ ? (ns) => import(`./locales/ru/${ns}.ts`) : undefined,
  ua: __OP_LANG_UA__ ? (ns) => import(`./locales/ua/${ns}.ts`) : undefined,
  pt: __OP_LANG_PT__ ? (ns) => import(`./locales/pt/${ns}.ts`) : undefined,
};
