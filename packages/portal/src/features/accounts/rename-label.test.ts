import { describe, expect, it } from 'vitest';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { LANGUAGES } from '@openportal/contract';

/**
 * The rename button shows `accounts.rename` and is named `accounts.renameLabel` for screen
 * readers: the name must contain the visible text (WCAG 2.5.3, axe label-content-name-mismatch),
 * in every language.
 */
describe('rename button label', () => {
  it.each(LANGUAGES)('%s: the accessible name contains the visible text', (lang) => {
    const texts = flatten(CATALOGUES[lang]);
    const visible = String(texts['accounts.rename']).toLowerCase();
    const named = String(texts['accounts.renameLabel']).replace('{{name}}', 'USD').toLowerCase();
    expect(named).toContain(visible);
  });
});
