export {
  ZBrandManifest,
  ZBrandFlags,
  ZTerm,
  ADULT_CATEGORIES,
  featureFlags,
  visibleCategories,
  flagDefines,
  flagConstantName,
  type TBrandManifest,
  type TBrandManifestInput,
  type TFeatureFlags,
  type TFeatureFlag,
} from './manifest.ts';
export {
  ZTheme,
  themeToCss,
  FONT_STACKS,
  FONT_FAMILIES,
  COLOR_TOKENS,
  type TTheme,
  type TFontFamily,
  type TColorToken,
} from './theme.ts';
export { loadBrand, checkSvg, BrandError, type TLoadedBrand } from './load.ts';
