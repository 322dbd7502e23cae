import { CONTRAST_PAIRS } from './contrast.ts';

/** `var(--op-color-nav-text, …)` → `navText`; a literal `#rgb` or `#rrggbb` → `#rrggbb`. */
function colorOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = /var\(--op-color-([a-z-]+)[,)]/.exec(value)?.[1];
  if (name !== undefined) return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const literal = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(value)?.[1]?.toLowerCase();
  return literal === undefined ? undefined : `#${literal.length === 3 ? literal.replace(/./g, '$&$&') : literal}`;
}

export interface TCssColorRule {
  selector: string;
  text: string | undefined;
  outline: string | undefined;
  background: string | undefined;
}

/** Each rule of a stylesheet with its text colour, outline colour and background, as theme token names. */
export function cssColorRules(css: string): TCssColorRule[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body = '']) => {
    const decl = (name: string) => colorOf(new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+)`).exec(body)?.[1]);
    return {
      selector: selector!.trim(),
      text: decl('color'),
      outline: decl('outline') ?? decl('outline-color'),
      background: decl('background') ?? decl('background-color'),
    };
  });
}

/**
 * What a stylesheet draws that `CONTRAST_PAIRS` does not check: text or a focus ring in a colour
 * that is no pair's foreground, and text on a background of its own that is no pair. Empty when
 * every colour the CSS draws is held to WCAG 2.2 AA for every brand.
 */
export function cssContrastGaps(css: string): string[] {
  const rules = cssColorRules(css);
  const foregrounds = new Set<string>(CONTRAST_PAIRS.map((p) => p.fg));
  const pairs = new Set(CONTRAST_PAIRS.map((p) => `${p.fg} on ${p.bg}`));
  const unchecked = rules.flatMap((r) =>
    [r.text, r.outline].filter((c) => c !== undefined && !foregrounds.has(c)).map((c) => `${r.selector}: ${c}`),
  );
  const unpaired = rules
    .filter((r) => r.text !== undefined && r.background !== undefined)
    .map((r) => `${r.selector}: ${r.text} on ${r.background}`)
    .filter((p) => !pairs.has(p.slice(p.indexOf(': ') + 2)));
  return [...unchecked, ...unpaired];
}
