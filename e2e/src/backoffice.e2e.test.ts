import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { accountRows } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';
import { totpCode } from './totp.ts';

/** The demo operators core seeds (apps/core/src/seed/demo-admins.ts, listed in README.md). */
const ADMIN_PASSWORD = 'Admin-demo-2026';
const SUPERADMIN = { username: 'admin', secret: 'KRUGS4ZANFZSAYLOEBQWI3LJNY', name: 'Demo Superadmin' };
const SUPPORT = { username: 'support', secret: 'ON2XA4DPOJ2CA5DPORYA', name: 'Demo Support' };

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

async function signInToBackoffice(page: Page, who: typeof SUPERADMIN) {
  await page.goto(stack.backofficeUrl);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(who.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${who.name}`).waitFor();
}

describe('the back office', () => {
  it('an operator signs in with TOTP, finds a customer, changes USD→EUR; the portal quotes it; the audit log shows it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToBackoffice(page, SUPERADMIN);

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
    await context.close();
  });

  it('refuses the FX editor to a support operator', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToBackoffice(page, SUPPORT);
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
