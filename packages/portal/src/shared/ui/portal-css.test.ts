import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS } from '@openportal/brand-kit';

const css = readFileSync(join(import.meta.dirname, 'portal.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** `var(--op-color-nav-text, …)` → `navText`; a literal `#rgb` or `#rrggbb` → `#rrggbb`. */
function colorOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = /var\(--op-color-([a-z-]+)[,)]/.exec(value)?.[1];
  if (name !== undefined) return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const literal = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(value)?.[1]?.toLowerCase();
  return literal === undefined ? undefined : `#${literal.length === 3 ? literal.replace(/./g, '$&$&') : literal}`;
}

/** Each rule's text colour, outline colour and background, as theme token names. */
const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body = '']) => {
  const decl = (name: string) => colorOf(new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+)`).exec(body)?.[1]);
  return {
    selector: selector!.trim(),
    text: decl('color'),
    outline: decl('outline') ?? decl('outline-color'),
    background: decl('background') ?? decl('background-color'),
  };
});

describe('portal.css against brand-kit CONTRAST_PAIRS', () => {
  it('finds the rules it reads', () => {
    expect(rules.find((r) => r.selector === '.op-button--primary')).toMatchObject({
      text: 'primaryText',
      background: 'primary',
    });
  });

  it('draws text and focus rings only in colours brand-kit checks as a foreground', () => {
    const foregrounds = new Set<string>(CONTRAST_PAIRS.map((p) => p.fg));
    const unchecked = rules.flatMap((r) =>
      [r.text, r.outline].filter((c) => c !== undefined && !foregrounds.has(c)).map((c) => `${r.selector}: ${c}`),
    );
    expect(unchecked).toEqual([]);
  });

  it('checks the text of every rule that sets its own background', () => {
    const pairs = new Set(CONTRAST_PAIRS.map((p) => `${p.fg} on ${p.bg}`));
    const unchecked = rules
      .filter((r) => r.text !== undefined && r.background !== undefined)
      .map((r) => `${r.text} on ${r.background}`)
      .filter((p) => !pairs.has(p));
    expect(unchecked).toEqual([]);
  });
});
