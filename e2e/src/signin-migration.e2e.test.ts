import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { launchChromium } from './browser.ts';
import { seedCustomer } from './api-session.ts';
import { accountRows, choosePush, linkDevice, signIn } from './portal-page.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Migration to push sign-in (spec 1 §4): core runs on a copy of the brands where paywave asks its
 * users to move softly until the end of 2099. The scp page after sign-in shows the days left;
 * Later goes home; Set up goes to the settings, where linking the device page and choosing push
 * ends the ask: the next sign-in waits for the device instead.
 */
const brand = 'paywave';
/** coinpurse's users must move now: the token service gives no tokens before a device approves. */
const strictBrand = 'coinpurse';
const brands = mkdtempSync(path.join(tmpdir(), 'op-e2e-brands-'));
let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  cpSync(path.resolve(import.meta.dirname, '../../brands'), brands, { recursive: true });
  const setMigration = (id: string, pushMigration: object) => {
    const file = path.join(brands, id, 'brand.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...manifest, pushMigration }));
  };
  setMigration(brand, { req: 'soft', deadline: '2099-12-31' });
  setMigration(strictBrand, { req: 'strict' });
  stack = await startStack({ core: { BRANDS_DIR: brands } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(brands, { recursive: true, force: true });
});

const base = () => stack.brandUrl(brand);

describe('migration to push sign-in', () => {
  it('asks softly after sign-in, lets the user go on, and stops asking once sign-in is push', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'EUR', balanceMinor: '700' }]);
    const first = await (await browser.newContext()).newPage();
    await signIn(first, base(), me.email, me.password);
    const scp = first.getByTestId('scp-page');
    await scp.waitFor();
    expect([await scp.getAttribute('data-req'), await scp.getAttribute('data-strat')]).toEqual(['soft', 'enable']);
    expect(await first.getByTestId('scp-days').innerText()).toMatch(/Days left to set it up: \d{5}/);
    await first.getByTestId('scp-later').click();
    expect((await accountRows(first)).map((r) => r.currency)).toEqual(['EUR']);

    const device = await (await browser.newContext()).newPage();
    await device.goto(`${stack.coreUrl}/device?lang=en`);
    await device.locator('#link').click();
    const code = (await device.locator('#link-code').innerText()).trim();

    const second = await (await browser.newContext()).newPage();
    await signIn(second, base(), me.email, me.password);
    await second.getByTestId('scp-setup').click();
    await expect.poll(() => new URL(second.url()).pathname).toBe('/setting');
    const mailbox = { catcherUrl: stack.catcherUrl, email: me.email };
    await linkDevice(second, code, mailbox, 'Migrated phone');
    await choosePush(second, 'login', mailbox);

    const third = await (await browser.newContext()).newPage();
    await signIn(third, base(), me.email, me.password);
    await third.getByTestId('login-push').waitFor();
    await device.getByRole('button', { name: 'Approve' }).click();
    expect((await accountRows(third)).map((r) => r.currency)).toEqual(['EUR']);
    expect(await third.getByTestId('scp-page').count()).toBe(0);
    await Promise.all([first, device, second, third].map((p) => p.context().close()));
  });

  it('strict: no tokens before the phone that opened the link approved; the next sign-in waits for it', async () => {
    const me = await seedCustomer(stack, strictBrand, [{ currency: 'EUR', balanceMinor: '900' }]);
    const page = await (await browser.newContext()).newPage();
    await signIn(page, stack.brandUrl(strictBrand), me.email, me.password);
    const step = page.getByTestId('login-migrate');
    await step.waitFor();
    expect(await step.getAttribute('data-strat')).toBe('enable');
    const link = (await page.getByTestId('login-migrate-link').getAttribute('href'))!;
    expect(link).toMatch(/\/device#scp=[A-Z0-9]{8}$/);
    expect(await page.getByTestId('login-migrate-qr').getAttribute('data-text')).toBe(link);
    // Nothing signed in yet: the portal is still on the sign-in page.
    expect(new URL(page.url()).pathname).toBe('/login');

    const phone = await (await browser.newContext()).newPage();
    await phone.goto(link);
    expect((await accountRows(page)).map((r) => r.currency)).toEqual(['EUR']);
    expect(await page.getByTestId('scp-page').count()).toBe(0);

    const again = await (await browser.newContext()).newPage();
    await signIn(again, stack.brandUrl(strictBrand), me.email, me.password);
    await again.getByTestId('login-push').waitFor();
    await phone.getByRole('button', { name: 'Approve' }).click();
    expect((await accountRows(again)).map((r) => r.currency)).toEqual(['EUR']);
    await Promise.all([page, phone, again].map((p) => p.context().close()));
  });

  it.each(['es', 'ro', 'ru', 'ua', 'pt'] as const)('shows the scp page in %s', async (lang) => {
    const me = await seedCustomer(stack, brand, [{ currency: 'EUR', balanceMinor: '100' }]);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('op:lang', l), lang);
    await signIn(page, base(), me.email, me.password);
    await page.getByTestId('scp-page').waitFor();
    const texts = flatten(CATALOGUES[lang]);
    expect(await page.locator('h1').innerText()).toBe(texts['scp.title']);
    expect(await page.getByTestId('scp-later').innerText()).toBe(texts['scp.later']);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});
