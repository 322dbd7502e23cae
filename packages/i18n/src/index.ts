export { createI18n, chooseLanguage, appLanguage, changeAppLanguage } from './create.ts';
export { toIntlLocale, fromIntlLocale, isLanguage, pluralCategories } from './locale.ts';
export { formatMoney, formatDecimal, formatNumber, formatDate, trimDecimals } from './format.ts';
export { CATALOGUES } from './catalogues.ts';
export { flatten, pluralPart, type TCatalogue } from './catalogue.ts';
