import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { signInToBackoffice, SUPPORT } from './backoffice-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Issue 22 journeys: a customer writes to support with an attachment, an operator answers in the
 * back office, the customer is told (toast) and the click opens the ticket; an announcement that
 * needs confirmation, published in the back office, is accepted on the news screen.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);

describe('support and announcements', () => {
  it('a ticket with an attachment -> the agent answers in the back office -> toast -> the click opens the ticket', async () => {
    const customer = await seedCustomer(stack, 'paywave');
    const portal = await (await browser.newContext()).newPage();
    const subject = `Card question ${Date.now()}`;
    await signInByApi(portal, stack.brandUrl('paywave'), customer.email, customer.password);
    await portal.goto(`${stack.brandUrl('paywave')}/messages`);
    await portal.getByTestId('support-compose-open').click();
    await portal.getByTestId('support-subject').fill(subject);
    await portal.getByTestId('support-description').fill('<b>My card</b> does not work');
    await portal
      .getByTestId('support-file')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf });
    await portal.getByTestId('support-send').click();
    await portal.getByTestId('support-ticket-subject').filter({ hasText: subject }).waitFor();
    await portal.getByTestId('support-attachment').filter({ hasText: 'statement.pdf' }).waitFor();
    await portal.goto(`${stack.brandUrl('paywave')}/`);
    await portal.getByTestId('notification-bell').waitFor();

    const bo = await (await browser.newContext()).newPage();
    await signInToBackoffice(bo, stack.backofficeUrl, SUPPORT);
    await bo.getByRole('link', { name: 'Support tickets' }).click();
    await bo.getByTestId('support-filter-brand').fill('paywave');
    await bo.getByRole('row').filter({ hasText: subject }).getByRole('link').click();
    // The customer's text is shown as text, the attachment listed by name.
    await bo.getByText('<b>My card</b> does not work').waitFor();
    // The attachment comes as a download (never shown inline), with its bytes.
    const [download] = await Promise.all([
      bo.waitForEvent('download'),
      bo.getByTestId('support-attachment').filter({ hasText: 'statement.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('statement.pdf');
    await bo.getByTestId('support-reply').fill('We unblocked your card.');
    await bo.getByTestId('support-send').click();
    await bo.getByText('Answer sent.').waitFor();
    await bo.getByTestId('support-thread').filter({ hasText: 'We unblocked your card.' }).waitFor();

    const toast = portal.getByTestId('notification-toast').first();
    await toast.waitFor({ timeout: 20_000 });
    expect(await toast.getAttribute('data-type')).toBe('zohoNewMessage');
    await toast.click();
    await portal.waitForURL(/\/messages\?ticketNumber=\d+/);
    await portal.getByTestId('support-ticket-subject').filter({ hasText: subject }).waitFor();
    await portal.getByTestId('support-thread-text').filter({ hasText: 'We unblocked your card.' }).waitFor();
    await portal.getByTestId('support-reply-text').fill('Thank you, it works.');
    await portal.getByTestId('support-reply-send').click();
    await portal.getByTestId('support-thread-text').filter({ hasText: 'Thank you, it works.' }).waitFor();
    await bo.reload();
    await bo.getByTestId('support-thread').filter({ hasText: 'Thank you, it works.' }).waitFor();

    await bo.getByTestId('support-status').selectOption('Closed');
    await bo.getByTestId('support-bucket').filter({ hasText: 'Closed' }).waitFor();
    await portal.context().close();
    await bo.context().close();
  });

  it('an announcement needing confirmation, published in the back office, is accepted on the news screen', async () => {
    const title = `New fees ${Date.now()}`;
    const bo = await (await browser.newContext()).newPage();
    await signInToBackoffice(bo, stack.backofficeUrl, SUPPORT, 1);
    await bo.getByRole('link', { name: 'Announcements' }).click();
    await bo.getByTestId('announcement-brand').fill('paywave');
    await bo.getByTestId('announcement-confirmation').check();
    await bo.getByTestId('announcement-title-en').fill(title);
    await bo.getByTestId('announcement-body-en').fill('Please accept the new fees.');
    await bo.getByTestId('announcement-title-es').fill(`${title} (es)`);
    await bo.getByTestId('announcement-body-es').fill('Acepte las nuevas tarifas.');
    await bo.getByTestId('announcement-publish').click();
    await bo.getByText('Announcement published.').waitFor();

    const customer = await seedCustomer(stack, 'paywave');
    const portal = await (await browser.newContext()).newPage();
    await signInByApi(portal, stack.brandUrl('paywave'), customer.email, customer.password);
    await portal.goto(`${stack.brandUrl('paywave')}/news`);
    await portal.getByTestId('news-row').filter({ hasText: title }).click();
    await portal.getByTestId('news-title').filter({ hasText: title }).waitFor();
    await portal.getByTestId('news-accept').click();
    await portal.getByText('You accepted this.').waitFor();

    await bo.reload();
    const row = bo.getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.innerText()).toContain('1 / 0');
    await portal.context().close();
    await bo.context().close();
  });
});
