import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { seedCustomer, signInByApi } from './api-session.ts';
import { accountRows, signIn } from './portal-page.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Push sign-in with the stand-in device: core's /device page in a second browser context asks
 * for a link code, the signed-in user links it on the settings hub and turns on push, and a
 * later sign-in waits until the device page approves it (a denial is refused).
 */
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

const brand = 'paywave';
const base = () => stack.brandUrl(brand);

/** The device page in its own browser context: asks for a link code and shows it. */
async function openDevice(): Promise<{ device: Page; code: string }> {
  const context = await browser.newContext();
  const device = await context.newPage();
  await device.goto(`${stack.coreUrl}/device?lang=en`);
  await device.locator('#link').click();
  const code = (await device.locator('#link-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return { device, code };
}

async function linkAndTurnOnPush(email: string, password: string, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, base(), email, password);
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('device-link').click();
  await page.getByTestId('device-link-code').fill(code);
  await page.getByTestId('device-link-name').fill('Test phone');
  await page.getByTestId('device-link-save').click();
  await expect.poll(() => page.getByTestId('device-row').getAttribute('data-name')).toBe('Test phone');
  await page.getByTestId('two-step-change-login').click();
  await page.getByTestId('two-step-mode-push').check();
  await page.getByTestId('two-step-save').click();
  await expect.poll(() => page.getByTestId('two-step-current-login').getAttribute('data-mode')).toBe('push');
  await context.close();
}

describe('push sign-in', () => {
  it('links the device page, then a sign-in waits for it and goes through once it approves', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'EUR', balanceMinor: '2500' }]);
    const { device, code } = await openDevice();
    await linkAndTurnOnPush(me.email, me.password, code);
    await expect.poll(() => device.locator('#linked').innerText()).toContain(me.email);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base(), me.email, me.password);
    await page.getByTestId('login-push').waitFor();
    await expect.poll(() => page.getByTestId('login-push-devices').innerText()).toContain('Test phone');
    expect(await page.getByTestId('login-push-link').getAttribute('href')).toContain('/device#request=');
    await page.getByTestId('login-push-resend').click();
    await page.getByTestId('login-push-resent').waitFor();

    await device.getByRole('button', { name: 'Approve' }).click();
    const rows = await accountRows(page);
    expect(rows.map((r) => r.currency)).toEqual(['EUR']);
    expect(new URL(page.url()).pathname).toBe('/');

    // A second sign-in, denied on the device, stays on the login page with the message.
    const other = await (await browser.newContext()).newPage();
    await signIn(other, base(), me.email, me.password);
    await other.getByTestId('login-push').waitFor();
    await device.getByRole('button', { name: 'Deny' }).click();
    await expect.poll(() => other.getByTestId('login-error').innerText()).toBe('Sign-in was denied on your device');
    expect(new URL(other.url()).pathname).toBe('/login');
    await Promise.all([context.close(), other.context().close(), device.context().close()]);
  });
});
