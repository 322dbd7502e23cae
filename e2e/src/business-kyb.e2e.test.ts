import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signInByApi } from './api-session.ts';
import { sideScroll, signInToBackoffice, SUPERADMIN } from './backoffice-page.ts';
import { registerAndActivateCompany, type TRegisteredCompany } from './business-wizard.ts';
import { mailsTo } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * The KYB review (issue 26) through the real gateway and core, in Chromium: a company registered
 * and activated through the portal waits in the back office's queue; the operator reads its share
 * tree and approves it; the company's users are told by mail; the company's user, sent to the KYC
 * page until then, now uses the portal.
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
    await userContext.close();
  });
});
