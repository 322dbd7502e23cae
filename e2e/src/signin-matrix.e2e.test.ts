import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { PORTAL_PATHS } from '@openportal/contract';
import { seedCustomer, signInByApi } from './api-session.ts';
import { launchChromium } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * The smoke matrix of the sign-in and security screens (issue: "every brand and language"): at
 * 375 px, every screen below shows its heading in the language (the catalogue's text), nothing
 * scrolls sideways, and axe-core scans each screen (the context's watcher: 0 serious or
 * critical). Languages: all six in paywave, and in each other brand one of its own besides
 * English, in turn (a brand's theme and its languages meet; the full 30 would take minutes).
 * Signed out: sign-in, account recovery, scp-mobile; signed in as an administrator: admin
 * overview, settings, login history.
 */
type TLang = keyof typeof CATALOGUES;
const brandsDir = path.resolve(import.meta.dirname, '../../brands');
const ALL = readdirSync(brandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => ({
    id: d.name,
    langs: (JSON.parse(readFileSync(path.join(brandsDir, d.name, 'brand.json'), 'utf8')) as { availableLangs: TLang[] })
      .availableLangs,
  }));
const BRANDS = ALL.map((b, i) => {
  if (b.id === 'paywave') return b;
  const others = b.langs.filter((l) => l !== 'en');
  return { id: b.id, langs: others.length > 0 ? [others[i % others.length]!] : b.langs };
});

const SIGNED_OUT: Array<[string, string]> = [
  [PORTAL_PATHS.login, 'login.title'],
  [PORTAL_PATHS.accountRecoveryEmail, 'recovery.title'],
  [`${PORTAL_PATHS.scpMobile}?code=ABCD2345`, 'scpMobile.title'],
];
const SIGNED_IN: Array<[string, string]> = [
  [PORTAL_PATHS.adminOverview, 'adminOverview.title'],
  [PORTAL_PATHS.setting, 'settings.title'],
  [PORTAL_PATHS.loginHistory, 'loginHistory.title'],
];

const heading = (lang: TLang, key: string) => {
  const value = flatten(CATALOGUES[lang])[key];
  if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
  return value;
};

let stack: Stack;
let browser: Browser;
beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Opens each screen in the language; answers what was wrong (empty: all well). */
async function check(page: Page, base: string, lang: TLang, screens: Array<[string, string]>) {
  const wrong: string[] = [];
  await page.evaluate((l) => localStorage.setItem('op:lang', l), lang);
  for (const [where, key] of screens) {
    await page.goto(`${base}${where}`);
    const h1 = page.locator('h1').first();
    const expected = heading(lang, key);
    await h1
      .filter({ hasText: expected })
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    const shown = (await h1.innerText().catch(() => '')).trim();
    if (shown !== expected) wrong.push(`${lang} ${where}: heading "${shown}", expected "${expected}"`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wrong.push(`${lang} ${where}: scrolls sideways by ${overflow} px`);
  }
  return wrong;
}

describe('sign-in and security screens in every brand and language (375 px)', () => {
  it('covers seven brands and all six languages', () => {
    expect(BRANDS).toHaveLength(7);
    expect(new Set(BRANDS.flatMap((b) => b.langs)).size).toBe(6);
    expect(BRANDS.filter((b) => b.id !== 'paywave').every((b) => b.langs.length === 1 && b.langs[0] !== 'en')).toBe(
      true,
    );
  });

  it.each(BRANDS)('$id', async ({ id, langs }) => {
    const base = stack.brandUrl(id);
    const admin = await seedCustomer(stack, id, [{ currency: 'EUR', balanceMinor: '100' }], 'personal', undefined, {
      admin: true,
    });
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const out = await context.newPage();
    await out.goto(`${base}${PORTAL_PATHS.login}`);
    const wrong: string[] = [];
    for (const lang of langs) wrong.push(...(await check(out, base, lang, SIGNED_OUT)));
    const signedIn = await context.newPage();
    await signInByApi(signedIn, base, admin.email, admin.password);
    for (const lang of langs) wrong.push(...(await check(signedIn, base, lang, SIGNED_IN)));
    await context.close();
    expect(wrong).toEqual([]);
  });
});
