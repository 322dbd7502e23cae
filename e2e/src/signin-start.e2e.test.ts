import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedCustomer } from './api-session.ts';
import { accountRows, signIn } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * The start page after sign-in (spec 1 §2 order): an administrator starts on the admin overview
 * and opens one of the customers they act for; a user who is not one goes home.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const brand = 'coinpurse';
const base = () => stack.brandUrl(brand);

describe('admin overview', () => {
  it('is an administrator’s start page, and opening the company acts for it at home', async () => {
    const admin = await seedCustomer(stack, brand, [{ currency: 'EUR', balanceMinor: '300' }], 'personal', undefined, {
      secondCustomer: true,
      admin: true,
    });
    const page = await (await browser.newContext()).newPage();
    await signIn(page, base(), admin.email, admin.password);
    await page.getByTestId('admin-overview').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-overview');
    const rows = page.getByTestId('admin-overview-customer');
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([expect.stringContaining('Test Customer'), expect.stringContaining('Second Co')]);
    await rows.nth(1).getByRole('button').click();
    await expect.poll(async () => (await accountRows(page)).map((r) => r.currency)).toEqual(['GBP']);
    expect(new URL(page.url()).pathname).toBe('/');

    const user = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '100' }]);
    const other = await (await browser.newContext()).newPage();
    await signIn(other, base(), user.email, user.password);
    expect((await accountRows(other)).map((r) => r.currency)).toEqual(['USD']);
    expect(await other.getByTestId('admin-overview').count()).toBe(0);
    await Promise.all([page.context().close(), other.context().close()]);
  });
});
