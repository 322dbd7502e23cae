import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PORTAL_PATHS } from '@openportal/contract';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { seedCustomer, signInByApi } from './api-session.ts';
import { accountRows, signIn } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * What comes after the password: the terms step when the brand's terms changed (TE), and the
 * company switch of a user who acts for two customers (Customer-Id, fromCustomerId), kept per tab
 * through a reload.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const brand = 'paywave';
const base = () => stack.brandUrl(brand);
const en = flatten(CATALOGUES.en);

describe('terms acceptance', () => {
  it('asks for the changed terms before any page, in the chosen language, then signs in', async () => {
    const es = flatten(CATALOGUES.es);
    const me = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '700' }], 'personal', undefined, {
      termsToAccept: true,
    });
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(`${base()}/login`);
    await page.getByTestId('lang-select').selectOption('es');
    await signIn(page, base(), me.email, me.password);
    await page.getByTestId('terms-step').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(es['terms.title']);
    await page.getByTestId('terms-accept').click();
    await page.getByTestId('terms-error').waitFor();
    await page.getByTestId('terms-check-tos').check();
    await page.getByTestId('terms-accept').click();
    expect((await accountRows(page)).map((r) => r.currency)).toEqual(['USD']);
    // Accepted once: the next sign-in goes straight in.
    const again = await (await browser.newContext()).newPage();
    await signIn(again, base(), me.email, me.password);
    await accountRows(again);
    await Promise.all([context.close(), again.context().close()]);
  });
});

describe('company switch', () => {
  it('a user with two customers switches to the company and back; fromCustomerId enters as the company', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'EUR', balanceMinor: '900' }], 'personal', undefined, {
      secondCustomer: true,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, base(), me.email, me.password);
    expect((await accountRows(page)).map((r) => r.currency)).toEqual(['EUR']);
    const select = page.getByTestId('company-switch');
    await select.waitFor();
    const options = await select.locator('option').allInnerTexts();
    expect(options).toEqual(['Test Customer', 'Second Co']);
    await select.selectOption({ label: 'Second Co' });
    await expect.poll(async () => (await accountRows(page)).map((r) => r.currency)).toEqual(['GBP']);
    const companyId = await select.inputValue();
    // F5 keeps the company for this tab, and the money screens say whose money it is.
    const actingForCompany = en['common.actingForName']!.replace('{{name}}', 'Second Co');
    await page.reload();
    await expect.poll(async () => (await accountRows(page)).map((r) => r.currency)).toEqual(['GBP']);
    expect(await page.getByTestId('acting-for').innerText()).toBe(actingForCompany);
    for (const screen of [PORTAL_PATHS.history, PORTAL_PATHS.transferAccount]) {
      await page.goto(`${base()}${screen}`);
      expect(await page.getByTestId('acting-for').innerText()).toBe(actingForCompany);
    }
    // Another tab starts on the user's own default.
    const second = await context.newPage();
    await second.goto(base());
    expect((await accountRows(second)).map((r) => r.currency)).toEqual(['EUR']);
    expect(await second.getByTestId('acting-for').innerText()).toBe(
      en['common.actingForName']!.replace('{{name}}', 'Test Customer'),
    );
    await second.close();
    await page.goto(base());
    await select.selectOption({ label: 'Test Customer' });
    await expect.poll(async () => (await accountRows(page)).map((r) => r.currency)).toEqual(['EUR']);

    await page.goto(`${base()}/?fromCustomerId=${companyId}`);
    await expect.poll(async () => (await accountRows(page)).map((r) => r.currency)).toEqual(['GBP']);
    expect(new URL(page.url()).searchParams.get('fromCustomerId')).toBeNull();
    await context.close();
  });
});
