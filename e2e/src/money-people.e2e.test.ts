import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi, type SeededCustomer } from './api-session.ts';
import { pdfText } from './pdf-text.ts';
import { accountRows, mailsTo, smsTo, waitForSmsCode } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';
import { downloadedBytes } from './browser.ts';

/**
 * Paying other people (issue 20 "Done when"): p2p by e-mail after the payee check, seen live by
 * the payee and mailed to them, then opened from the payer's history (issue 24: payee, fee,
 * status) with its receipt PDF; an invoice paid from transfer/invoices (its info popup read
 * again), a second one rejected, a funding invoice downloaded; an sms-mode payment confirmed by
 * a resent code from the SMS catcher (a code of another payment refused); an initiator's payment
 * and mass p2p file approved by a full user's SMS code on transfer/approved, then an approval
 * threshold set; a monthly repeat created (the limits asked) and cancelled; a mass p2p text with
 * a bad row confirmed as partial. Every person is seeded for
 * their test and signed in through the API.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const brand = 'paywave';
const base = () => stack.brandUrl(brand);
const usd = (minor: string) => [{ currency: 'USD', balanceMinor: minor }];
const randomPhone = () => `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;

/** A person's own browser context, signed in, on home (its accounts shown: the app is ready). */
async function signedIn(who: SeededCustomer): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, base(), who.email, who.password);
  await page.getByTestId('account-row').first().waitFor();
  return page;
}

async function balanceOf(page: Page, accountId: number): Promise<string> {
  return (await accountRows(page)).find((r) => r.id === String(accountId))?.balance ?? '';
}

async function popupText(page: Page): Promise<string> {
  await page.getByTestId('response-popup').waitFor();
  const text = await page.getByTestId('response-popup-message').innerText();
  await page.getByTestId('response-popup-close').click();
  return text;
}

/** transfer/p2p up to the review: account, the payee's e-mail (their checked name awaited), amount. */
async function fillP2p(page: Page, from: number, to: SeededCustomer, amount: string) {
  await page.getByTestId('nav-p2p').click();
  await page.getByTestId('p2p-from').selectOption(String(from));
  await page.getByTestId('p2p-email').fill(to.email);
  await expect.poll(() => page.getByTestId('p2p-payee-name').innerText()).toBe('Recipient: Test C.');
  await page.getByTestId('p2p-amount').fill(amount);
  await page.getByTestId('p2p-fee').waitFor();
  await page.getByTestId('p2p-submit').click();
  await page.getByTestId('p2p-review').waitFor();
}

async function payP2p(page: Page, from: number, to: SeededCustomer, amount: string) {
  await fillP2p(page, from, to, amount);
  await page.getByTestId('p2p-review-send').click();
}

describe('paying people', () => {
  it('A pays B by e-mail after seeing B’s name; B sees it live and gets the mail', async () => {
    const [a, b] = await Promise.all([seedCustomer(stack, brand, usd('50000')), seedCustomer(stack, brand, usd('0'))]);
    const pageB = await signedIn(b);
    await expect.poll(() => balanceOf(pageB, b.accountIds[0]!)).toContain('0.00');
    const pageA = await signedIn(a);
    await fillP2p(pageA, a.accountIds[0]!, b, '42.50');
    expect(await pageA.getByTestId('p2p-review-to').innerText()).toBe(`Test C.: ${b.email}`);
    expect(await pageA.getByTestId('p2p-review-amount').innerText()).toContain('42.50');
    await pageA.getByTestId('p2p-review-send').click();
    expect(await popupText(pageA)).toBe('The payment has been sent.');

    // B's home, never reloaded, shows the money (realtime), and B's mailbox has the notice.
    await expect.poll(() => balanceOf(pageB, b.accountIds[0]!), { timeout: 15_000 }).toContain('42.50');
    const received = async () => (await mailsTo(stack.catcherUrl, b.email)).find((m) => /42\.50/.test(m.text));
    await expect.poll(async () => (await received())?.subject, { timeout: 15_000 }).toContain('Money received');
    expect((await received())!.text).toContain('Test Customer');

    // A opens the payment from history: B by name and e-mail, the fee, the status; the receipt's PDF has the amount.
    await pageA.getByTestId('nav-history').click();
    await pageA.getByTestId('history-open').first().click();
    const detail = pageA.locator('dialog[data-testid="transaction-detail"]');
    await expect.poll(() => detail.getByTestId('detail-to').innerText()).toBe(`Test C. · ${b.email.toLowerCase()}`);
    expect(await detail.getByTestId('detail-fee').innerText()).toMatch(/\d\.\d\d$/);
    expect(await detail.getByTestId('detail-status').innerText()).toBe('Completed');
    const receipt = pageA.waitForEvent('download');
    await detail.getByTestId('transaction-receipt').click();
    const pdf = await downloadedBytes(await receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain('42.50 USD');
    await Promise.all([pageA.context().close(), pageB.context().close()]);
  });

  it('B invoices A; A pays it on transfer/invoices; both lists show it paid', async () => {
    const [a, b] = await Promise.all([seedCustomer(stack, brand, usd('50000')), seedCustomer(stack, brand, usd('0'))]);
    const [pageA, pageB] = await Promise.all([signedIn(a), signedIn(b)]);
    await pageB.goto(`${base()}/transfer/invoices`);
    await pageB.getByTestId('invoice-create-open').click();
    await pageB.getByTestId('invoice-to').fill(a.email);
    await pageB.getByTestId('invoice-amount').fill('15.25');
    await pageB.getByTestId('invoice-currency').selectOption('USD');
    await pageB.getByTestId('invoice-create-send').click();
    expect(await popupText(pageB)).toBe(`The invoice was sent to ${a.email}.`);
    await pageB.getByTestId('invoices-tab-sent').click();
    const sentRow = pageB.getByTestId('invoice-row');
    await expect.poll(() => sentRow.getAttribute('data-status')).toBe('unpaid');

    await pageA.goto(`${base()}/transfer/invoices`);
    const row = pageA.getByTestId('invoice-row');
    await expect.poll(() => row.getAttribute('data-status')).toBe('unpaid');
    await row.getByTestId('invoice-pay').click();
    expect(await pageA.getByTestId('invoice-pay-amount').innerText()).toContain('15.25');
    await pageA.getByTestId('invoice-pay-send').click();
    expect(await popupText(pageA)).toBe('The invoice has been paid.');
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    expect(await row.getByTestId('invoice-pay').count()).toBe(0);
    // The info popup reads the invoice again (invoiceGet).
    await row.getByTestId('invoice-info').click();
    const info = pageA.locator('dialog[data-testid="invoice-info"]');
    await expect.poll(() => info.getByTestId('invoice-info-status').innerText()).toBe('Paid');
    expect(await info.getByTestId('invoice-info-amount').innerText()).toContain('15.25');
    await info.getByRole('button', { name: 'Close' }).click();
    // B's sent list follows without a reload (the "invoice paid" notice).
    await expect.poll(() => sentRow.getAttribute('data-status'), { timeout: 15_000 }).toBe('paid');

    // A second invoice from B: A rejects it with a reason, and B's sent list shows it rejected.
    await pageB.getByTestId('invoice-create-open').click();
    await pageB.getByTestId('invoice-to').fill(a.email);
    await pageB.getByTestId('invoice-amount').fill('8.00');
    await pageB.getByTestId('invoice-currency').selectOption('USD');
    await pageB.getByTestId('invoice-create-send').click();
    expect(await popupText(pageB)).toBe(`The invoice was sent to ${a.email}.`);
    const unpaid = pageA.locator('[data-testid="invoice-row"][data-status="unpaid"]');
    await unpaid.waitFor({ timeout: 15_000 });
    await unpaid.getByTestId('invoice-reject').click();
    await pageA.getByTestId('invoice-reject-note').fill('Not ordered');
    await pageA.getByTestId('invoice-reject-send').click();
    expect(await popupText(pageA)).toBe('The invoice was rejected.');
    const rejected = pageB.locator('[data-testid="invoice-row"][data-status="rejected"]');
    await rejected.waitFor({ timeout: 15_000 });

    // A funding invoice for A's own account: its PDF is downloaded.
    await pageA.getByTestId('invoice-funding-open').click();
    await pageA.getByTestId('invoice-funding-amount').fill('100.00');
    const pdf = pageA.waitForEvent('download');
    await pageA.getByTestId('invoice-funding-send').click();
    expect(await popupText(pageA)).toBe('Your funding invoice is ready.');
    expect((await pdf).suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);

    await pageB.getByTestId('nav-home').click();
    await expect.poll(() => balanceOf(pageB, b.accountIds[0]!)).toContain('15.25');
    await Promise.all([pageA.context().close(), pageB.context().close()]);
  });

  it('an sms-mode payment is confirmed by the SMS code; the code of another payment is refused', async () => {
    const phone = randomPhone();
    const a = await seedCustomer(stack, brand, usd('50000'), 'personal', phone, { transactionMode: 'sms' });
    const b = await seedCustomer(stack, brand, usd('0'));
    const [pageA, pageB] = await Promise.all([signedIn(a), signedIn(b)]);

    // A first payment of 10.00 waits for its code; A leaves it waiting.
    let before = (await smsTo(stack.catcherUrl, phone))[0]?.id;
    await payP2p(pageA, a.accountIds[0]!, b, '10.00');
    await pageA.getByTestId('approval-code').waitFor();
    expect(await pageA.getByTestId('approval-code-hint').innerText()).toMatch(/^Enter the code we sent by SMS to /);
    const codeFor10 = await waitForSmsCode(stack.catcherUrl, phone, before);
    await pageA.getByTestId('approval-code-cancel').click();

    // A second payment of 20.00: the 10.00 code does not approve it, and nothing moves.
    before = (await smsTo(stack.catcherUrl, phone))[0]?.id;
    await payP2p(pageA, a.accountIds[0]!, b, '20.00');
    await pageA.getByTestId('approval-code').waitFor();
    expect(await waitForSmsCode(stack.catcherUrl, phone, before)).not.toBe(codeFor10);
    await pageA.getByTestId('approval-code-input').fill(codeFor10);
    await pageA.getByTestId('approval-code-submit').click();
    await expect.poll(() => pageA.getByTestId('approval-code').innerText()).toContain('The code is wrong or expired');
    expect(await balanceOf(pageB, b.accountIds[0]!)).toContain('0.00');

    // A asks for a new code (approvalResend): the earlier one ends, the new one approves.
    before = (await smsTo(stack.catcherUrl, phone))[0]?.id;
    await pageA.getByTestId('approval-code-resend').click();
    await expect.poll(() => pageA.getByTestId('approval-code-note').innerText()).toBe('A new code was sent.');
    const resent = await waitForSmsCode(stack.catcherUrl, phone, before);
    await pageA.getByTestId('approval-code-input').fill(resent);
    await pageA.getByTestId('approval-code-submit').click();
    expect(await popupText(pageA)).toBe('Successfully submitted');
    await expect.poll(() => balanceOf(pageB, b.accountIds[0]!), { timeout: 15_000 }).toContain('20.00');
    await pageA.getByTestId('nav-home').click();
    // 500.00 less the 20.00 paid (the 10.00 is only held, waiting for its own code).
    await expect.poll(() => balanceOf(pageA, a.accountIds[0]!)).toContain('480.00');
    await Promise.all([pageA.context().close(), pageB.context().close()]);
  });

  it('an initiator’s payment and mass file wait for a full user, who approves them by SMS code on transfer/approved', async () => {
    const phone = randomPhone();
    const company = await seedCustomer(stack, brand, usd('100000'), 'business', phone, { transactionMode: 'sms' });
    const memberOf = { customerId: company.customerId, accessRights: 3 };
    const maker = await seedCustomer(stack, brand, [], 'business', undefined, { memberOf });
    const [b, c] = await Promise.all([seedCustomer(stack, brand, usd('0')), seedCustomer(stack, brand, usd('0'))]);
    const [pageMaker, pageChecker, pageB] = await Promise.all([signedIn(maker), signedIn(company), signedIn(b)]);

    await payP2p(pageMaker, company.accountIds[0]!, b, '30.00');
    await pageMaker.getByTestId('response-popup').waitFor();
    expect(await pageMaker.getByTestId('response-popup-title').innerText()).toBe('Approval transaction created');
    expect(await popupText(pageMaker)).toBe('Another user of your company must approve this payment.');
    // A mass p2p FILE of two payments (p2pMassUploadFile) waits as one batch.
    await pageMaker.getByTestId('nav-mass-p2p').click();
    await pageMaker.getByTestId('mass-by-file').click();
    await pageMaker.getByTestId('mass-from').selectOption(String(company.accountIds[0]));
    await pageMaker.getByTestId('mass-name').fill('Suppliers');
    const csv = Buffer.from(`${b.email},5.00\n${c.email},7.00\n`);
    await pageMaker
      .getByTestId('mass-file')
      .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: csv });
    await pageMaker.getByTestId('mass-upload').click();
    await expect.poll(() => pageMaker.getByTestId('mass-count').innerText()).toBe('2 of 2');
    await pageMaker.getByTestId('mass-confirm').click();
    expect(await popupText(pageMaker)).toBe('Another user of your company must approve this payment.');

    const badge = pageChecker.getByTestId('nav-approved').getByTestId('approvals-badge');
    await expect.poll(() => badge.innerText(), { timeout: 15_000 }).toBe('2');
    await pageChecker.getByTestId('nav-approved').click();
    const row = pageChecker.locator('[data-testid^="request-"]');
    await expect.poll(() => row.innerText()).toContain(b.email);
    expect(await row.innerText()).toContain('30.00');
    /** The checker's SMS mode: their approval asks for the code (businessTransactionRequestConfirm). */
    const confirmBySms = async (approve: () => Promise<void>) => {
      const before = (await smsTo(stack.catcherUrl, phone))[0]?.id;
      await approve();
      await pageChecker.getByTestId('approval-code').waitFor();
      await pageChecker.getByTestId('approval-code-input').fill(await waitForSmsCode(stack.catcherUrl, phone, before));
      await pageChecker.getByTestId('approval-code-submit').click();
      expect(await popupText(pageChecker)).toBe('Successfully submitted');
    };
    await confirmBySms(() => row.locator('[data-testid^="approve-"]').click());
    await expect.poll(() => balanceOf(pageB, b.accountIds[0]!), { timeout: 15_000 }).toContain('30.00');
    // The batch's two payments at once (massTransactionRequestApprove).
    const batch = pageChecker.locator('[data-testid^="batch-"]');
    expect(await batch.innerText()).toContain('12.00');
    await confirmBySms(() => batch.locator('[data-testid^="approve-"]').click());
    await pageChecker.getByTestId('approved-empty').waitFor();
    await expect.poll(() => badge.count()).toBe(0);
    await expect.poll(() => balanceOf(pageB, b.accountIds[0]!), { timeout: 15_000 }).toContain('35.00');

    // The company's approval policy by amount (approvalThresholdSet, then listed).
    await pageChecker.getByTestId('threshold-amount').fill('1000.00');
    await pageChecker.getByTestId('threshold-save').click();
    expect(await popupText(pageChecker)).toBe('The approval policy was saved.');
    await expect.poll(() => pageChecker.getByTestId('threshold-USD').innerText()).toContain('1,000.00');
    await Promise.all([pageMaker.context().close(), pageChecker.context().close(), pageB.context().close()]);
  });

  it('a monthly repeat made on transfer/account is cancelled on transfer/preapproved-payments', async () => {
    const a = await seedCustomer(stack, brand, [...usd('50000'), ...usd('0')]);
    const [from, to] = a.accountIds as [number, number];
    const page = await signedIn(a);
    await page.getByTestId('nav-transfer').click();
    // Both accounts chosen: the form asks for the customer's limits between them (customerLimitsGet).
    const limits = page.waitForResponse((r) => r.url().includes('method=customerLimitsGet'));
    await page.getByTestId('transfer-from').selectOption(String(from));
    await page.getByTestId('transfer-to').selectOption(String(to));
    expect((await limits).status()).toBe(200);
    await page.getByTestId('transfer-amount').fill('12.00');
    await page.getByTestId('transfer-repeat').check();
    await page.getByTestId('transfer-repeat-frequency').selectOption('monthly');
    await page.getByTestId('transfer-repeat-count').fill('3');
    await page.getByTestId('transfer-submit').click();
    expect(await page.getByTestId('transfer-review-repeat').innerText()).toBe('Monthly');
    await page.getByTestId('transfer-review-send').click();
    expect(await popupText(page)).toBe('The transfer has been completed.');

    await page.getByTestId('nav-preapproved').click();
    const row = page.getByTestId('preapproved-row');
    await expect.poll(() => row.innerText()).toContain('Monthly');
    expect(await row.innerText()).toContain('12.00');
    await row.getByTestId('preapproved-cancel').click();
    await page.getByTestId('preapproved-confirm-cancel').click();
    expect(await popupText(page)).toBe('The preapproved payment was cancelled.');
    await page.getByTestId('preapproved-empty').waitFor();
    expect(await row.count()).toBe(0);
    await page.context().close();
  });

  it('a mass p2p text with one bad row is sent as a partial batch once the payer confirms it', async () => {
    const [a, b, c] = await Promise.all([
      seedCustomer(stack, brand, usd('50000')),
      seedCustomer(stack, brand, usd('0')),
      seedCustomer(stack, brand, usd('0')),
    ]);
    const [page, pageB] = await Promise.all([signedIn(a), signedIn(b)]);
    await page.getByTestId('nav-mass-p2p').click();
    await page.getByTestId('mass-by-text').click();
    await page.getByTestId('mass-from').selectOption(String(a.accountIds[0]));
    await page.getByTestId('mass-name').fill('Team lunch');
    await page
      .getByTestId('mass-text')
      .fill(`${b.email},5.00\nnobody-${Date.now()}@paywave.test,3.00\n${c.email},7.00`);
    await page.getByTestId('mass-upload').click();

    await expect.poll(() => page.getByTestId('mass-count').innerText()).toBe('2 of 3');
    expect(await page.getByTestId('mass-total').innerText()).toContain('12.00');
    const errors = await page.getByTestId('mass-errors').locator('li').allInnerTexts();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Line 2: /);
    expect(await page.getByTestId('mass-confirm').isDisabled()).toBe(true);
    await page.getByTestId('mass-partial').check();
    await page.getByTestId('mass-confirm').click();
    expect(await popupText(page)).toBe('2 payments have been sent.');
    await expect.poll(() => balanceOf(pageB, b.accountIds[0]!), { timeout: 15_000 }).toContain('5.00');
    await Promise.all([page.context().close(), pageB.context().close()]);
  });
});
