import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { sideScroll, signInToBackoffice, SUPERADMIN } from './backoffice-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Verification (issue 21) through the real gateway and core, in Chromium: the KYC guard, the kyc
 * page's uploads, an operator's review in the back office reaching the customer's open page live,
 * the W-9 signed on the e-sign page, and an expired document limiting the account. (A phone
 * confirmed with the SMS catcher's code: profile.e2e.test.ts.)
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => {
  stack = s;
  browser = b;
});

const brand = 'paywave';
/** A PNG by its first bytes (the portal and core sniff content, not names); `fill` makes each file differ. */
const png = (fill: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, fill)]);
const inYears = (n: number) => `${new Date().getUTCFullYear() + n}-06-30`;

/** The kyc page's upload popup for one checklist step: type, front side, expiry; waits for the success popup. */
async function uploadOnKyc(page: Page, step: 'identity' | 'address', type: string, fill: number) {
  await page.getByTestId(`kyc-upload-${step}`).click();
  await page.getByTestId('upload-dialog').waitFor();
  expect(await sideScroll(page)).toBe(0);
  await expect.poll(() => page.locator(`[data-testid="upload-type"] option[value="${type}"]`).count()).toBe(1);
  await page.getByTestId('upload-type').selectOption(type);
  await page
    .getByTestId('upload-file')
    .setInputFiles({ name: `${step}.png`, mimeType: 'image/png', buffer: png(fill) });
  await page.getByTestId('upload-expires').fill(inYears(5));
  await page.getByTestId('upload-send').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
}

/** The back office's queue, kept to one customer's documents. */
async function queueOf(page: Page, customerId: string, expected: number) {
  await page.goto(`${stack.backofficeUrl}/kyc`);
  await page.getByTestId('kyc-queue-filters').locator('summary').click();
  await page.getByTestId('kyc-queue-filter-customer').fill(customerId);
  const rows = page.getByTestId('kyc-queue-row');
  await expect.poll(() => rows.count()).toBe(expected);
  return rows;
}

/** From the queue to the customer's verification: the status and why, and a document's image as uploaded. */
async function viewDetail(page: Page, customerId: string, fill: number) {
  const rows = await queueOf(page, customerId, 2);
  await rows.first().getByTestId('kyc-customer-link').click();
  await expect
    .poll(() => page.getByTestId('kyc-detail-state').getAttribute('data-state'))
    .toBe('verificationProcessing');
  const doc = page.getByTestId('kyc-detail-document').filter({ hasText: 'Passport' });
  await doc.getByTestId('kyc-view-front').click();
  const src = await doc.getByTestId('kyc-document-image').getAttribute('src');
  expect(src?.startsWith('data:image/png;base64,')).toBe(true);
  expect(Buffer.from(src!.split(',')[1]!, 'base64').equals(png(fill))).toBe(true);
}

/** The back office's queue: confirms every document of the customer, one by one, as compliance would. */
async function confirmAll(page: Page, customerId: string, expected: number) {
  const rows = await queueOf(page, customerId, expected);
  for (let left = expected; left > 0; left--) {
    await rows.first().getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => rows.count()).toBe(left - 1);
  }
}

/**
 * The kyc page's two identity checks, each leaving for the provider and coming back: the selfie
 * check (identityVerificationStart) and the document check at jmo (customerJumioDocumentCreate);
 * the personal details card reads the reviewer's request (kycRequestGet).
 */
async function startChecks(page: Page) {
  await page.getByTestId('kyc-personal').waitFor();
  await page.getByTestId('kyc-start-identity').first().click();
  await page.getByTestId('idv-continue').waitFor();
  await page.goto(`${stack.brandUrl(brand)}/kyc`);
  await page.getByTestId('kyc-document-check').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/kyc'));
  await page.goto(`${stack.brandUrl(brand)}/kyc`);
  await page.getByTestId('kyc-screen').waitFor();
}

/** The due-diligence form a reviewer asked for (level 1): an occupation chosen and saved. */
async function dueDiligence(page: Page) {
  await page.goto(`${stack.brandUrl(brand)}/kyc`);
  const form = page.getByTestId('due-diligence');
  await expect.poll(() => form.getAttribute('data-level')).toBe('1');
  await expect.poll(() => form.locator('[data-testid="dd-occupation"] option').count()).toBeGreaterThan(1);
  await form.locator('[data-testid="dd-occupation"]').selectOption({ index: 1 });
  await page.getByTestId('dd-save').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
}

/** Personal details given again on profile-update: born in the US, a citizen of GB. */
async function bornInUs(page: Page) {
  await page.goto(`${stack.brandUrl(brand)}/profile-update`);
  const card = page.getByTestId('kyc-personal');
  await card.locator('summary').click();
  await card.getByTestId('kyc-personal-firstName').fill('Test');
  await card.getByTestId('kyc-personal-lastName').fill('Customer');
  await card.getByTestId('kyc-personal-birthDay').fill('1990-01-02');
  await card.getByTestId('kyc-personal-birthCountryCode').fill('US');
  await card.getByTestId('kyc-personal-citizenshipCountryCode').fill('GB');
  await card.getByTestId('kyc-personal-save').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
}

/** No US tax payer any more: the certificate of loss of nationality is asked, uploaded and pending. */
async function lossOfNationality(page: Page) {
  await page.getByTestId('cert-us').uncheck();
  await page.getByTestId('cert-country').fill('GB');
  await page.getByTestId('cert-tin').fill('');
  await page.getByTestId('cert-save').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
  await expect.poll(() => page.getByTestId('cert-COLN').getAttribute('data-status')).toBe('none');
  await page.getByTestId('cert-coln-file').setInputFiles({ name: 'coln.png', mimeType: 'image/png', buffer: png(9) });
  await page.getByTestId('cert-coln-send').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
  await expect.poll(() => page.getByTestId('cert-COLN').getAttribute('data-status')).toBe('pending');
}

describe('kyc', () => {
  it('an unverified customer is sent to kyc, certifies, uploads, and is released live once an operator confirms', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '1000' }], 'personal', undefined, {
      verified: false,
    });
    // On a phone's width: every step of it fits 375 px without scrolling sideways.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signInByApi(page, stack.brandUrl(brand), me.email, me.password);
    await page.getByTestId('kyc-screen').waitFor();
    expect(await sideScroll(page)).toBe(0);
    // The guard holds: a main-shell page sends the customer back to kyc.
    await page.goto(`${stack.brandUrl(brand)}/history`);
    await page.getByTestId('kyc-screen').waitFor();
    const checklist = page.getByTestId('kyc-checklist');
    await expect.poll(() => checklist.getAttribute('data-state')).toBe('unverified');
    await startChecks(page);
    await page.getByTestId('kyc-action-fatca').getByTestId('kyc-go-fatca').click();
    await page.getByTestId('self-certification-splash').waitFor();
    expect(await sideScroll(page)).toBe(0);
    await page.getByTestId('cert-country').fill('GB');
    await page.getByTestId('cert-save').click();
    await page.getByTestId('kyc-screen').waitFor();
    await page.getByTestId('response-popup-close').click();
    await uploadOnKyc(page, 'identity', '1', 1);
    await uploadOnKyc(page, 'address', '10', 2);
    await expect.poll(() => checklist.getAttribute('data-state')).toBe('verificationProcessing');
    expect(await page.getByTestId('kyc-home').count()).toBe(0);

    const operator = await browser.newContext();
    const bo = await operator.newPage();
    await signInToBackoffice(bo, stack.backofficeUrl, SUPERADMIN);
    await viewDetail(bo, me.customerId, 1);
    await confirmAll(bo, me.customerId, 2);
    await operator.close();

    // No reload: the decision's realtime notice refreshes the page, and the guard lets go.
    await expect.poll(() => checklist.getAttribute('data-state'), { timeout: 20_000 }).toBe('checked');
    await page.getByTestId('kyc-home').click();
    await page.getByTestId('account-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('answers due diligence, signs a W-9 on the e-sign page and shows it validated; US-born, then no US tax payer, uploads the certificate of loss of nationality', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '1000' }], 'personal', undefined, {
      dueDiligenceLevel: 1,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, stack.brandUrl(brand), me.email, me.password);
    await dueDiligence(page);
    await bornInUs(page);
    await page.goto(`${stack.brandUrl(brand)}/self-certification`);
    await page.getByTestId('self-certification').waitFor();
    await page.getByTestId('cert-us').check();
    await page.getByTestId('cert-country').fill('US');
    await page.getByTestId('cert-tin').fill('123-45-6789');
    await page.getByTestId('cert-save').click();
    await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    await page.getByTestId('response-popup-close').click();
    await expect.poll(() => page.getByTestId('cert-W9').getAttribute('data-status')).toBe('none');
    await page.getByTestId('cert-sign-W9').click();
    await page.waitForURL(/\/esign\//);
    await page.getByTestId('esign-name').fill('Test Customer');
    await page.getByTestId('esign-address').fill('1 Main St, Springfield, IL 62701, US');
    await page.getByTestId('esign-tin').fill('123-45-6789');
    await page.getByTestId('esign-signature').fill('Test Customer');
    await page.getByTestId('esign-certify').check();
    await page.getByTestId('esign-submit').click();
    await page.getByTestId('idv-back').click();
    await page.getByTestId('self-certification').waitFor();
    await expect.poll(() => page.getByTestId('cert-W9').getAttribute('data-status')).toBe('validated');
    await lossOfNationality(page);
    await context.close();
  });

  it('an expired document limits the account: the home checklist leads to limited-account, which names the reason and the documents that lift it', async () => {
    const me = await seedCustomer(stack, brand, [{ currency: 'USD', balanceMinor: '1000' }], 'personal', undefined, {
      expiredDocument: true,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, stack.brandUrl(brand), me.email, me.password);
    // Home's checklist tells what is left: the limit, and the way to what lifts it.
    const checklist = page.getByTestId('kyc-checklist');
    await expect.poll(() => checklist.getAttribute('data-state')).toBe('limited');
    await checklist.getByTestId('kyc-go-limited').click();
    const reason = page.getByTestId('limit-reason');
    await reason.waitFor();
    expect(await reason.getAttribute('data-reason')).toBe('1');
    expect(await reason.locator('h2').innerText()).toBe('Expired documents');
    const docs = await page.getByTestId('limit-document').allInnerTexts();
    expect(docs.some((d) => d.includes('Passport'))).toBe(true);
    await context.close();
  });
});
