import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REST_CALLS } from '@openportal/contract';
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

/** The rest of a complete application (FULL validation), as a person would type it over several sittings. */
function completeBody() {
  const address = { address1: '1 Main St', city: 'Vilnius', state: 'Vilnius', postalCode: '01100', country: 'LT' };
  const contact = { name: 'Ann', email: 'ann@example.com', phone: '+37060000000' };
  return {
    applicantCountry: 'LT',
    applicantType: 'MERCHANT',
    tradeOverInternet: true,
    applicantEmail: 'owner@example.com',
    applicantPhone: '+37060000001',
    companyInfo: {
      companyName: 'Shop UAB',
      incorporationNumber: '300000001',
      incorporationDate: '2020-01-15',
      tin: 'LT100000001',
      officialCorrespondenceEmail: 'office@example.com',
      registrationAddress: address,
      tradingName: 'Shop',
      tradingAddress: address,
    },
    productOrServicesDescription: 'Books sold online',
    transactionSettlementOptions: {
      processingCurrencies: ['EUR'],
      settlementEUR: { bankAccountPreference: 'EXISTING_OTHER_ACCOUNT', bankName: 'Bank', swiftBicCode: 'ABCDLT2X' },
    },
    salesMetrics: {
      totalMonthlySalesVolume: '10000',
      expectedMonthlyVolume: '12000',
      numberOfExpectedMonthlyTransactions: '400',
      averageTransactionAmount: '30',
      highestTransactionAmount: '200',
      lowestTransactionAmount: '5',
    },
    isRevenueFromBusinessActivity: true,
    processedCreditCardsBefore: 'NONE',
    fraudRate: 0,
    chargebackRate: 1,
    disputeManagement: {
      rdrEnrollmentPreference: 'NONE',
      automaticRdrRefundsAlways: false,
      automaticRdrRefundsThreshold: 0,
      masterCardEnrollmentPreference: 'NONE',
      automaticMastercardRefundsAlways: false,
      automaticMastercardRefundsThreshold: 0,
    },
    integrationRequirements: {
      pciComplianceStatus: false,
      integrationType: 'THIRD_PARTY',
      integrationOption: 'SERVER_TO_SERVER',
      mandatory3ds: true,
      paymentPageHostingPreference: 'OWN',
    },
    contacts: { disputeManagement: contact, technical: contact, riskMonitoring: contact, finance: contact },
    websites: [{ url: 'https://shop.example.com', statementDescriptor: 'SHOP', cityField: 'Vilnius' }],
  };
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
  return async (method: 'GET' | 'PUT', id: number, body?: object) => {
    const res = await gatewayCall(stack, BRAND, `/api/acquiring-admin/application/${id}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
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
  it('drafted over two sittings, rejected with a reason, corrected, approved: VERIFIED and both e-mails', async () => {
    const me = await seedCustomer(stack, BRAND, [], 'business');
    const api = await applicantApi(me);
    const base = stack.brandUrl(BRAND);

    // First sitting: a new application, the applicant step, saved as a draft, the page reloaded.
    const first = await browser.newContext();
    const page1 = await first.newPage();
    await signInByApi(page1, base, me.email, me.password);
    await page1.goto(`${base}/merchant-account`);
    await page1.getByTestId('ma-create').click();
    await page1.getByTestId('ma-form').waitFor();
    const id = Number(/\/merchant-account\/(\d+)/.exec(page1.url())![1]);
    await page1.getByTestId('ma-applicantEmail').fill('owner@example.com');
    await page1.getByTestId('ma-applicantPhone').fill('+37060000001');
    await fillSelectOrInput(page1, 'ma-applicantCountry', 'LT');
    await page1.getByTestId('ma-tradeOverInternet').selectOption('true');
    await page1.getByTestId('ma-save').click();
    await expect.poll(async () => (await api('GET', id)).data.data.applicantEmail, SLOW).toBe('owner@example.com');
    await page1.reload();
    await expect.poll(() => page1.getByTestId('ma-applicantEmail').inputValue(), SLOW).toBe('owner@example.com');
    await first.close();
    console.log('merchant-application: first sitting saved');

    // Second sitting: signed in again, the draft resumed where it was, the company named.
    const second = await browser.newContext();
    const page = await second.newPage();
    await signInByApi(page, base, me.email, me.password);
    await openApplication(page, id);
    expect(await page.getByTestId('ma-applicantPhone').inputValue()).toBe('+37060000001');
    expect(await page.getByTestId('ma-status').innerText()).toMatch(/draft/i);
    await page.getByTestId('ma-step-company').click();
    await page.getByTestId('ma-companyInfo-companyName').fill('Shop UAB');
    await page.getByTestId('ma-save').click();
    await expect
      .poll(async () => ((await api('GET', id)).data.data.companyInfo as { companyName?: string })?.companyName, SLOW)
      .toBe('Shop UAB');

    console.log('merchant-application: second sitting saved');
    // The remaining sections saved as a draft (the same values the form holds), then the form reloaded.
    const { version } = (await api('GET', id)).data;
    expect((await api('PUT', id, { validationType: 'BASIC', data: completeBody(), version })).responseCode).toBe('00');
    await page.reload();
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
    await expect.poll(async () => (await api('GET', id)).data.status, SLOW).toBe('SUBMITTED');
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
      .poll(async () => (await api('GET', id)).data.status, SLOW)
      .toBe('SUBMITTED')
      .catch(async (e: unknown) => {
        console.log(
          `resubmission not sent; the page shows: ${(await page.locator('main').innerText()).slice(0, 1500)}`,
        );
        throw e;
      });
    expect(((await api('GET', id)).data.data.companyInfo as { tradingName: string }).tradingName).toBe('Shop Books');
    expect((await api('GET', id)).data.data.productOrServicesDescription).toBe('Books and e-books sold online');

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
