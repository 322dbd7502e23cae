import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seedCustomer, signInByApi } from './api-session.ts';
import { scanNow } from './axe.ts';
import { smsTo, waitForSmsCode } from './portal-page.ts';
import type { Stack } from './stack.ts';
import { withStackAndBrowser } from './suite.ts';

/**
 * Cards (issue 24): a customer applies for a virtual card, activates it, reveals its details with
 * the one-time code texted to their phone, loads it from their account (the load waits for the
 * SMS code of their sms approval mode), pauses and unpauses it; and the `cards` entry redirects as
 * spec 1 §2 says. At 375 px: no screen scrolls sideways.
 */
let stack: Stack;
let browser: Browser;
withStackAndBrowser((s, b) => ([stack, browser] = [s, b]));

const BRAND = 'paywave';
const base = () => stack.brandUrl(BRAND);
const path = (page: Page) => new URL(page.url()).pathname;
const randomPhone = () => `+4477008${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
/** The page's sideways overflow in CSS pixels (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signedIn(width: number, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInByApi(page, base(), email, password);
  await page.getByTestId('account-row').first().waitFor();
  return page;
}

/** Sends the card action's one-time code and enters the one texted to `phone`. */
async function enterTextedCode(page: Page, phone: string, scope = page.getByTestId('card-details-dialog')) {
  const before = (await smsTo(stack.catcherUrl, phone))[0]?.id;
  await scope.getByTestId('card-code-submit').click();
  await scope.getByTestId('card-code-input').waitFor();
  await scope.getByTestId('card-code-input').fill(await waitForSmsCode(stack.catcherUrl, phone, before));
  await scope.getByTestId('card-code-submit').click();
}

/**
 * From the cards list: applies for the USD virtual card paid from `feeAccountId`, activates it on
 * confirm-card and answers its id once its detail shows it Active. `check` runs on each screen.
 */
async function applyAndActivate(page: Page, feeAccountId: number, check: () => Promise<void>): Promise<number> {
  await page.getByTestId('cards-apply').click();
  await page.getByTestId('add-card-product-2006').click();
  expect(await page.getByTestId('add-card-fee-account').inputValue()).toBe(String(feeAccountId));
  await check();
  await scanNow(page);
  await page.getByTestId('add-card-submit').click();
  await page.getByTestId('confirm-card-submit').waitFor();
  expect(path(page)).toMatch(/^\/confirm-card\/\d+$/);
  const cardId = Number(path(page).split('/').pop());
  await check();
  await page.getByTestId('confirm-card-submit').click();
  await page.getByTestId('response-popup-close').click();
  await expect.poll(() => page.getByTestId('card-status').getAttribute('data-status-id')).toBe('2');
  expect(path(page)).toBe(`/cards/${cardId}`);
  await check();
  return cardId;
}

describe('cards', () => {
  it('apply for a virtual card, activate, reveal with the SMS code, load, pause and unpause (375 px)', async () => {
    const phone = randomPhone();
    const who = await seedCustomer(stack, BRAND, [{ currency: 'USD', balanceMinor: '50000' }], 'personal', phone, {
      transactionMode: 'sms',
    });
    const page = await signedIn(375, who.email, who.password);
    const wide: string[] = [];
    const noSideways = async () => {
      const by = await overflow(page);
      if (by > 0) wide.push(`${path(page)} +${by}px`);
    };

    // No card yet: `cards` goes to the (empty) virtual list, which leads to add-card.
    await page.getByTestId('nav-cards').click();
    await page.getByTestId('cards-empty').waitFor();
    expect(path(page)).toBe('/cards/virtual');
    await noSideways();
    const cardId = await applyAndActivate(page, who.accountIds[0]!, noSideways);

    // Its only card: `cards` skips straight to the detail (spec 1 §2).
    await page.goto(`${base()}/cards`);
    await page.getByTestId('card-detail').waitFor();
    expect(path(page)).toBe(`/cards/${cardId}`);

    // Details behind the code texted to the phone.
    await page.getByTestId('card-action-virtualDetails').click();
    await enterTextedCode(page, phone);
    const number = await page.getByTestId('card-details-number').innerText();
    expect(number).toMatch(/^4000 00\d\d \d{4} \d{4}$/);
    expect(await page.getByTestId('card-details-cvv').innerText()).toMatch(/^\d{3}$/);
    await noSideways();
    await scanNow(page);
    await page.getByTestId('card-details-close').click();

    // Load 25.00 from the USD account: the sms-mode user confirms it with the texted code.
    await page.getByTestId('card-action-load').click();
    await page.getByTestId('card-load-amount').fill('25');
    const before = (await smsTo(stack.catcherUrl, phone))[0]?.id;
    await page.getByTestId('card-load-submit').click();
    await page.getByTestId('card-load-code').fill(await waitForSmsCode(stack.catcherUrl, phone, before));
    await page.getByTestId('card-load-approve').click();
    await expect.poll(() => page.getByTestId('card-balance').innerText()).toBe('$25.00');

    // Pause, then unpause: the buttons follow CARD_ACTION_RULES.
    await page.getByTestId('card-action-pause').click();
    await page.getByTestId('card-pause-dialog').getByTestId('card-confirm').click();
    await expect.poll(() => page.getByTestId('card-status').getAttribute('data-status-id')).toBe('71');
    expect(await page.getByTestId('card-action-load').count()).toBe(0);
    await page.getByTestId('card-action-unpause').click();
    await page.getByTestId('card-unpause-dialog').getByTestId('card-confirm').click();
    await expect.poll(() => page.getByTestId('card-status').getAttribute('data-status-id')).toBe('2');
    await page.getByTestId('card-action-load').waitFor();

    // The PIN page, and a card that is not the customer's: home (one card only).
    await page.getByTestId('card-action-pin').click();
    await page.getByTestId('card-pin-show').waitFor();
    await noSideways();
    await page.goto(`${base()}/cards/${who.accountIds[0]}`);
    await expect.poll(() => path(page)).toBe('/');
    expect(wide).toEqual([]);
    await page.context().close();
  });

  it('renames, shows and changes the PIN with SMS codes, cancels and reissues a card', async () => {
    const phone = randomPhone();
    const who = await seedCustomer(stack, BRAND, [{ currency: 'USD', balanceMinor: '10000' }], 'personal', phone, {
      transactionMode: 'sms',
    });
    const page = await signedIn(1280, who.email, who.password);
    await page.goto(`${base()}/cards`);
    await page.getByTestId('cards-empty').waitFor();
    const cardId = await applyAndActivate(page, who.accountIds[0]!, async () => undefined);

    await page.getByTestId('card-action-rename').click();
    await page.getByTestId('card-rename-name').fill('Online shopping');
    await page.getByTestId('card-rename-save').click();
    await expect.poll(() => page.getByTestId('card-name').innerText()).toBe('Online shopping');

    // The PIN page: show it (texted code), change it (texted code), show the new one.
    await page.getByTestId('card-action-pin').click();
    const show = page.getByTestId('card-pin-show');
    await show.getByTestId('card-pin-show-open').click();
    await enterTextedCode(page, phone, show);
    expect(await show.getByTestId('card-pin-value').innerText()).toMatch(/^\d{4}$/);
    const change = page.getByTestId('card-pin-change');
    await change.getByTestId('card-pin-new').fill('2580');
    await change.getByTestId('card-pin-repeat').fill('2580');
    await enterTextedCode(page, phone, change);
    await expect.poll(() => page.getByTestId('toast').last().innerText()).toContain('The PIN is changed.');
    await page.reload();
    await page.getByTestId('card-pin-show-open').click();
    await enterTextedCode(page, phone, page.getByTestId('card-pin-show'));
    expect(await page.getByTestId('card-pin-value').innerText()).toBe('2580');

    // Cancel (block) it: only reissue is left; the reissued card waits for its activation.
    await page.getByTestId('card-pin-back').click();
    await page.getByTestId('card-action-block').click();
    await page.getByTestId('card-block-reason').selectOption('lost');
    await page.getByTestId('card-block-dialog').getByTestId('card-confirm').click();
    await expect.poll(() => page.getByTestId('card-status').getAttribute('data-status-id')).toBe('4');
    expect(
      await page
        .getByTestId('card-actions')
        .locator('a, button')
        .evaluateAll((els) => els.map((e) => e.dataset['testid'])),
    ).toEqual(['card-action-reissue']);
    await page.getByTestId('card-action-reissue').click();
    await page.getByTestId('card-reissue-dialog').getByTestId('card-confirm').click();
    await expect.poll(() => page.getByTestId('card-status').getAttribute('data-status-id')).toBe('0');
    await page.getByTestId('card-action-activate').click();
    await page.getByTestId('confirm-card-submit').click();
    await page.getByTestId('response-popup-close').click();
    await expect.poll(() => page.getByTestId('card-status').getAttribute('data-status-id')).toBe('2');
    expect(path(page)).toBe(`/cards/${cardId}`);
    await page.context().close();
  });
});
