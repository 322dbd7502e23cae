import { modeLrgb, modeRgb, useMode, wcagContrast } from 'culori/fn';
import type { TColorToken } from './theme.ts';

/** WCAG 2.2 AA minimums: 1.4.3 normal text; 1.4.3 large text and 1.4.11 non-text (UI parts, focus rings, icons). */
export const MIN_RATIO = { text: 4.5, nonText: 3 } as const;
export type TContrastKind = keyof typeof MIN_RATIO;

/** A side of a pair: a theme token, or a fixed colour the portal's CSS uses on a token. */
export type TContrastColor = TColorToken | `#${string}`;

export type TContrastPair = {
  fg: TContrastColor;
  bg: TContrastColor;
  kind: TContrastKind;
  /** Where the apps draw this pair (packages/ui/src/*.css, the portal's frame and feature CSS). */
  use: string;
};

/**
 * Every foreground/background pair the portal's CSS draws with theme tokens. Text pairs need
 * 4.5:1 whatever the brand's font size (a brand may pick 12px, so no body text counts as large);
 * icons and focus rings need 3:1. Tokens drawn only as decoration are in no pair: `border`
 * (card, table and header rules; form controls are outlined in `muted`) and `accent` (the
 * notice's side bar, next to text that says the same). packages/ui and packages/portal test that
 * every `color:` token of their CSS is the foreground of a pair here (`cssContrastGaps`).
 */
export const CONTRAST_PAIRS: readonly TContrastPair[] = [
  { fg: 'text', bg: 'background', kind: 'text', use: 'page text' },
  { fg: 'text', bg: 'surface', kind: 'text', use: 'text in cards, fields and buttons' },
  { fg: 'muted', bg: 'background', kind: 'text', use: 'hints on the page' },
  { fg: 'muted', bg: 'surface', kind: 'text', use: 'hints and labels in cards; form control outlines' },
  { fg: 'primary', bg: 'background', kind: 'text', use: 'links on the page; focus ring' },
  { fg: 'primary', bg: 'surface', kind: 'text', use: 'links and link buttons in cards; focus ring' },
  { fg: 'primaryText', bg: 'primary', kind: 'text', use: 'primary buttons, the current navigation item' },
  { fg: 'navText', bg: 'nav', kind: 'text', use: 'navigation links; their focus ring' },
  { fg: 'danger', bg: 'background', kind: 'text', use: 'error messages on the page' },
  { fg: 'danger', bg: 'surface', kind: 'text', use: 'error messages in cards' },
  { fg: 'success', bg: 'background', kind: 'text', use: 'incoming amounts on the page' },
  { fg: 'success', bg: 'surface', kind: 'text', use: 'incoming amounts in cards' },
  { fg: '#ffffff', bg: 'success', kind: 'nonText', use: 'the success icon of the response popup' },
  { fg: '#ffffff', bg: 'danger', kind: 'nonText', use: 'the error icon of the response popup' },
];

let modesReady = false;

/** The WCAG 2.x contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  if (!modesReady) {
    // culori/fn registers nothing by itself (so the entry stays side-effect free for the portal).
    useMode(modeRgb);
    useMode(modeLrgb);
    modesReady = true;
  }
  return wcagContrast(a, b);
}

export type TContrastFailure = TContrastPair & { fgColor: string; bgColor: string; ratio: number; min: number };

/** Truncated, never rounded up: 4.499 shows as 4.49, not as a passing 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** The pairs of a theme's colours below their minimum (none when the theme passes WCAG 2.2 AA). */
export function contrastFailures(colors: Readonly<Record<TColorToken, string>>): TContrastFailure[] {
  const resolve = (c: TContrastColor) => (c.startsWith('#') ? c : colors[c as TColorToken]);
  return CONTRAST_PAIRS.flatMap((pair) => {
    const fgColor = resolve(pair.fg);
    const bgColor = resolve(pair.bg);
    const ratio = contrastRatio(fgColor, bgColor);
    const min = MIN_RATIO[pair.kind];
    return ratio >= min ? [] : [{ ...pair, fgColor, bgColor, ratio, min }];
  });
}

/** One line naming a failing pair, its colours, its ratio and the minimum. */
export function describeFailure(f: TContrastFailure): string {
  const side = (name: string, color: string) => (name === color ? color : `${name} ${color}`);
  return `${side(f.fg, f.fgColor)} on ${side(f.bg, f.bgColor)} is ${formatRatio(f.ratio)}, needs ${f.min}:1 (${f.use})`;
}
