import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { factorCode, newestCodeText, smsTo, waitForMailCode, waitForSmsCode } from './portal-page.ts';
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
/** A PNG by its first bytes (core sniffs content, not names). */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);
const answered = (page: Page, method: string) => page.waitForResponse((r) => r.url().includes(`method=${method}`));

/** Adds a phone on the profile (checkPhone answers while typing) and leaves its code popup unanswered. */
async function addPhoneUnconfirmed(page: Page, number: string) {
  await page.getByTestId('phone-add').click();
  const checked = answered(page, 'checkPhone');
  await page.getByTestId('phone-country-code').fill('44');
  await page.getByTestId('phone-number').fill(number);
  await checked;
  await page.getByTestId('phone-save').click();
  await page.getByTestId('profile-code-cancel').click();
}

/** The popup of a phone on the profile: confirm, its SMS code (newer than the code texted on adding), success. */
async function confirmPhoneRow(page: Page, catcherUrl: string, number: string) {
  const row = page.getByTestId('phone-row').filter({ hasText: number });
  await expect.poll(async () => (await smsTo(catcherUrl, `+44${number}`)).length).toBeGreaterThan(0);
  const before = (await smsTo(catcherUrl, `+44${number}`))[0]!.id;
  await row.getByTestId('phone-confirm').click();
  await page.getByTestId('phone-verify-dialog').waitFor();
  await page.getByTestId('profile-code-input').fill(await waitForSmsCode(catcherUrl, `+44${number}`, before));
  await page.getByTestId('profile-code-submit').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
  await expect.poll(() => row.getAttribute('data-confirmed')).toBe('true');
}

/** Address and tax id on the profile: added on profile-update, its proof uploaded, confirmed, deleted; the tax id saved. */
async function addressAndTax(page: Page) {
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-address1').fill('1 High Street');
  await page.getByTestId('address-city').fill('London');
  await page.getByTestId('address-postalCode').fill('SW1A 1AA');
  await page.getByTestId('address-save').click();
  await page.getByTestId('response-popup-close').click();
  await page.getByTestId('profile-screen').waitFor();
  const row = page.getByTestId('address-row').first();
  await row.getByTestId('address-upload').click();
  await expect.poll(() => page.locator('[data-testid="upload-type"] option[value="10"]').count()).toBe(1);
  await page.getByTestId('upload-type').selectOption('10');
  await page.getByTestId('upload-file').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('upload-send').click();
  await page.getByTestId('response-popup-close').click();
  const asked = answered(page, 'confirmAddress');
  await row.getByTestId('address-confirm').click();
  expect((await asked).status()).toBe(200);
  await expect.poll(() => row.getAttribute('data-status')).toBe('2');
  await row.getByTestId('address-delete').click();
  await expect.poll(() => page.getByTestId('address-row').count()).toBe(0);
  await page.getByTestId('tax-id-input').fill('AB123456C');
  await page.getByTestId('tax-id-save').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
}

/** A third e-mail made primary, the first one deleted; a main phone confirmed by the customer's contact verification. */
async function emailsAndMainPhone(page: Page, first: string) {
  const third = `third-${first}`;
  await page.getByTestId('email-add').click();
  await page.getByTestId('email-add-input').fill(third);
  await page.getByTestId('email-add-save').click();
  await page.getByTestId('profile-code-input').fill(await waitForMailCode(stack.catcherUrl, third));
  await page.getByTestId('profile-code-submit').click();
  await page.getByTestId('response-popup-close').click();
  const row = page.getByTestId('email-row').filter({ hasText: third });
  await expect.poll(() => row.getAttribute('data-status')).toBe('confirmed');
  await row.getByTestId('email-primary').click();
  await expect.poll(() => row.getAttribute('data-status')).toBe('primary');
  const old = page.getByTestId('email-row').filter({ hasText: new RegExp(`^${first.replace(/[.+]/g, '\\$&')}`) });
  await old.getByTestId('email-delete').click();
  await expect.poll(() => old.count()).toBe(0);
  const main = `77007${String(Date.now() % 100000).padStart(5, '0')}`;
  await addPhoneUnconfirmed(page, main);
  await expect.poll(() => page.getByTestId('phone-row').first().getAttribute('data-primary')).toBe('true');
  await confirmPhoneRow(page, stack.catcherUrl, main);
}

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
    await page.getByTestId('response-popup-close').click();
    // A second phone, confirmed later from its row: that phone's verification and confirmPhone.
    const second = `77008${String(Date.now() % 100000).padStart(5, '0')}`;
    await addPhoneUnconfirmed(page, second);
    await confirmPhoneRow(page, stack.catcherUrl, second);
    await addressAndTax(page);
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
    // checkEmail while typing: the user's own address is in use.
    await page.getByTestId('email-add-input').fill(me.email);
    await page.getByTestId('email-add-in-use').waitFor();
    await page.getByTestId('email-add-input').fill(next);
    await expect.poll(() => page.getByTestId('email-add-in-use').count()).toBe(0);
    await page.getByTestId('email-add-save').click();
    // A new code asked for (emailConfirmRequest): the newer one confirms.
    await waitForMailCode(stack.catcherUrl, next);
    const sent = { catcherUrl: stack.catcherUrl, email: next };
    const older = await newestCodeText(sent);
    await page.getByTestId('profile-code-resend').click();
    await page.getByTestId('profile-code-input').fill(await factorCode(sent, older));
    await page.getByTestId('profile-code-submit').click();
    await expect.poll(() => page.getByTestId('email-row').nth(1).getAttribute('data-status')).toBe('confirmed');
    await page.getByTestId('response-popup-close').click();
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
    await page.getByTestId('response-popup-close').click();
    await emailsAndMainPhone(page, me.email);
    await context.close();
    const again = await browser.newContext();
    await signInByApi(await again.newPage(), stack.brandUrl(brand), next, me.password);
    await again.close();
    // An activation link that cannot be used (this account is active): the page offers a new link.
    const signedOut = await browser.newContext();
    const link = await signedOut.newPage();
    await link.goto(`${stack.brandUrl(brand)}/activate?action=activation&user=${encodeURIComponent(next)}&code=000000`);
    await expect.poll(() => link.getByTestId('response-popup').getAttribute('data-kind')).toBe('error');
    await link.getByTestId('response-popup-close').click();
    await link.getByTestId('activation-resend').click();
    await expect.poll(() => link.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    await signedOut.close();
  });
});
