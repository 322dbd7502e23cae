import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { signInToBackoffice, SUPPORT } from './backoffice-page.ts';
import { CALLS_LOG, type Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Issue 22 journeys: a business customer writes to support with an attachment (the desk's compose
 * form), reads the whole of a long message, an operator assigns the ticket to themselves and
 * answers with a file in the back office, the customer is told (toast), the click opens the
 * ticket, the customer downloads the answer's file and replies, then writes to their support
 * manager and closes that ticket; an announcement that needs confirmation, published in the back
 * office, is accepted on the news screen. Every support call of the portal is made on the way.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]);
/** Longer than the conversation's preview (200 characters): its end is read with GET thread. */
const LONG = `<b>My card</b> does not work. ${'It was declined at the shop again. '.repeat(7)}END-OF-MESSAGE`;

/** The support calls the portal makes in the first journey (its core answered each with '00'). */
const SUPPORT_KEYS = [
  'supportJwt',
  'supportAgent',
  'supportTicketStats',
  'supportTicketListZoho',
  'supportDeskMe',
  'supportComposeTicket',
  'supportDeskTicketList',
  'supportTicketCreate',
  'supportTicketGet',
  'supportTicketUpdate',
  'supportThreadCreate',
  'supportThreadGet',
  'supportConversationList',
  'supportAttachmentGet',
  'supportTicketFields',
  'supportUpload',
];

/** The desk's compose form (fields from the desk), with a file; the ticket opens; its whole text. */
async function customerWrites(portal: Page, subject: string) {
  await portal.goto(`${stack.brandUrl('paywave')}/messages`);
  await portal.getByTestId('support-compose-open').click();
  await portal.getByTestId('support-subject').fill(subject);
  await portal.getByTestId('support-description').fill(LONG);
  await portal
    .getByTestId('support-file')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: pdf });
  await portal.getByTestId('support-send').click();
  await portal.getByTestId('support-ticket-subject').filter({ hasText: subject }).waitFor();
  await portal.getByTestId('support-attachment').filter({ hasText: 'statement.pdf' }).waitFor();
  expect(await portal.getByTestId('support-thread-text').first().innerText()).not.toContain('END-OF-MESSAGE');
  await portal.getByTestId('support-thread-more').click();
  await portal.getByTestId('support-thread-text').filter({ hasText: 'END-OF-MESSAGE' }).waitFor();
}

/** The operator finds the ticket, reads it as text, takes it and answers with a file. */
async function agentAnswers(bo: Page, subject: string) {
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
  await bo.getByTestId('support-assign-me').click();
  await bo.getByText('Ticket assigned.').waitFor();
  await bo.getByTestId('support-agent').filter({ hasText: SUPPORT.name }).waitFor();
  await bo.getByTestId('support-reply').fill('We unblocked your card.');
  await bo
    .getByTestId('support-reply-file')
    .setInputFiles({ name: 'answer.pdf', mimeType: 'application/pdf', buffer: pdf });
  await bo.getByTestId('support-send').click();
  await bo.getByText('Answer sent.').waitFor();
  const answer = bo.getByTestId('support-thread').filter({ hasText: 'We unblocked your card.' });
  await answer.getByTestId('support-attachment').filter({ hasText: 'answer.pdf' }).waitFor();
}

/** The toast's click opens the ticket; the answer's file downloads; the customer replies. */
async function customerReads(portal: Page, subject: string) {
  const toast = portal.getByTestId('notification-toast').first();
  await toast.waitFor({ timeout: 20_000 });
  expect(await toast.getAttribute('data-type')).toBe('zohoNewMessage');
  await toast.click();
  await portal.waitForURL(/\/messages\?ticketNumber=\d+/);
  await portal.getByTestId('support-ticket-subject').filter({ hasText: subject }).waitFor();
  await portal.getByTestId('support-thread-text').filter({ hasText: 'We unblocked your card.' }).waitFor();
  const [file] = await Promise.all([
    portal.waitForEvent('download'),
    portal.getByTestId('support-attachment').filter({ hasText: 'answer.pdf' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('answer.pdf');
  await portal.getByTestId('support-reply-text').fill('Thank you, it works.');
  await portal.getByTestId('support-reply-send').click();
  await portal.getByTestId('support-thread-text').filter({ hasText: 'Thank you, it works.' }).waitFor();
}

/** The business customer's manager (the agent who took the ticket): a message to them, then closed. */
async function customerWritesToManager(portal: Page) {
  await portal.goto(`${stack.brandUrl('paywave')}/messages`);
  await portal.getByTestId('support-manager-name').filter({ hasText: SUPPORT.name }).waitFor();
  await portal.getByTestId('support-manager-write').click();
  await portal.getByTestId('support-manager-text').fill('Please call me about the limits.');
  await portal.getByTestId('support-manager-send').click();
  const subject = `Message to my support manager ${SUPPORT.name}`;
  await portal.getByTestId('support-ticket-subject').filter({ hasText: subject }).waitFor();
  // The customer wrote last: it is open (the rule's bucket, from zoho/tickets).
  await portal.getByTestId('support-back').click();
  await portal.getByTestId('support-bucket-open').click();
  await portal.getByTestId('support-row').filter({ hasText: subject }).click();
  await portal.getByTestId('support-close').click();
  await portal.getByText('This ticket is closed. A reply opens it again.').waitFor();
  await portal.getByTestId('support-back').click();
  await portal.getByTestId('support-bucket-closed').click();
  await portal.getByTestId('support-row').filter({ hasText: subject }).waitFor();
}

describe('support and announcements', () => {
  it('a ticket with an attachment -> the agent takes it and answers with a file -> toast -> the click opens the ticket', async () => {
    const customer = await seedCustomer(stack, 'paywave', [], 'business');
    const portal = await (await browser.newContext()).newPage();
    const subject = `Card question ${Date.now()}`;
    await signInByApi(portal, stack.brandUrl('paywave'), customer.email, customer.password);
    await customerWrites(portal, subject);
    await portal.goto(`${stack.brandUrl('paywave')}/`);
    await portal.getByTestId('notification-bell').waitFor();

    const bo = await (await browser.newContext()).newPage();
    await agentAnswers(bo, subject);
    await customerReads(portal, subject);
    await bo.reload();
    await bo.getByTestId('support-thread').filter({ hasText: 'Thank you, it works.' }).waitFor();
    await bo.getByTestId('support-status').selectOption('Closed');
    await bo.getByTestId('support-bucket').filter({ hasText: 'Closed' }).waitFor();

    await customerWritesToManager(portal);
    const answered = new Set(readFileSync(CALLS_LOG, 'utf8').split('\n'));
    expect(SUPPORT_KEYS.filter((k) => !answered.has(k))).toEqual([]);
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
