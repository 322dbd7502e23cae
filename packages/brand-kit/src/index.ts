export { ADULT_CATEGORIES, visibleCategories } from './categories.ts';
export {
  FX_RATE_BAND_DEFAULT_PERCENT,
  ZBrandManifest,
  ZBrandFlags,
  ZTerm,
  featureFlags,
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
export {
  CONTRAST_PAIRS,
  MIN_RATIO,
  contrastRatio,
  contrastFailures,
  describeFailure,
  formatRatio,
  type TContrastPair,
  type TContrastKind,
  type TContrastFailure,
} from './contrast.ts';
export { cssColorRules, cssContrastGaps, type TCssColorRule } from './css-contrast.ts';
export { loadBrand, checkSvg, BrandError, type TLoadedBrand } from './load.ts';
