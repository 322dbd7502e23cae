import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { FINANCE, sideScroll, signInToBackoffice, SUPERADMIN, SUPPORT } from './backoffice-page.ts';
import { accountRows } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/** The demo operators core seeds (apps/core/src/seed/demo-admins.ts, listed in README.md). */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

/** A GET to the gateway with this Host header (fetch would send its own). */
function getOnHost(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: stack.gatewayPort, path, headers: { host, accept: 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * At 375 px (a phone) no back-office screen scrolls sideways: every section with its list (a wide
 * table scrolls inside its own frame), a customer's view, then sign-in after signing out. The
 * operator is the superadmin, who sees every section.
 */
async function everyScreenFits375(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  const fits = async (screen: string, table: string) => {
    await page.getByRole('table', { name: table }).waitFor();
    expect(await sideScroll(page), screen).toBeLessThanOrEqual(0);
  };
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('searchbox', { name: 'Name, e-mail or account number' }).fill('personal@paywave.example');
  await page.getByRole('button', { name: 'Search' }).click();
  await fits('customers', 'Customers');
  await page.getByRole('link', { name: 'Alex Demo' }).click();
  await fits('customer view', 'Recent history');
  for (const [link, table] of [
    ['Exchange rates', 'Exchange rates and spreads'],
    ['Fees and limits', 'Fees and limits'],
    ['Audit log', 'Audit log'],
    ['Account recovery', 'Account recovery requests to review'],
    ['Companies (KYB)', 'Companies waiting for review'],
  ] as const) {
    await page.getByRole('link', { name: link }).click();
    await fits(link, table);
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
  expect(await sideScroll(page), 'sign-in').toBeLessThanOrEqual(0);
}

describe('the back office', () => {
  it('an operator signs in with TOTP, finds a customer, changes USD→EUR; the portal quotes it; the audit log shows it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToBackoffice(page, stack.backofficeUrl, SUPERADMIN);

    await page.getByRole('searchbox', { name: 'Name, e-mail or account number' }).fill('personal@paywave.example');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Alex Demo' }).click();
    await page.getByText('Read-only view: nothing here changes the customer.').waitFor();
    expect(await page.getByRole('table', { name: 'Accounts and balances' }).innerText()).toContain('12500.00');

    await page.getByRole('link', { name: 'Exchange rates' }).click();
    await page.getByRole('button', { name: 'Edit USD/EUR' }).click();
    await page.getByLabel('Mid rate').fill('0.9512');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    await expect.poll(() => page.getByRole('table').first().innerText()).toContain('0.946444');

    const me = await seedCustomer(
      stack,
      'paywave',
      [
        { currency: 'USD', balanceMinor: '100000' },
        { currency: 'EUR', balanceMinor: '8000' },
      ],
      'business',
    );
    const portal = await browser.newContext();
    const customer = await portal.newPage();
    await signInByApi(customer, stack.brandUrl('paywave'), me.email, me.password);
    const rows = await accountRows(customer);
    await customer.getByTestId('nav-transfer').click();
    await customer.getByTestId('transfer-from').selectOption(rows.find((a) => a.currency === 'USD')!.id);
    await customer.getByTestId('transfer-to').selectOption(rows.find((a) => a.currency === 'EUR')!.id);
    await customer.getByTestId('transfer-amount').fill('100');
    await expect.poll(() => customer.getByTestId('transfer-rate').innerText()).toContain('1 USD = 0.946444 EUR');
    await portal.close();

    await page.getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect.poll(() => log.innerText()).toContain('fxRate.update');
    const text = await log.innerText();
    expect(text).toContain('USD/EUR');
    expect(text).toContain('{"rate":"0.9210","spreadBps":50}');
    expect(text).toContain('{"rate":"0.9512","spreadBps":50}');

    await everyScreenFits375(page);
    await context.close();
  });

  it('holds a rate move beyond the band until a second operator approves it (four eyes)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToBackoffice(page, stack.backofficeUrl, FINANCE);
    await page.getByRole('link', { name: 'Exchange rates' }).click();
    await page.getByRole('button', { name: 'Edit USD/GBP' }).click();
    await page.getByLabel('Mid rate').fill('1.05');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Held for approval: another operator must approve this change.').waitFor();
    const pending = page.getByRole('table', { name: 'Waiting for a second operator' });
    await expect.poll(() => pending.innerText()).toContain('rate: 0.7890 → 1.05');
    expect(await pending.innerText()).toContain('Yours: another operator decides');
    expect(await page.getByRole('button', { name: 'Approve USD/GBP' }).count()).toBe(0);
    await context.close();

    const second = await browser.newContext();
    const approver = await second.newPage();
    // The superadmin signed in in the first test, maybe in this TOTP step: the next step's code.
    await signInToBackoffice(approver, stack.backofficeUrl, SUPERADMIN, 1);
    await approver.getByRole('link', { name: 'Exchange rates' }).click();
    const rates = approver.getByRole('table', { name: 'Exchange rates and spreads' });
    expect(await rates.innerText()).toContain('0.7890');
    await approver.getByRole('button', { name: 'Approve USD/GBP' }).click();
    await approver.getByRole('status').getByText('Approved and applied.').waitFor();
    await expect.poll(() => rates.innerText()).toContain('1.05');
    await approver.getByRole('link', { name: 'Audit log' }).click();
    const log = approver.getByRole('table', { name: 'Audit log' });
    await expect.poll(() => log.innerText()).toContain('fxRate.approve');
    expect(await log.innerText()).toContain('fxRate.propose');
    await second.close();
  });

  it('refuses the FX editor to a support operator', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToBackoffice(page, stack.backofficeUrl, SUPPORT);
    await page.getByRole('link', { name: 'Customers' }).waitFor();
    expect(await page.getByRole('link', { name: 'Exchange rates' }).count()).toBe(0);
    await page.goto(`${stack.backofficeUrl}/fx-rates`);
    await page.getByText('Your role does not allow this screen.').waitFor();
    expect(await page.getByLabel('Mid rate').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    await context.close();
  });

  it('is not served on a brand’s host', async () => {
    const onBrand = await getOnHost('paywave.localhost', '/api/admin/auth/redirect_url');
    expect(onBrand.status).toBe(404);
    const own = await getOnHost('backoffice.localhost', '/api/admin/auth/redirect_url');
    expect([own.status, JSON.parse(own.body)]).toEqual([200, { responseCode: '00', redirectUrl: null }]);
    const page = await getOnHost('paywave.localhost', '/customers');
    expect(page.body).not.toContain('Back office');
  });
});
