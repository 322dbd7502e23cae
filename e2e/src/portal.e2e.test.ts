import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { REST_CALLS } from '@openportal/contract';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { AxeViolationsError, forgetFindings, scanNow } from './axe.ts';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { gatewayCall, seedCustomer, signInByApi } from './api-session.ts';
import { accountRows, fillSelectOrInput, signIn, waitForMail } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

const PASSWORD = 'Demo-pass-2026';
/** A catalogue text, as the portal shows it. */
const text = (lang: keyof typeof CATALOGUES, key: string) => {
  const value = flatten(CATALOGUES[lang])[key];
  if (typeof value !== 'string') throw new Error(`no text ${lang}:${key}`);
  return value;
};
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

// Three brands: the first wallet (all languages, adult categories), the brand with only en and
// es, and the UK firm.
describe.each(['paywave', 'coinpurse', 'fundstr'])('brand %s', (brand) => {
  const base = () => stack.brandUrl(brand);

  it('registers, activates from the e-mailed link and signs in to empty accounts', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `new-${brand}-${Date.now()}@example.com`;
    await page.goto(`${base()}/register/personal`);
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('Fresh-pass-1');
    await page.getByTestId('register-first-name').fill('Nora');
    await page.getByTestId('register-last-name').fill('Newcomer');
    await fillSelectOrInput(page, 'register-category', 'developers');
    await fillSelectOrInput(page, 'register-country', 'LT');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    // Issue 21: a page says where the activation mail went and what comes next.
    await page.getByTestId('registered').waitFor();
    expect(await page.getByTestId('registered-mail').innerText()).toContain(email);

    const mail = await waitForMail(stack.catcherUrl, email);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(new URL(link).host).toBe(new URL(base()).host);
    await page.goto(link);
    await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    expect(await page.getByTestId('response-popup-message').innerText()).toContain(text('en', 'activation.success'));

    const fresh = await browser.newContext();
    const login = await fresh.newPage();
    await signIn(login, base(), email, 'Fresh-pass-1');
    // Issue 21: a new customer starts unverified; the KYC guard sends them to the kyc page.
    await login.getByTestId('kyc-screen').waitFor();
    await fresh.close();
    await context.close();
  });

  it('shows the wrong-password message and stays signed out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base(), `personal@${brand}.example`, 'wrong-password-1');
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toContain(text('en', 'errors.invalidCredentials'));
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('moves money between own accounts; a second tab sees it without reload', async () => {
    const context = await browser.newContext();
    const tabA = await context.newPage();
    await signIn(tabA, base(), `business@${brand}.example`, PASSWORD);
    const before = await accountRows(tabA);
    const usd = before.filter((a) => a.currency === 'USD');
    expect(usd.length).toBeGreaterThanOrEqual(2);

    const tabB = await context.newPage();
    await tabB.goto(`${base()}/`);
    await tabB.getByTestId('account-row').first().waitFor();
    await tabB.evaluate(() => ((window as unknown as { e2eMarker: number }).e2eMarker = 42));
    const historyBefore = await tabB.getByTestId('history-row').count();

    await tabA.getByTestId('nav-transfer').click();
    await tabA.getByTestId('transfer-from').selectOption(usd[0]!.id);
    await tabA.getByTestId('transfer-to').selectOption(usd[1]!.id);
    await tabA.getByTestId('transfer-amount').fill('12.34');
    await expect.poll(() => tabA.getByTestId('transfer-fee').innerText()).toMatch(/0/);
    await tabA.getByTestId('transfer-submit').click();
    // Nothing is sent until the review's "Send" (issue 20 §7).
    await tabA.getByTestId('transfer-review-send').click();
    await expect.poll(() => tabA.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');

    const balanceIn = (rows: Awaited<ReturnType<typeof accountRows>>, id: string) =>
      rows.find((r) => r.id === id)!.balance;
    await expect
      .poll(async () => balanceIn(await accountRows(tabB), usd[0]!.id), { timeout: 15_000 })
      .not.toBe(usd[0]!.balance);
    expect(balanceIn(await accountRows(tabB), usd[1]!.id)).not.toBe(usd[1]!.balance);
    await expect
      .poll(() => tabB.getByTestId('history-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(historyBefore);
    expect(await tabB.evaluate(() => (window as unknown as { e2eMarker?: number }).e2eMarker)).toBe(42);
    await context.close();
  });
});

describe('paywave details', () => {
  const base = () => stack.brandUrl('paywave');

  it('refuses a bad amount with a message and moves nothing', async () => {
    const me = await seedCustomer(stack, 'paywave', [
      { currency: 'USD', balanceMinor: '50000' },
      { currency: 'USD', balanceMinor: '0' },
    ]);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, base(), me.email, me.password);
    const before = await accountRows(page);
    const usd = before.filter((a) => a.currency === 'USD');
    await page.getByTestId('nav-transfer').click();
    await page.getByTestId('transfer-from').selectOption(usd[0]!.id);
    await page.getByTestId('transfer-to').selectOption(usd[1]!.id);
    await page.getByTestId('transfer-amount').fill('1.001');
    await page.getByTestId('transfer-submit').click();
    await expect
      .poll(
        async () =>
          (await page.getByTestId('field-error').allInnerTexts()).join(' ') +
          ((await page.getByTestId('response-popup').count())
            ? await page.getByTestId('response-popup-message').innerText()
            : ''),
      )
      .toMatch(/\S/);
    await page.getByTestId('nav-home').click();
    expect(await accountRows(page)).toEqual(before);
    await context.close();
  });

  it('exchanges USD to EUR showing the rate and the amount received first', async () => {
    const me = await seedCustomer(
      stack,
      'paywave',
      [
        { currency: 'USD', balanceMinor: '100000' },
        { currency: 'EUR', balanceMinor: '8000' },
      ],
      'business',
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, base(), me.email, me.password);
    const before = await accountRows(page);
    const usd = before.find((a) => a.currency === 'USD')!;
    const eur = before.find((a) => a.currency === 'EUR')!;
    await page.getByTestId('nav-transfer').click();
    await page.getByTestId('transfer-from').selectOption(usd.id);
    await page.getByTestId('transfer-to').selectOption(eur.id);
    await page.getByTestId('transfer-amount').fill('100');
    await expect.poll(() => page.getByTestId('transfer-rate').innerText()).toContain('1 USD = 0.916395 EUR');
    expect(await page.getByTestId('transfer-receive').innerText()).toContain('91.63');
    await page.getByTestId('transfer-submit').click();
    await expect.poll(() => page.getByTestId('transfer-review-rate').innerText()).toBe('1 USD = 0.916395 EUR');
    expect(await page.getByTestId('transfer-review-arrives').innerText()).toContain('91.63');
    await page.getByTestId('transfer-review-send').click();
    await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    await page.getByTestId('response-popup-close').click();
    await page.getByTestId('nav-home').click();
    await expect
      .poll(async () => (await accountRows(page)).find((a) => a.id === eur.id)!.balance)
      .not.toBe(eur.balance);
    expect((await accountRows(page)).find((a) => a.id === eur.id)!.balance).toContain('171.63');
    await context.close();
  });

  it('signs the user out after the idle timeout', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('op:idleTimeoutMs', '3000'));
    const page = await context.newPage();
    await signInByApi(page, base(), 'personal@paywave.example', PASSWORD);
    await page.getByTestId('account-row').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await context.close();
  });

  it('asks for the one-time code of a TOTP user', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, base(), 'otp@paywave.example', PASSWORD);
    await page.getByTestId('login-otp').fill('000000');
    await page.getByTestId('login-otp-submit').click();
    await expect.poll(() => page.getByTestId('login-error').innerText()).toContain(text('en', 'errors.invalidOtp'));
    await context.close();
  });
});

describe('layout', () => {
  it.each([
    ['mobile', 400],
    ['tablet', 800],
    ['desktop', 1300],
  ])('works at %s width (%i px) with no CSP violation', async (_name, width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
    });
    await signInByApi(page, stack.brandUrl('payvista'), 'personal@payvista.example', PASSWORD);
    await page.getByTestId('account-row').first().waitFor();
    await page.getByTestId('nav-transfer').click();
    await page.getByTestId('transfer-amount').waitFor();
    await page.getByTestId('nav-history').click();
    await page.getByTestId('history-row').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('brand identity', () => {
  it('offers only en and es in coinpurse and switches to Spanish', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.brandUrl('coinpurse')}/login`);
    // The shell shows once its catalogue chunk is in: poll, as a person would wait.
    const langs = () =>
      page
        .getByTestId('lang-select')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).sort());
    await expect.poll(langs).toEqual(['en', 'es']);
    await page.getByTestId('lang-select').selectOption('es');
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toBe(text('es', 'login.submit'));
    await context.close();
  });

  it('asks for no session on a first visit, and restores one in a new tab after sign-in', async () => {
    const context = await browser.newContext();
    const refreshes: string[] = [];
    context.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(REST_CALLS.authRefresh.path)) refreshes.push(r.url());
    });
    const first = await context.newPage();
    await first.goto(`${stack.brandUrl('fundstr')}/login`);
    await first.getByTestId('login-username').waitFor();
    expect(refreshes).toEqual([]);
    await signIn(first, stack.brandUrl('fundstr'), 'personal@fundstr.example', PASSWORD);
    await accountRows(first);
    const second = await context.newPage();
    await second.goto(`${stack.brandUrl('fundstr')}/`);
    await accountRows(second);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('serves each brand its own name and logo under a nonce CSP', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const titles = new Set<string>();
    for (const brand of ['paywave', 'coinpurse', 'fundstr']) {
      const res = await page.goto(`${stack.brandUrl(brand)}/login`);
      expect(res!.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
      await page.getByTestId('brand-logo').waitFor();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(3);
    await context.close();
  });
});

/** Every brand folder: the axe matrix covers all of them. */
const ALL_BRANDS = readdirSync(path.resolve(import.meta.dirname, '../../brands'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe('accessibility (axe-core, WCAG 2.2 AA: 0 serious, 0 critical)', () => {
  it('covers seven brands', () => expect(ALL_BRANDS).toHaveLength(7));

  // Every context already scans each screen it shows (browser.ts); scanNow pins the states
  // this test passes through quickly, so each brand is scanned on each of them.
  it.each(ALL_BRANDS)('%s: sign-in, its error, home, transfer and history', async (brand) => {
    const base = stack.brandUrl(brand);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-username').waitFor();
    await scanNow(page);
    await signIn(page, base, `personal@${brand}.example`, 'wrong-password-1');
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toContain(text('en', 'errors.invalidCredentials'));
    await scanNow(page);
    await signIn(page, base, `personal@${brand}.example`, PASSWORD);
    await accountRows(page);
    await scanNow(page);
    await page.getByTestId('nav-transfer').click();
    await page.getByTestId('transfer-amount').waitFor();
    await scanNow(page);
    await page.getByTestId('nav-history').click();
    await page.getByTestId('history-row').first().waitFor();
    await context.close();
  });

  it('fails a context whose screen shows a serious violation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.brandUrl('harbourbank')}/login`);
    await page.getByTestId('login-username').waitFor();
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Faint text on white';
      faint.style.color = '#cccccc';
      faint.style.background = '#ffffff';
      document.querySelector('main')?.append(faint);
    });
    const error = await context.close().then(
      () => undefined,
      (e: unknown) => e as AxeViolationsError,
    );
    expect(error?.message).toMatch(/\[serious\] color-contrast on \/login/);
    expect(error?.findings.map((f) => f.rule)).toEqual(['color-contrast']);
    forgetFindings(error?.findings ?? []);
  });
});

describe('platform through the gateway', () => {
  const MiB = 1024 * 1024;
  async function bearerFor(brand: string, email: string, password: string) {
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const json = { 'content-type': 'application/json' };
    const login = await gatewayCall(stack, brand, `/api${REST_CALLS.authLogin.path}`, {
      headers: json,
      body: JSON.stringify({ client: 'spa', username: email, password, codeChallenge: challenge }),
    });
    const { code } = JSON.parse(login.body.toString()) as { code: string };
    const token = await gatewayCall(stack, brand, '/api/auth/token', {
      headers: json,
      body: JSON.stringify({ code, codeVerifier: verifier }),
    });
    return `Bearer ${(JSON.parse(token.body.toString()) as { accessToken: string }).accessToken}`;
  }

  it('takes a 10 MiB document upload and answers an agreement as a PDF', async () => {
    const me = await seedCustomer(stack, 'harbourbank');
    const authorization = await bearerFor('harbourbank', me.email, me.password);
    const boundary = 'e2e-upload';
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * MiB - 9, 0x20)]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"type":1}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await gatewayCall(stack, 'harbourbank', '/api/?method=customerDocumentUpload', {
      headers: { authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect([upload.status, JSON.parse(upload.body.toString()).responseCode]).toEqual([200, '00']);
    const pdf = await gatewayCall(stack, 'harbourbank', '/api/?method=agreementDownload', {
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'tos' }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
