import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer } from './api-session.ts';
import { signInToBackoffice, SUPERADMIN } from './backoffice-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * The mobile-app wrapper mode (spec 1 §1, issue 22) in Chromium: the portal inside the gateway's
 * shell simulator (/shell-simulator, the app's side of the bridge) signs in through the bridge and
 * hands a PDF to the app; the analytics sink received that sign-in's events (the posts answered,
 * and the back office's daily counts show them).
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => {
  stack = s;
  browser = b;
});

const brand = 'paywave';
const SIGN_IN_EVENTS = ['Login Click', 'Token Receive', 'Login Success', 'Login Completed'];

/** The event names of every analytics batch the sink accepted (2xx), from any frame of the page. */
function acceptedEvents(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (!r.url().includes('/api/analytics/batch') || !r.ok()) return;
    const body = r.request().postDataJSON() as { batch: Array<{ event: string }> };
    seen.push(...body.batch.map((e) => e.event));
  });
  return seen;
}

describe('mobile shell', () => {
  it('signs in through the bridge, downloads a PDF through it, and the sink has the sign-in events', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '1000' }]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const events = acceptedEvents(page);
    await page.goto(`${stack.brandUrl(brand)}/shell-simulator`);
    const portal = page.frameLocator('#portal');
    // The portal found the shell (query flag), initialised it, and the app said it signs in.
    await portal.getByTestId('login-shell').click();
    expect(await portal.locator('html').getAttribute('data-op-shell')).toBe('query');
    await page.getByTestId('shell-email').fill(me.email);
    await page.getByTestId('shell-password').fill(me.password);
    await page.getByTestId('shell-sign-in').click();
    await expect.poll(() => page.getByTestId('shell-session').textContent()).toBe('Portal session: signedIn');
    await expect.poll(() => portal.getByTestId('brand-logo').isVisible()).toBe(false);

    await portal.getByTestId('nav-settings').click();
    await portal.getByTestId('settings-link-legal').click();
    await portal.getByTestId('legal-download').first().click();
    const file = page.getByTestId('shell-download').first();
    await file.waitFor();
    expect(await file.getAttribute('data-pdf')).toBe('true');
    expect(await file.getAttribute('data-name')).toMatch(/\.pdf$/);
    expect(Number(await file.getAttribute('data-size'))).toBeGreaterThan(500);
    const log = await page.getByTestId('shell-log').textContent();
    expect(log).toContain('portal→app {"v":1,"type":"download"');
    // None of the bridge's own messages was dropped (axe-core's frame messages are, as they should be).
    expect(log).not.toMatch(/dropped \{"v":/);

    // The sink took the sign-in's events (the client flushes every 5 s).
    await expect.poll(() => SIGN_IN_EVENTS.filter((e) => !events.includes(e)), { timeout: 30_000 }).toEqual([]);
    expect(events.filter((e) => e === 'Token Receive')).toHaveLength(1);

    // The app's own logout signs the portal out.
    await page.getByTestId('shell-logout').click();
    await portal.getByTestId('login-shell').waitFor();
    await expect.poll(() => page.getByTestId('shell-session').textContent()).toBe('Portal session: signedOut');
    await context.close();

    // Stored per brand: the back office's daily counts (issue 22 analytics) show them for paywave.
    const office = await (await browser.newContext()).newPage();
    await signInToBackoffice(office, stack.backofficeUrl, SUPERADMIN);
    await office.getByRole('link', { name: 'Analytics' }).click();
    for (const event of SIGN_IN_EVENTS) {
      const row = office.getByRole('row').filter({ hasText: brand }).filter({ hasText: event });
      await expect.poll(() => row.count()).toBeGreaterThan(0);
    }
    const tokenRow = office.getByRole('row').filter({ hasText: brand }).filter({ hasText: 'Token Receive' });
    expect(await tokenRow.getByRole('cell').last().textContent()).toBe('1');
    await office.context().close();
  });
});
