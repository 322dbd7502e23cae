import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { signInToBackoffice, SUPERADMIN } from './backoffice-page.ts';
import { accountRows, mailsTo, signIn, waitForMailCode } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Account recovery (issue 18): the holder gets the code at the account's own mailbox and sets a
 * new password (the old session ends); someone asking for the code at another mailbox gets the
 * same answer, no mail, and the request waits in the back office, where an operator rejects it.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));
const base = () => stack.brandUrl('paywave');

/** The form of /account-recovery/email, filled and sent; answers the status the next screen shows. */
async function askRecovery(page: Page, email: string, recoveryEmail: string) {
  await page.goto(`${base()}/account-recovery`);
  await page.getByTestId('recovery-email').fill(email);
  await page.getByTestId('recovery-recoveryEmail').fill(recoveryEmail);
  await page.getByTestId('recovery-firstName').fill('Test');
  await page.getByTestId('recovery-lastName').fill('Customer');
  await page.getByTestId('recovery-dob').fill('1990-04-01');
  await page.getByTestId('recovery-submit').click();
  await page.getByTestId('recovery-code').waitFor();
  expect(new URL(page.url()).pathname).toBe('/account-recovery/status');
}

describe('account recovery', () => {
  it('the holder: the code at the account mailbox, a new password, the old session ends', async () => {
    const me = await seedCustomer(stack, 'paywave', [{ currency: 'USD', balanceMinor: '1000' }]);
    const old = await (await browser.newContext()).newPage();
    await signInByApi(old, base(), me.email, me.password);
    await accountRows(old);

    const context = await browser.newContext();
    const page = await context.newPage();
    await askRecovery(page, me.email, me.email);
    await page.getByTestId('recovery-code').fill(await waitForMailCode(stack.catcherUrl, me.email));
    await page.getByTestId('recovery-submit').click();
    await page.getByTestId('recovery-password').fill('Recovered-pass-2026');
    await page.getByTestId('recovery-repeat').fill('Recovered-pass-2026');
    await page.getByTestId('recovery-submit').click();
    await page.getByTestId('recovery-success').waitFor();

    await signIn(page, base(), me.email, 'Recovered-pass-2026');
    await accountRows(page);
    await old.reload();
    await expect.poll(() => new URL(old.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await context.close();
    await old.context().close();
  });

  it('another mailbox: the same answer, no mail there; the request waits in the back office and is rejected', async () => {
    const victim = await seedCustomer(stack, 'paywave');
    const mailbox = `someone-${Date.now()}@mailbox.example`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await askRecovery(page, victim.email, mailbox);
    expect(await page.getByTestId('recovery-status').getAttribute('data-status')).toBe('inReview');

    const office = await (await browser.newContext()).newPage();
    await signInToBackoffice(office, stack.backofficeUrl, SUPERADMIN);
    await office.getByRole('link', { name: 'Account recovery' }).click();
    const row = office.getByRole('row').filter({ hasText: mailbox });
    await expect.poll(() => row.innerText()).toContain('Names match the account');
    await row.getByLabel('Reason the requester sees').fill('We could not confirm it is you');
    await row.getByRole('button', { name: `Reject ${victim.email}` }).click();
    await expect.poll(() => office.getByRole('row').filter({ hasText: mailbox }).count()).toBe(0);

    await page.reload();
    await expect
      .poll(() => page.getByTestId('recovery-status').innerText())
      .toBe('Your request was refused: We could not confirm it is you');
    expect(await mailsTo(stack.catcherUrl, mailbox)).toEqual([]);
    expect((await mailsTo(stack.catcherUrl, victim.email)).some((m) => /asked to recover/.test(m.text))).toBe(true);
    await office.context().close();
    await context.close();
  });
});
