import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { seedCustomer, signInByApi, type SeededCustomer } from './api-session.ts';
import { scanNow } from './axe.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/** A catalogue text, as the portal shows it. */
const text = (lang: keyof typeof CATALOGUES, key: string, vars: Record<string, string> = {}) => {
  const value = flatten(CATALOGUES[lang])[key];
  if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? '');
};
/** The page's sideways overflow in CSS pixels (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const BRAND = 'paywave';
const seed = () =>
  seedCustomer(stack, BRAND, [
    { currency: 'USD', balanceMinor: '125000' },
    { currency: 'EUR', balanceMinor: '40000' },
  ]);

async function openHome(width: number, customer: SeededCustomer, lang = 'en') {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('op:lang', l), lang);
  await signInByApi(page, stack.brandUrl(BRAND), customer.email, customer.password);
  await page.goto(`${stack.brandUrl(BRAND)}/`);
  await page.getByTestId('account-row').first().waitFor();
  return { context, page };
}

describe('home', () => {
  it.each([375, 1280])('shows names, the total, quick actions and a chart per account at %i px', async (width) => {
    const customer = await seed();
    const { context, page } = await openHome(width, customer);
    await expect.poll(() => page.getByTestId('home-total-amount').innerText()).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await page.getByTestId('home-rates').innerText()).toMatch(/1 EUR = [\d.]+ USD/);
    const names = await page.getByTestId('account-name').allInnerTexts();
    expect(names).toEqual(customer.accountIds.map((id) => text('en', 'accounts.account', { id: String(id) })));
    await expect.poll(() => page.getByTestId('balance-chart').count()).toBe(customer.accountIds.length);
    expect(
      await page.getByTestId('currency-flag').evaluateAll((els) => els.map((e) => e.getAttribute('data-currency'))),
    ).toEqual(['USD', 'EUR']);
    for (const id of ['quick-transfer', 'quick-add-currency', 'quick-history'])
      expect(await page.getByTestId(id).isVisible()).toBe(true);
    expect(await overflow(page)).toBe(0);
    await scanNow(page);
    await page.getByTestId('quick-transfer').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/transfer/account');
    await context.close();
  });

  it('renames an account (the name stays after a reload) and adds a GBP account', async () => {
    const customer = await seed();
    const { context, page } = await openHome(375, customer);
    const row = page.getByTestId('account-row').nth(1);
    await row.getByTestId('account-rename').click();
    const dialog = page.getByTestId('rename-dialog');
    await dialog.getByTestId('rename-name').fill('Holiday fund');
    await scanNow(page);
    await dialog.getByTestId('rename-save').click();
    await expect.poll(() => row.getByTestId('account-name').innerText()).toBe('Holiday fund');
    expect(await page.getByTestId('toast').innerText()).toContain(text('en', 'rename.done'));
    await page.reload();
    await expect.poll(() => page.getByTestId('account-name').nth(1).innerText()).toBe('Holiday fund');

    // Home's "Add currency" leads to the form below: a GBP account (not held yet) opens and is listed.
    await page.getByTestId('quick-add-currency').click();
    await page.getByTestId('add-currency-code').selectOption('GBP');
    await page.getByTestId('add-currency-submit').click();
    expect(await page.getByTestId('response-popup-message').innerText()).toBe(
      text('en', 'addCurrency.added', { currency: 'GBP' }),
    );
    await page.getByTestId('response-popup-close').click();
    await expect
      .poll(() =>
        page.getByTestId('currency-flag').evaluateAll((els) => els.map((e) => e.getAttribute('data-currency'))),
      )
      .toEqual(['USD', 'EUR', 'GBP']);
    await context.close();
  });
});

describe('history filters', () => {
  it('sit behind a Filters button on a phone (closed until asked for, closed again on apply), open on a desktop', async () => {
    const customer = await seed();
    for (const width of [375, 1280]) {
      const { context, page } = await openHome(width, customer);
      await page.goto(`${stack.brandUrl(BRAND)}/history`);
      await page.getByTestId('history-total').waitFor();
      const toggle = page.getByTestId('history-filter-toggle');
      const keyword = page.getByTestId('history-filter-keyword');
      if (width === 1280) {
        expect(await toggle.isVisible()).toBe(false);
        expect(await keyword.isVisible()).toBe(true);
      } else {
        expect(await keyword.isVisible()).toBe(false);
        expect(await toggle.innerText()).toBe(text('en', 'history.filters'));
        await toggle.click();
        await keyword.fill('nothing like this');
        await scanNow(page);
        await page.getByTestId('history-apply').click();
        await expect
          .poll(() => page.getByTestId('history-total').innerText())
          .toBe(text('en', 'history.total_other', { count: '0' }));
        expect(await keyword.isVisible()).toBe(false);
        expect(await toggle.innerText()).toBe(text('en', 'history.filtersActive', { n: '1' }));
        expect(await overflow(page)).toBe(0);
      }
      await context.close();
    }
  });
});

describe('375 px in long languages', () => {
  it.each(['ro', 'pt', 'ru'])('no signed-in page scrolls sideways in %s', async (lang) => {
    const customer = await seed();
    const { context, page } = await openHome(375, customer, lang);
    const paths = await page.locator('nav.op-nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(paths.length).toBeGreaterThan(2);
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(`${stack.brandUrl(BRAND)}${path}`);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const by = await overflow(page);
      if (by > 0) wide.push(`${path} +${by}px`);
      // The bottom navigation shows every label whole (no clipped text).
      const clipped = await page
        .locator('nav.op-nav a')
        .evaluateAll((as) => as.filter((a) => a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent));
      if (clipped.length) wide.push(`${path} nav clipped: ${clipped.join(', ')}`);
      const logout = await page.getByTestId('logout').evaluate((b) => b.getBoundingClientRect().height);
      if (logout > 48) wide.push(`${path} Log out wraps (${logout}px high)`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});
