import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { accountRows, choosePush, linkDevice } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * A payment approved on the linked device (issue 10 "real parts", spec 2 §3 approval mode push):
 * the user links core's /device page (a second browser context) and sets push for payments; a
 * transfer between own accounts is held and the portal shows the push confirm approval popup
 * until the device page approves it, then 'Successfully submitted' and the balances moved.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const brand = 'paywave';
const base = () => stack.brandUrl(brand);

async function openDevice(): Promise<{ device: Page; code: string }> {
  const device = await (await browser.newContext()).newPage();
  await device.goto(`${stack.coreUrl}/device?lang=en`);
  await device.locator('#link').click();
  const code = (await device.locator('#link-code').innerText()).trim();
  return { device, code };
}

/** Settings hub: link the device by its code, then push as the payments' approval mode. */
async function linkAndPushPayments(page: Page, code: string, email: string) {
  // Both confirmed by the current factor: no two-step mode yet, so the e-mailed code.
  const mailbox = { catcherUrl: stack.catcherUrl, email };
  await linkDevice(page, code, mailbox);
  await choosePush(page, 'transaction', mailbox);
  await page.getByTestId('response-popup-close').click();
}

describe('payment approved on the linked device', () => {
  it('holds a transfer until the device page approves it; the portal shows the result and the balances', async () => {
    const me = await seedCustomer(stack, brand, [
      { currency: 'USD', balanceMinor: '50000' },
      { currency: 'USD', balanceMinor: '0' },
    ]);
    const [fromId, toId] = me.accountIds.map(String) as [string, string];
    const { device, code } = await openDevice();
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, base(), me.email, me.password);
    await linkAndPushPayments(page, code, me.email);
    await expect.poll(() => device.locator('#linked').innerText()).toContain(me.email);

    await page.getByTestId('nav-transfer').click();
    await page.getByTestId('transfer-from').selectOption(fromId);
    await page.getByTestId('transfer-to').selectOption(toId);
    await page.getByTestId('transfer-amount').fill('120.50');
    await expect.poll(() => page.getByTestId('transfer-fee').innerText()).toMatch(/0/);
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-review-send').click();
    await page.getByTestId('payment-confirm').waitFor();
    expect(await page.getByTestId('payment-confirm-waiting').innerText()).toBe(
      'Confirm this payment on your linked device.',
    );

    // Meanwhile the money is held: another tab's history shows the transfer pending.
    const tabB = await context.newPage();
    await tabB.goto(`${base()}/history`);
    const statuses = () => tabB.getByTestId('history-status').evaluateAll((cells) => cells.map((c) => c.textContent));
    await expect.poll(statuses, { timeout: 15_000 }).toContain('Pending*');

    const payment = device.locator('article.payment');
    await expect.poll(() => payment.innerText(), { timeout: 15_000 }).toContain('$120.50');
    await payment.locator('button.payment-approve').click();
    await expect.poll(() => device.locator('[role=status]').last().innerText()).toBe('Payment approved');

    await expect
      .poll(() => page.getByTestId('response-popup').getAttribute('data-kind'), { timeout: 15_000 })
      .toBe('success');
    expect(await page.getByTestId('response-popup-title').innerText()).toBe('Payment Confirmation');
    expect(await page.getByTestId('response-popup-message').innerText()).toBe('Successfully submitted');
    await page.getByTestId('response-popup-close').click();
    await expect.poll(statuses, { timeout: 15_000 }).not.toContain('Pending*');

    await page.getByTestId('nav-home').click();
    const balanceOf = async (id: string) => (await accountRows(page)).find((r) => r.id === id)!.balance;
    await expect.poll(() => balanceOf(fromId), { timeout: 15_000 }).toContain('379.50');
    expect(await balanceOf(toId)).toContain('120.50');
    await Promise.all([context.close(), device.context().close()]);
  });
});
