export { createI18n, appLanguage, changeAppLanguage } from './create.ts';
export { createBundledI18n } from './bundled.ts';
export { chooseLanguage, toIntlLocale, fromIntlLocale, isLanguage, pluralCategories, languageName } from './locale.ts';
export { formatMoney, formatDecimal, formatNumber, formatDate, trimDecimals } from './format.ts';
export { amountToWire, decimalSeparator } from './amount-input.ts';
export { CATALOGUES, NAMESPACED_CATALOGUES } from './catalogues.ts';
export { CATALOGUE_LOADERS, type TCatalogueLoader } from './loaders.ts';
export { NAMESPACES, isNamespace, type TNamespace } from './namespaces.ts';
export { flatten, pluralPart, type TCatalogue } from './catalogue.ts';
