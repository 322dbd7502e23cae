import { z } from 'zod';
import { contrastFailures, describeFailure } from './contrast.ts';

/** Strict token patterns: anything that reaches CSS is checked here (CONVENTIONS: brand identity is data). */
const COLOR = /^#[0-9a-fA-F]{6}$/;
const ZColor = z.string().regex(COLOR, 'Colour must be #rrggbb');
const ZPx = z.string().regex(/^(0|[1-9][0-9]?px)$/, 'Length must be 0 or 1-99px');
const ZFontSize = z.string().regex(/^(1[2-9]|2[0-2])px$/, 'Base font size must be 12px to 22px');

/** Font families a brand may pick; each maps to a system stack (no web fonts: strict CSP, no outside hosts). */
export const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  humanist: '"Segoe UI", "Helvetica Neue", Arial, sans-serif',
  geometric: 'Futura, "Century Gothic", "Avenir Next", sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
  rounded: '"SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
} as const;
export type TFontFamily = keyof typeof FONT_STACKS;
export const FONT_FAMILIES = Object.keys(FONT_STACKS) as [TFontFamily, ...TFontFamily[]];

export const COLOR_TOKENS = [
  'primary',
  'primaryText',
  'accent',
  'background',
  'surface',
  'text',
  'muted',
  'border',
  'success',
  'danger',
  'nav',
  'navText',
] as const;
export type TColorToken = (typeof COLOR_TOKENS)[number];

/**
 * A brand's colours pass WCAG 2.2 AA by construction: every pair the portal draws
 * (`CONTRAST_PAIRS`) must reach its minimum, or the theme is refused with the pair and its ratio.
 */
const ZColors = z
  .strictObject(Object.fromEntries(COLOR_TOKENS.map((k) => [k, ZColor])) as Record<TColorToken, typeof ZColor>)
  .superRefine((colors, ctx) => {
    // A colour that is not #rrggbb is already reported by its own pattern.
    if (!COLOR_TOKENS.every((k) => COLOR.test(colors[k]))) return;
    for (const failure of contrastFailures(colors)) {
      const token = failure.fg.startsWith('#') ? failure.bg : failure.fg;
      ctx.addIssue({ code: 'custom', path: [token], message: `Contrast too low: ${describeFailure(failure)}` });
    }
  });

export const ZTheme = z.strictObject({
  colors: ZColors,
  radius: ZPx,
  spacing: ZPx,
  fontSize: ZFontSize,
  fontFamily: z.enum(FONT_FAMILIES),
});
export type TTheme = z.infer<typeof ZTheme>;

function kebab(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Theme tokens → a `:root` rule of CSS custom properties (`--op-color-primary`, `--op-radius`...). */
export function themeToCss(theme: TTheme): string {
  const checked = ZTheme.parse(theme);
  const lines = COLOR_TOKENS.map((k) => `  --op-color-${kebab(k)}: ${checked.colors[k]};`);
  lines.push(`  --op-radius: ${checked.radius};`);
  lines.push(`  --op-spacing: ${checked.spacing};`);
  lines.push(`  --op-font-size: ${checked.fontSize};`);
  lines.push(`  --op-font-family: ${FONT_STACKS[checked.fontFamily]};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}
