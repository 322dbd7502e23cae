import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gatewayCall, signInByApi } from './api-session.ts';
import { sideScroll, signInToBackoffice, SUPERADMIN } from './backoffice-page.ts';
import { registerAndActivateCompany, type TRegisteredCompany } from './business-wizard.ts';
import { mailsTo } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * The KYB review (issue 26) through the real gateway and core, in Chromium: a company registered
 * and activated through the portal waits in the back office's queue; the operator reads its share
 * tree and approves it; the company's users are told by mail; the company's user, sent to the KYC
 * page until then, now uses the portal. On the way the operator reassigns one of the company's
 * documents, and the user starts the identity check of the company's director.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const brand = 'paywave';

/** The queue, kept to one company by its name; opens its detail. */
async function openFromQueue(page: Page, company: TRegisteredCompany) {
  await page.goto(`${stack.backofficeUrl}/business`);
  await page.getByTestId('kyb-queue-filters').locator('summary').click();
  await page.getByTestId('kyb-queue-filter-company').fill(company.name);
  const rows = page.getByTestId('kyb-queue-row');
  await expect.poll(() => rows.count()).toBe(1);
  // The queue's list with its company fits the window (the journey runs at 375 px).
  expect(await sideScroll(page), 'KYB queue').toBeLessThanOrEqual(0);
  await rows.first().getByTestId('kyb-company-link').click();
  await page.getByTestId('kyb-company').waitFor();
}

/** The company's detail: waiting, its tree as registered (Pat 20%, Holdco 80% with its director Eli). */
async function checkDetail(page: Page) {
  await expect.poll(() => page.getByTestId('kyb-status').getAttribute('data-status')).toBe('waiting');
  const nodes = page.getByTestId('kyb-tree').getByTestId('kyb-tree-node');
  await expect.poll(() => nodes.count()).toBe(2);
  expect(await nodes.nth(0).innerText()).toContain('Pat Holder');
  const holdco = nodes.filter({ hasText: 'Holdco GmbH' });
  expect(await holdco.getAttribute('data-kind')).toBe('company');
  expect(await holdco.innerText()).toContain('Eli Director');
  const reps = page.getByTestId('kyb-representatives-row');
  expect(await reps.filter({ hasText: 'Uma User' }).count()).toBe(1);
}

/** The company user's API session (PKCE through the gateway). */
async function bearerOf(company: TRegisteredCompany) {
  const json = { 'content-type': 'application/json' };
  const verifier = randomBytes(48).toString('base64url');
  const codeChallenge = createHash('sha256').update(verifier).digest('base64url');
  const login = await gatewayCall(stack, brand, '/api/auth/login', {
    headers: json,
    body: JSON.stringify({ client: 'spa', username: company.userEmail, password: company.userPassword, codeChallenge }),
  });
  const { code } = JSON.parse(login.body.toString()) as { code: string };
  const token = await gatewayCall(stack, brand, '/api/auth/token', {
    headers: json,
    body: JSON.stringify({ code, codeVerifier: verifier }),
  });
  return `Bearer ${(JSON.parse(token.body.toString()) as { accessToken: string }).accessToken}`;
}

/** A document the company's user hands in for the company (customerDocumentUpload, Customer-Id the company's). */
async function seedCompanyDocument(company: TRegisteredCompany, customerId: string): Promise<number> {
  const boundary = 'e2e-kyb-document';
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"type":1}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="register.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await gatewayCall(stack, brand, '/api/?method=customerDocumentUpload', {
    headers: {
      authorization: await bearerOf(company),
      'customer-id': customerId,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  const answer = JSON.parse(upload.body.toString()) as { responseCode: string; documentId: number };
  expect(answer.responseCode, upload.body.toString()).toBe('00');
  return answer.documentId;
}

/**
 * The company's documents by owner: the operator finds the company's document, assigns it to Pat
 * (adminDocumentAssign), finds it among Pat's, and gives it back to the company (adminDocumentRemove).
 */
async function reassignDocument(page: Page, documentId: number) {
  const section = page.getByTestId('kyb-doc-owners');
  const doc = section.locator(`[data-testid="kyb-doc"][data-id="${documentId}"]`);
  await expect.poll(() => doc.count()).toBe(1);
  await doc.getByTestId('kyb-doc-assign-to').selectOption({ label: 'Pat Holder' });
  await doc.getByTestId('kyb-doc-assign').click();
  await expect.poll(() => doc.count()).toBe(0);
  await section.getByTestId('kyb-doc-owner').selectOption({ label: 'Pat Holder' });
  await expect.poll(() => doc.count()).toBe(1);
  await doc.getByTestId('kyb-doc-remove').click();
  await expect.poll(() => doc.count()).toBe(0);
  await section.getByTestId('kyb-doc-owner').selectOption({ index: 0 });
  await expect.poll(() => doc.count()).toBe(1);
}

/** The company's user starts the identity check of its director Dana from the company's directors. */
async function verifyDirectorIdentity(page: Page) {
  await page.goto(`${stack.brandUrl(brand)}/company/directors`);
  const directors = page.getByTestId('company-directors');
  await expect.poll(() => directors.innerText()).toContain('Dana');
  await directors.locator('[data-testid^="rep-verify-identity-"]').first().click();
  await page.waitForURL(/\/identity-verification\//);
  await expect.poll(() => page.getByTestId('identity-verification').getAttribute('data-ready')).toBe('true');
}

describe('business KYB review (issue 26)', () => {
  it('a company registered in the portal is approved by the operator in the back office, and its user then uses the portal', async () => {
    const company = await registerAndActivateCompany(stack, browser, brand);

    // Before the review the company is not usable: its user is sent to the KYC page.
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await signInByApi(user, stack.brandUrl(brand), company.userEmail, company.userPassword);
    await user.getByTestId('kyc-screen').waitFor();

    const operatorContext = await browser.newContext();
    const bo = await operatorContext.newPage();
    await signInToBackoffice(bo, stack.backofficeUrl, SUPERADMIN);
    // On a phone's width: the queue and the company's detail (tree, tables, forms) fit 375 px.
    await bo.setViewportSize({ width: 375, height: 812 });
    await openFromQueue(bo, company);
    await checkDetail(bo);
    // A document of the company (handed in by its user), reassigned by the operator and given back.
    const customerId = decodeURIComponent(new URL(bo.url()).pathname.split('/').pop()!);
    const documentId = await seedCompanyDocument(company, customerId);
    await bo.reload();
    await reassignDocument(bo, documentId);
    expect(await sideScroll(bo)).toBeLessThanOrEqual(0);
    await bo.getByTestId('kyb-approve').click();
    await expect.poll(() => bo.getByTestId('kyb-status').getAttribute('data-status')).toBe('approved');
    expect(await bo.getByTestId('kyb-history').innerText()).toContain('kyb.approve');
    // Decided, the company leaves the queue.
    await bo.goto(`${stack.backofficeUrl}/business`);
    await bo.getByTestId('kyb-queue-filters').locator('summary').click();
    await bo.getByTestId('kyb-queue-filter-company').fill(company.name);
    await expect.poll(() => bo.getByTestId('kyb-queue-row').count()).toBe(0);
    await operatorContext.close();
    // The company's users are told by mail (the catcher; en catalogue, @openportal/messages kybApproved).
    const approved = `The review of ${company.name} is complete: the company is approved and can use every service.`;
    for (const to of [company.userEmail, company.companyEmail])
      await expect
        .poll(async () => (await mailsTo(stack.catcherUrl, to)).map((m) => m.text.trim()))
        .toContain(approved);

    // The company is usable: the user's next visit opens home, not the KYC page.
    await user.goto(`${stack.brandUrl(brand)}/`);
    await user.locator('#op-home-accounts').waitFor();
    expect(new URL(user.url()).pathname).toBe('/');
    expect(await user.getByTestId('kyc-screen').count()).toBe(0);
    await verifyDirectorIdentity(user);
    await userContext.close();
  });
});
