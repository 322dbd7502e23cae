import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { factorCode, newestCodeText, waitForMailCode, waitForSmsCode } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/** Profile (issue 21 part 3a) through the real gateway and core: a phone confirmed with the code the SMS catcher caught. */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => {
  stack = s;
  browser = b;
});

const brand = 'paywave';

describe('profile', () => {
  it('adds a phone on the profile page and confirms it with the code from the SMS catcher', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '1000' }]);
    const number = `77009${String(Date.now() % 100000).padStart(5, '0')}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, stack.brandUrl(brand), me.email, me.password);
    await page.getByTestId('nav-profile').click();
    await page.getByTestId('profile-screen').waitFor();
    await page.getByTestId('phone-add').click();
    await page.getByTestId('phone-country-code').fill('44');
    await page.getByTestId('phone-number').fill(number);
    await page.getByTestId('phone-save').click();
    const code = await waitForSmsCode(stack.catcherUrl, `+44${number}`);
    await page.getByTestId('profile-code-input').fill(code);
    await page.getByTestId('profile-code-submit').click();
    await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    await expect.poll(() => page.getByTestId('phone-row').first().getAttribute('data-confirmed')).toBe('true');
    expect(await page.getByTestId('phone-row').first().getAttribute('data-primary')).toBe('true');
    await context.close();
  });

  it('changes the username to a confirmed e-mail with the code of the current factor; the new name signs in', async () => {
    const me = await seedCustomer(stack, brand, []);
    const next = `next-${me.email}`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, stack.brandUrl(brand), me.email, me.password);
    await page.getByTestId('nav-profile').click();
    await page.getByTestId('profile-screen').waitFor();
    // The address is added and confirmed first (the new username must be one of the user's own).
    await page.getByTestId('email-add').click();
    await page.getByTestId('email-add-input').fill(next);
    await page.getByTestId('email-add-save').click();
    await page.getByTestId('profile-code-input').fill(await waitForMailCode(stack.catcherUrl, next));
    await page.getByTestId('profile-code-submit').click();
    await expect.poll(() => page.getByTestId('email-row').nth(1).getAttribute('data-status')).toBe('confirmed');
    // No two-step mode: the current factor is a code mailed to the sign-in address.
    const factor = { catcherUrl: stack.catcherUrl, email: me.email };
    const before = await newestCodeText(factor);
    await page.getByTestId('username-change').click();
    await page.getByTestId('username-input').fill(next);
    await page.getByTestId('username-save').click();
    await page.getByTestId('username-confirm-dialog').waitFor();
    await page.getByTestId('profile-code-input').fill(await factorCode(factor, before));
    await page.getByTestId('profile-code-submit').click();
    await expect.poll(() => page.getByTestId('username-current').innerText()).toContain(next);
    await context.close();
    const again = await browser.newContext();
    await signInByApi(await again.newPage(), stack.brandUrl(brand), next, me.password);
    await again.close();
  });
});
