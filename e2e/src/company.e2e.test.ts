import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ERROR_MESSAGES, METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { signInByApi } from './api-session.ts';
import { scanNow } from './axe.ts';
import { accountRows, fillSelectOrInput, waitForMail } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Company administration (issue 26) on the demo company of core's seed (apps/core/src/business/
 * demo.ts: the main user business@, rights 2; reader 1, initiator 3, uploader 5): the main user
 * gives a colleague read-only rights on company-access, and that colleague cannot pay, neither
 * on the transfer screen (refused with the catalogue message) nor by calling the API; the
 * colleague, signed in meanwhile, is told at once (a notification); the company screen shows the
 * share tree, directors, owners and users, saves the financial details and due diligence answers,
 * and a resolution is sent and signed on the e-sign page; a representative is invited by e-mail
 * (the mail catcher's activationEmployee link), activates, and is removed again.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const BRAND = 'paywave';
const PASSWORD = 'Demo-pass-2026';
const MAIN = `business@${BRAND}.example`;
const COLLEAGUE = `initiator@${BRAND}.example`;
const base = () => stack.brandUrl(BRAND);
const text = (key: string) => {
  const value = flatten(CATALOGUES.en)[key];
  if (typeof value !== 'string') throw new Error(`no text en:${key}`);
  return value;
};

async function signedIn(email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, base(), email, PASSWORD);
  await page.getByTestId('account-row').first().waitFor();
  return page;
}
const accessRow = (page: Page, email: string) => page.locator(`[data-testid="access-row"][data-email="${email}"]`);

/** From the page's origin: a bearer for `email` (PKCE against the gateway), then one method call with it. */
async function apiAs(page: Page, email: string, method: string, body: object, key?: string) {
  return page.evaluate(
    async ({ email, password, url, body, key }) => {
      const b64url = (bytes: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const verifier = b64url(crypto.getRandomValues(new Uint8Array(48)).buffer);
      const challenge = b64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
      const post = (path: string, b: object, headers: Record<string, string> = {}) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(b),
        });
      const login = (await (
        await post('/api/auth/login', { client: 'spa', username: email, password, codeChallenge: challenge })
      ).json()) as { code: string };
      const token = (await (await post('/api/auth/token', { code: login.code, codeVerifier: verifier })).json()) as {
        accessToken: string;
      };
      const headers: Record<string, string> = {
        authorization: `Bearer ${token.accessToken}`,
        ...(key ? { 'idempotency-key': key } : {}),
      };
      return (await (await post(url, body, headers)).json()) as Record<string, unknown>;
    },
    { email, password: PASSWORD, url: methodCallUrl('/api', method), body, key },
  );
}

type TAccount = { accountId: number; currencyCode: string; balance: string };
const balances = async (page: Page) =>
  ((await apiAs(page, COLLEAGUE, METHOD_CALLS.balanceInquiry.method, {})).accounts as TAccount[]).map((a) => ({
    accountId: a.accountId,
    currencyCode: a.currencyCode,
    balance: a.balance,
  }));

/**
 * The main user (Sam, a director) sends a resolution for their own signature, opens the e-sign
 * page from the company screen, signs, and comes back to see it signed (status 2).
 */
async function signResolution(main: Page) {
  await main.getByTestId('company-tab-resolutions').click();
  const sam = main.getByTestId('resolution-send').locator('label', { hasText: 'Sam Owner' });
  await sam.locator('input').check();
  await main.getByTestId('resolution-send-submit').click();
  await expect.poll(() => main.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await main.getByTestId('response-popup-close').click();
  const resolution = main.getByTestId('resolution').first();
  await expect.poll(() => resolution.getAttribute('data-status')).toBe('1');
  await resolution.getByTestId('resolution-sign').click();
  await main.waitForURL(/\/esign\/resolution\//);
  expect(await main.getByTestId('esign-resolution-signers').innerText()).toContain('Sam Owner');
  await main.getByTestId('esign-signature').fill('Sam Owner');
  await main.getByTestId('esign-certify').check();
  await main.getByTestId('esign-submit').click();
  await main.getByTestId('idv-back').click();
  await main.waitForURL(/\/company\/resolutions/);
  const signed = main.getByTestId('resolution').first();
  await expect.poll(() => signed.getAttribute('data-status')).toBe('2');
  expect(await signed.getByTestId('resolution-sign').count()).toBe(0);
}

describe('company access (issue 26)', () => {
  it('the main user gives a colleague read-only rights, and the colleague cannot pay', async () => {
    // The colleague is signed in already: the change holds on their open session's next call, and they are told.
    const colleague = await signedIn(COLLEAGUE);
    const main = await signedIn(MAIN);
    await main.goto(`${base()}/company-access`);
    const row = accessRow(main, COLLEAGUE);
    expect(await row.getAttribute('data-right')).toBe('3');
    await row.getByTestId('access-right-select').selectOption('1');
    await row.getByTestId('access-save').click();
    await expect.poll(() => main.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    await expect.poll(() => accessRow(main, COLLEAGUE).getAttribute('data-right')).toBe('1');
    await scanNow(main);

    const told = colleague.locator('[data-testid="notification-toast"][data-type="accessRightsChanged"]');
    await told.waitFor();
    expect(await told.innerText()).toContain(`${BRAND} Demo Ltd`);
    await colleague.goto(`${base()}/`);
    const accounts = await accountRows(colleague);
    // The screen says what they may not do; the rights list has no control for them.
    await colleague.goto(`${base()}/company-access`);
    await colleague.getByTestId('access-read-only').waitFor();
    expect(await colleague.getByTestId('access-right-select').count()).toBe(0);
    // Paying from the transfer screen is refused with the catalogue message.
    await colleague.getByTestId('nav-transfer').click();
    await colleague
      .getByTestId('transfer-from')
      .locator(`option[value="${accounts[0]!.id}"]`)
      .waitFor({ state: 'attached' });
    await colleague.getByTestId('transfer-from').selectOption(accounts[0]!.id);
    await colleague.getByTestId('transfer-to').selectOption(accounts[1]!.id);
    await colleague.getByTestId('transfer-amount').fill('1');
    await colleague.getByTestId('transfer-submit').click();
    await colleague.getByTestId('transfer-review-send').click();
    await expect.poll(() => colleague.getByTestId('response-popup').getAttribute('data-kind')).toBe('error');
    expect(await colleague.getByTestId('response-popup').innerText()).toContain(ERROR_MESSAGES.accessDenied);
    // And through the API: refused (13), no balance moved.
    const before = await balances(colleague);
    const [from, to] = before;
    const transfer = {
      toAmount: '1.00',
      currency: from!.currencyCode,
      fromAccount: from!.accountId,
      toAccount: to!.accountId,
    };
    const r = await apiAs(
      colleague,
      COLLEAGUE,
      METHOD_CALLS.transferBetweenAccounts.method,
      transfer,
      `e2e-${Date.now()}`,
    );
    expect([r.responseCode, r.responseDescription]).toEqual(['13', ERROR_MESSAGES.accessDenied]);
    expect(await balances(colleague)).toEqual(before);
    await colleague.context().close();
    await main.context().close();
  });

  it('shows the company’s tree and users, and invites a representative by e-mail, who activates and is removed', async () => {
    const main = await signedIn(MAIN);
    await main.getByTestId('nav-company').click();
    expect(await main.getByTestId('company-field-name').innerText()).toBe(`${BRAND} Demo Ltd`);
    await main.getByTestId('company-needs-action').waitFor();
    expect(await main.getByTestId('company-my-place').innerText()).toContain(text('company.positions.2'));
    // The financial details are saved and read back.
    await main.getByTestId('company-tab-questionnaire').click();
    await main.getByTestId('company-financial-monthlyDeposit').fill('25000');
    await main.getByTestId('company-financial-save').click();
    await expect
      .poll(() => main.getByTestId('response-popup').innerText())
      .toContain(text('company.questionnaire.saved'));
    await main.getByTestId('response-popup-close').click();
    // So are the due diligence answers, with the details a yes asks for.
    await main.getByTestId('company-dd-lawsuits').check();
    await main.getByTestId('company-dd-lawsuitsDetails').fill('A settled supplier dispute (2021)');
    await main.getByTestId('company-dd-save').click();
    await expect
      .poll(() => main.getByTestId('response-popup').innerText())
      .toContain(text('company.questionnaire.saved'));
    await main.getByTestId('response-popup-close').click();
    await main.reload();
    await expect.poll(() => main.getByTestId('company-financial-monthlyDeposit').inputValue()).toBe('25000');
    expect(await main.getByTestId('company-dd-lawsuitsDetails').inputValue()).toBe('A settled supplier dispute (2021)');
    // The directors and the ultimate owners, each from its own list.
    await main.getByTestId('company-tab-directors').click();
    await expect.poll(() => main.getByTestId('company-directors').innerText()).toContain('Sam Owner');
    await main.getByTestId('company-tab-owners').click();
    await expect.poll(() => main.getByTestId('company-owners').innerText()).toContain('Sam Owner');
    await main.getByTestId('company-tab-shareholders').click();
    const holdco = main.locator('[data-testid="share-node"][data-name="Demo Holdings Ltd"]');
    const hana = holdco.locator('[data-testid="share-node"][data-name="Hana Holder"]');
    expect(await hana.innerText()).toContain(text('company.tree.effective').replace('{{share}}', '30'));
    expect(await holdco.getByTestId('share-node-directors').innerText()).toContain('Hana Holder');
    await scanNow(main);
    await main.getByTestId('company-tab-users').click();
    await expect.poll(() => main.getByTestId('company-users').innerText()).toContain('Rhea Reader');
    await signResolution(main);

    const invitee = `nia-${Date.now()}@example.com`;
    await main.getByTestId('company-link-access').click();
    await main.getByTestId('access-add').click();
    const dialog = main.getByTestId('rep-add-dialog');
    await dialog.getByTestId('rep-add-firstName').fill('Nia');
    await dialog.getByTestId('rep-add-lastName').fill('Newhire');
    await dialog.getByTestId('rep-add-birthday').fill('1990-02-03');
    await dialog.getByTestId('rep-add-email').fill(invitee);
    await dialog.getByTestId('rep-add-rights').selectOption('3');
    await fillSelectOrInput(main, 'rep-add-tax-country', 'GB');
    await dialog.getByTestId('rep-add-tin-reason').selectOption('NO_TIN_IS_REQUIRED');
    await dialog.getByTestId('rep-add-send').click();
    await expect
      .poll(() => main.getByTestId('response-popup').innerText())
      .toContain(text('companyAccess.add.invited').replace('{{email}}', invitee));
    await main.getByTestId('response-popup-close').click();
    await accessRow(main, invitee).waitFor();

    const mail = await waitForMail(stack.catcherUrl, invitee);
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(new URL(link).searchParams.get('action')).toBe('activationEmployee');
    const niaPage = await (await browser.newContext()).newPage();
    await niaPage.goto(link);
    await niaPage.getByTestId('activation-password').fill('Nia-pass-2026');
    await niaPage.getByTestId('activation-submit').click();
    await expect.poll(() => niaPage.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    await niaPage.context().close();

    await accessRow(main, invitee).getByTestId('access-remove').click();
    await main.getByTestId('access-remove-yes').click();
    await expect.poll(() => accessRow(main, invitee).count()).toBe(0);
    await main.context().close();
  });
});
