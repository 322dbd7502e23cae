import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gatewayCall, signInByApi } from './api-session.ts';
import { waitForMail } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Business self-certification (issue 26) through the real gateway and core, in Chromium: a
 * representative who is no user completes it through the authSecret link of their mail without
 * signing in (declarations, prohibited activities, a certificate of loss of US nationality, the W-8BEN-E signed on the e-sign page, the
 * FATCA/CRS answers), the spent link then opens nothing, and the company's main user sees the
 * representative's status go from pending to certified and sends a resolution to sign.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const BRAND = 'paywave';
const PASSWORD = 'Demo-pass-2026';
const json = { 'content-type': 'application/json' };

/** A method call through the gateway as the brand's host (the company's setup, outside the browser). */
async function call(method: string, body: object, token?: string) {
  const headers = token ? { ...json, authorization: `Bearer ${token}` } : json;
  const res = await gatewayCall(stack, BRAND, `/api/?method=${method}`, { headers, body: JSON.stringify(body) });
  const answer = JSON.parse(res.body.toString()) as Record<string, unknown> & { responseCode: string };
  if (answer.responseCode !== '00') throw new Error(`${method}: ${res.body.toString()}`);
  return answer;
}

/** The user's API session (PKCE through the gateway). */
async function accessToken(username: string) {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const login = await gatewayCall(stack, BRAND, '/api/auth/login', {
    headers: json,
    body: JSON.stringify({ client: 'spa', username, password: PASSWORD, codeChallenge: challenge }),
  });
  const { code } = JSON.parse(login.body.toString()) as { code: string };
  const token = await gatewayCall(stack, BRAND, '/api/auth/token', {
    headers: json,
    body: JSON.stringify({ code, codeVerifier: verifier }),
  });
  return (JSON.parse(token.body.toString()) as { accessToken: string }).accessToken;
}

const noTin = [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }];

/**
 * The brand's demo company (a verified company: a new one would be held on the kyc page until an
 * operator's KYB), its main user Sam (certified), with Nora added as a director by e-mail: her
 * self-certification link leaves by mail. This run's database is its own (stack.ts).
 */
async function demoCompanyWithInvitedDirector(tag: string) {
  const companyEmail = `business@${BRAND}.example`;
  const token = await accessToken(companyEmail);
  const noraEmail = `cert-nora-${tag}@example.com`;
  const nora = await call(
    'businessRepresentativeAdd',
    { firstName: 'Nora', lastName: 'Rep', birthday: '1980-03-04', email: noraEmail, positionIds: [2], taxIds: noTin },
    token,
  );
  return { companyEmail, noraEmail, noraId: nora.id as number };
}

/** The representative's row on the company's page, by its status. */
const statusOf = (page: Page, id: number) => page.getByTestId(`cert-rep-${id}`).getAttribute('data-status');

/** Answers every statement of the step shown "yes" and confirms it. */
async function answerAll(page: Page, step: 'declarations' | 'statements') {
  const section = page.getByTestId(`cert-${step}`);
  await section.waitFor();
  for (const yes of await section.locator('[data-testid$="-yes"]').all()) await yes.check();
  await page.getByTestId(`cert-${step}-send`).click();
}

/** A PNG by its first bytes (the portal and core sniff content, not names). */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 5)]);

/**
 * Born in the US, Nora gave up US nationality: no US tax payer (the W-8BEN-E), she hands in the
 * certificate of loss of nationality on the W-form step, through her link; its form then goes.
 */
async function uploadLossOfNationality(page: Page) {
  await page.getByTestId('cert-coln-file').setInputFiles({ name: 'coln.png', mimeType: 'image/png', buffer: png });
  await page.getByTestId('cert-coln-send').click();
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await page.getByTestId('response-popup-close').click();
  await expect.poll(() => page.getByTestId('cert-coln-upload').count()).toBe(0);
}

/** The W-8BEN-E on the e-sign page, then back to the certification (the link held by the tab). */
async function signW8bene(page: Page) {
  await page.getByTestId('cert-wform-sign').click();
  await page.waitForURL(/\/esign\//);
  await page.getByTestId('esign-name').fill('Nora Rep');
  await page.getByTestId('esign-address').fill('1 High Street, London, GB');
  await page.getByTestId('esign-tin').fill('GB123456');
  await page.getByTestId('esign-signature').fill('Nora Rep');
  await page.getByTestId('esign-certify').check();
  await page.getByTestId('esign-submit').click();
  await page.getByTestId('idv-back').click();
}

describe('business self-certification (issue 26)', () => {
  it('a representative certifies through the mailed link without signing in; the company’s user sees the status change and sends a resolution', async () => {
    const tag = `${Date.now()}`;
    const { companyEmail, noraEmail, noraId } = await demoCompanyWithInvitedDirector(tag);

    const companyContext = await browser.newContext();
    const company = await companyContext.newPage();
    await signInByApi(company, stack.brandUrl(BRAND), companyEmail, PASSWORD);
    await company.goto(`${stack.brandUrl(BRAND)}/self-certification-business`);
    await expect.poll(() => statusOf(company, noraId)).toBe('pending');

    const repContext = await browser.newContext();
    const rep = await repContext.newPage();
    const link = /https?:\/\/\S+/.exec((await waitForMail(stack.catcherUrl, noraEmail)).text)![0];
    expect(new URL(link).pathname).toBe('/self-certification-representative');
    await rep.goto(link);
    expect(await rep.getByTestId('representative-name').innerText()).toContain('Nora Rep');
    expect(new URL(rep.url()).search).toBe('');
    await answerAll(rep, 'declarations');
    await answerAll(rep, 'statements');
    await rep.getByTestId('cert-wForm').waitFor();
    await uploadLossOfNationality(rep);
    await signW8bene(rep);
    await rep.getByTestId('cert-fatca').waitFor();
    await rep.getByTestId('cert-entityType').selectOption('general');
    await rep.getByTestId('cert-country').fill('GB');
    await rep.getByTestId('cert-tin-reason').selectOption('NO_TIN_IS_REQUIRED');
    await rep.getByTestId('cert-submit').click();
    await rep.getByTestId('representative-done').waitFor();
    // The link is spent: opened again it leads to the sign-in page.
    await rep.goto(link);
    await rep.waitForURL(/\/login/);
    await repContext.close();

    await company.reload();
    await expect.poll(() => statusOf(company, noraId)).toBe('validated');
    await company.getByTestId(`resolution-signer-${noraId}`).check();
    await company.getByTestId('resolution-send-submit').click();
    await expect.poll(() => company.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
    const signer = company.locator(`[data-testid$="-signer-${noraId}"][data-signed]`);
    await expect.poll(() => signer.first().getAttribute('data-signed')).toBe('false');
    await companyContext.close();
  });
});
