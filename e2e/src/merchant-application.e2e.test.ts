import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REST_CALLS, sampleApplication } from '@openportal/contract';
import { gatewayCall, seedCustomer, signInByApi, type SeededCustomer } from './api-session.ts';
import { signInToBackoffice, SUPERADMIN } from './backoffice-page.ts';
import { fillSelectOrInput, mailsTo } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Issue 23: the merchant-account application from the applicant's first draft to the operator's
 * decision, through the portal and the back office, and its absence on a brand without the flag.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const BRAND = 'paywave';
/** A loaded machine answers slowly: polls wait this long. */
const SLOW = { timeout: 30_000 };
const REASON = 'The registration extract is older than three months.';
/** The smallest file core takes as a PDF (told by its first bytes). */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The form's steps in order and the body's top-level keys each holds (what a person types there). */
const STEP_KEYS = [
  ['applicant', ['applicantType', 'applicantCountry', 'applicantEmail', 'applicantPhone', 'tradeOverInternet']],
  ['company', ['companyInfo']],
  ['business', ['productOrServicesDescription', 'isRevenueFromBusinessActivity', 'industries', 'websites']],
  ['principals', ['principals']],
  ['settlement', ['transactionSettlementOptions']],
  [
    'sales',
    ['salesMetrics', 'processedCreditCardsBefore', 'fraudRate', 'chargebackRate', 'targetMarketsAndDistribution'],
  ],
  ['integration', ['disputeManagement', 'integrationRequirements']],
  ['contacts', ['contacts']],
] as const;

/**
 * Types `value` into the form field(s) at `path` as a person would: a choice is selected, a text
 * typed, a list of texts typed comma-separated, a processing currency ticked, a list of items
 * grown with its add button and each item's fields filled. Test ids are the portal's
 * (`ma-` + the path joined by dashes).
 */
async function typeInto(page: Page, path: readonly (string | number)[], value: unknown): Promise<void> {
  const testId = `ma-${path.join('-')}`;
  if (Array.isArray(value)) {
    if (path.at(-1) === 'processingCurrencies') {
      for (const c of value as string[]) await page.getByTestId(`ma-currency-${c}`).check();
    } else if (value.every((v) => typeof v !== 'object')) {
      await page.getByTestId(testId).fill(value.join(', '));
    } else {
      for (const [i, item] of value.entries()) {
        await page.getByTestId(`${testId}-add`).click();
        await typeInto(page, [...path, i], item);
      }
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) await typeInto(page, [...path, k], v);
  } else {
    await fillSelectOrInput(page, testId, String(value));
  }
}

/** Opens `step` and types the sample's values of its keys. */
async function typeStep(page: Page, step: (typeof STEP_KEYS)[number]) {
  const [key, tops] = step;
  const sample = sampleApplication() as Record<string, unknown>;
  await page.getByTestId(`ma-step-${key}`).click();
  for (const top of tops) await typeInto(page, [top], sample[top]);
}

/** The applicant's own API session (what the page reads, checked from outside the browser). */
async function applicantApi(me: SeededCustomer) {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const json = { 'content-type': 'application/json' };
  const login = await gatewayCall(stack, BRAND, `/api${REST_CALLS.authLogin.path}`, {
    headers: json,
    body: JSON.stringify({ client: 'spa', username: me.email, password: me.password, codeChallenge: challenge }),
  });
  const { code } = JSON.parse(login.body.toString()) as { code: string };
  const token = await gatewayCall(stack, BRAND, '/api/auth/token', {
    headers: json,
    body: JSON.stringify({ code, codeVerifier: verifier }),
  });
  const { accessToken } = JSON.parse(token.body.toString()) as { accessToken: string };
  const headers = { ...json, authorization: `Bearer ${accessToken}`, 'customer-id': me.customerId };
  return async (id: number) => {
    const res = await gatewayCall(stack, BRAND, `/api/acquiring-admin/application/${id}`, { method: 'GET', headers });
    return JSON.parse(res.body.toString()) as {
      responseCode: string;
      data: { status: string; version: number; data: Record<string, unknown> };
    };
  };
}

async function openApplication(page: Page, id: number) {
  await page.goto(`${stack.brandUrl(BRAND)}/merchant-account`);
  await page.getByTestId(`ma-open-${id}`).click();
  await page.getByTestId('ma-application').waitFor();
}

describe('merchant-account application (issue 23)', () => {
  it('typed into the form over two sittings, rejected with a reason, corrected, approved: VERIFIED and both e-mails', async () => {
    const me = await seedCustomer(stack, BRAND, [], 'business');
    const api = await applicantApi(me);
    const base = stack.brandUrl(BRAND);
    const sample = sampleApplication();
    expect(STEP_KEYS.flatMap(([, tops]) => tops).sort()).toEqual(Object.keys(sample).sort());

    // First sitting: a new application, the applicant and company steps typed, saved as a draft, the page reloaded.
    const first = await browser.newContext();
    const page1 = await first.newPage();
    await signInByApi(page1, base, me.email, me.password);
    await page1.goto(`${base}/merchant-account`);
    await page1.getByTestId('ma-create').click();
    await page1.getByTestId('ma-form').waitFor();
    const id = Number(/\/merchant-account\/(\d+)/.exec(page1.url())![1]);
    for (const step of STEP_KEYS.slice(0, 2)) await typeStep(page1, step);
    await page1.getByTestId('ma-save').click();
    await expect.poll(async () => (await api(id)).data.data.companyInfo, SLOW).toEqual(sample.companyInfo);
    await page1.reload();
    await expect.poll(() => page1.getByTestId('ma-applicantEmail').inputValue(), SLOW).toBe(sample.applicantEmail);
    await first.close();
    console.log('merchant-application: first sitting saved');

    // Second sitting: signed in again, the draft resumed where it was, every other step typed.
    const second = await browser.newContext();
    const page = await second.newPage();
    await signInByApi(page, base, me.email, me.password);
    await openApplication(page, id);
    expect(await page.getByTestId('ma-applicantPhone').inputValue()).toBe(sample.applicantPhone);
    expect(await page.getByTestId('ma-status').innerText()).toMatch(/draft/i);
    await page.getByTestId('ma-step-company').click();
    expect(await page.getByTestId('ma-companyInfo-tradingAddress-address1').inputValue()).toBe('2 Market Sq');
    for (const step of STEP_KEYS.slice(2)) {
      await typeStep(page, step);
      if (step[0] !== 'business') continue;
      // A list item added by mistake and removed again: only the sample's website is sent.
      await page.getByTestId('ma-websites-add').click();
      await page.getByTestId('ma-websites-1-url').fill('https://two.example.com');
      await page.getByTestId('ma-websites-remove-1').click();
      expect(await page.getByTestId('ma-websites-1-url').count()).toBe(0);
    }
    await page.getByTestId('ma-save').click();
    await expect.poll(async () => (await api(id)).data.data.contacts, SLOW).toEqual(sample.contacts);
    console.log('merchant-application: second sitting saved');

    // The document uploaded, opened, and the application sent: core keeps exactly what was typed.
    await page.getByTestId('ma-step-documents').click();
    await page.getByTestId('ma-document-type').selectOption({ index: 1 });
    await page.getByTestId('ma-document-file').setInputFiles({
      name: 'registration.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByTestId('ma-document-upload').click();
    await expect.poll(() => page.getByTestId('ma-document').count(), SLOW).toBe(1);
    // Opened, the document shows what the server keeps of it (applicationDocumentGet).
    await page.getByTestId('ma-document-open').click();
    await expect.poll(() => page.getByTestId('ma-document-details').innerText(), SLOW).toMatch(/\d/);
    await page.getByTestId('ma-submit').click();
    await expect
      .poll(async () => (await api(id)).data.status, SLOW)
      .toBe('SUBMITTED')
      .catch(async (e: unknown) => {
        console.log(`not sent; the page shows: ${(await page.locator('main').innerText()).slice(0, 1500)}`);
        throw e;
      });
    expect((await api(id)).data.data).toEqual(sample);
    await page.getByTestId('ma-view').waitFor();

    console.log('merchant-application: submitted');
    // The operator rejects it with a reason.
    const office = await browser.newContext();
    const op = await office.newPage();
    await signInToBackoffice(op, stack.backofficeUrl, SUPERADMIN);
    await op.goto(`${stack.backofficeUrl}/applications`);
    await op.getByRole('link', { name: String(id), exact: true }).click();
    await op.getByTestId('application-documents').getByText('registration.pdf').waitFor();
    // The operator corrects the trading name with the edit form, then rejects with a reason.
    await op.getByTestId('application-edit-open').click();
    await op.getByTestId('edit-companyInfo.tradingName').fill('Shop Books');
    await op.getByTestId('edit-save').click();
    await expect.poll(() => op.getByTestId('application-values').innerText(), SLOW).toContain('Shop Books');
    await op.getByTestId('application-reason').fill(REASON);
    await op.getByTestId('application-reject').click();
    await expect.poll(() => op.getByTestId('application-status').innerText(), SLOW).toBe('Rejected');

    console.log('merchant-application: rejected');
    // The applicant reads the reason, corrects the description and sends it again.
    await page.reload();
    expect(await page.getByTestId('ma-reject-reason').innerText()).toBe(REASON);
    await page.getByTestId('ma-step-business').click();
    await page.getByTestId('ma-productOrServicesDescription').fill('Books and e-books sold online');
    await page.getByTestId('ma-step-documents').click();
    await page.getByTestId('ma-submit').click();
    await expect
      .poll(async () => (await api(id)).data.status, SLOW)
      .toBe('SUBMITTED')
      .catch(async (e: unknown) => {
        console.log(
          `resubmission not sent; the page shows: ${(await page.locator('main').innerText()).slice(0, 1500)}`,
        );
        throw e;
      });
    expect(((await api(id)).data.data.companyInfo as { tradingName: string }).tradingName).toBe('Shop Books');
    expect((await api(id)).data.data.productOrServicesDescription).toBe('Books and e-books sold online');

    console.log('merchant-application: resubmitted');
    // The operator approves; the applicant sees VERIFIED and has both e-mails.
    await op.reload();
    await op.getByTestId('application-approve').click();
    await expect.poll(() => op.getByTestId('application-status').innerText(), SLOW).toBe('Verified');
    // The history names each write: the applicant's saves and sendings, the operator's decisions with the reason.
    const history = op.getByTestId('application-history');
    await expect.poll(() => history.innerText(), SLOW).toContain('Approved');
    const text = await history.innerText();
    for (const what of ['Created', 'Changed', 'Sent to review', 'Rejected', REASON, me.email, SUPERADMIN.name])
      expect(text).toContain(what);
    await page.reload();
    await page.getByTestId('ma-verified').waitFor();
    expect(await page.getByTestId('ma-status').getAttribute('class')).toContain('ma-status--verified');
    await expect
      .poll(async () => (await mailsTo(stack.catcherUrl, me.email)).map((m) => m.subject).sort(), { timeout: 20_000 })
      .toEqual(['Merchant account application approved', 'Merchant account application rejected']);
    const rejected = (await mailsTo(stack.catcherUrl, me.email)).find((m) => /rejected/.test(m.subject))!;
    expect(rejected.text).toContain(REASON);
    await office.close();
    await second.close();
  }, 360_000);

  it('deletes a draft from the list after asking', async () => {
    const me = await seedCustomer(stack, BRAND, [], 'business');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, stack.brandUrl(BRAND), me.email, me.password);
    await page.goto(`${stack.brandUrl(BRAND)}/merchant-account`);
    await page.getByTestId('ma-create').click();
    await page.getByTestId('ma-form').waitFor();
    const id = Number(/\/merchant-account\/(\d+)/.exec(page.url())![1]);
    await page.goto(`${stack.brandUrl(BRAND)}/merchant-account`);
    await page.getByTestId(`ma-delete-${id}`).click();
    await page.getByTestId(`ma-delete-yes-${id}`).click();
    await expect.poll(() => page.getByTestId(`ma-open-${id}`).count(), SLOW).toBe(0);
    await page.reload();
    await page.getByTestId('feature-merchant-account').waitFor();
    expect(await page.getByTestId(`ma-open-${id}`).count()).toBe(0);
    await context.close();
  }, 180_000);

  it('on a brand without merchantAccountEnable the route does not exist and no entry leads to it', async () => {
    const me = await seedCustomer(stack, 'fundstr', [], 'business');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInByApi(page, stack.brandUrl('fundstr'), me.email, me.password);
    await page.goto(`${stack.brandUrl('fundstr')}/merchant-account`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('not-found').innerText()).toMatch(/not found/i);
    expect(await page.getByTestId('nav-merchant-account').count()).toBe(0);
    expect(await page.getByTestId('feature-merchant-account').count()).toBe(0);
    await context.close();
  });
});
