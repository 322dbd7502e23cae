import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Arimo (from @expo-google-fonts/arimo, OFL): metric-compatible with Arial, which the brands'
 * SVG logos name, so a logo's text keeps its width; covers Latin, Cyrillic (ru, uk) and Greek,
 * so a statement in any portal language renders. A PDF embeds only the glyphs it uses.
 */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf'),
} as const;
export const FONT_FAMILY = 'Arimo';
