import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Steps a person takes in the portal, by the screens' data-testids. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function accountRows(page: Page) {
  await page.getByTestId('account-row').first().waitFor();
  const rows = page.getByTestId('account-row');
  const out: Array<{ id: string; currency: string; balance: string }> = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    out.push({
      id: (await row.getAttribute('data-account-id'))!,
      currency: (await row.getAttribute('data-currency'))!,
      balance: (await row.getByTestId('account-balance').innerText()).trim(),
    });
  }
  return out;
}

export async function fillSelectOrInput(page: Page, testId: string, value: string) {
  const el = page.getByTestId(testId);
  if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value);
  else await el.fill(value);
}

/** Latest mail to `to` in the built-in catcher. */
export async function waitForMail(catcherUrl: string, to: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = (await (await fetch(`${catcherUrl}/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
      text: string;
      subject: string;
    }>;
    if (list[0]) return list[0];
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every mail to `to` in the built-in catcher, newest first. */
export async function mailsTo(catcherUrl: string, to: string) {
  const res = await fetch(`${catcherUrl}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Array<{ text: string; subject: string }>;
}

/** The six-digit code of the latest mail to `to` that carries one. */
export async function waitForMailCode(catcherUrl: string, to: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const code = (await mailsTo(catcherUrl, to)).map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    if (Date.now() > until) throw new Error(`no mail with a code to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What the built-in catcher keeps of one SMS (GET /sms/messages). */
export interface CaughtSms {
  id: string;
  to: string;
  text: string;
}

/** Every SMS to `phone` (E.164) in the built-in catcher, newest first. */
export async function smsTo(catcherUrl: string, phone: string): Promise<CaughtSms[]> {
  return (await (await fetch(`${catcherUrl}/sms/messages?to=${encodeURIComponent(phone)}`)).json()) as CaughtSms[];
}

/**
 * The six-digit code of the latest SMS to `phone`, waiting for one newer than `afterId` (the
 * id of the latest before the action that sends it: `(await smsTo(url, phone))[0]?.id`).
 */
export async function waitForSmsCode(catcherUrl: string, phone: string, afterId?: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const latest = (await smsTo(catcherUrl, phone))[0];
    const code = latest && latest.id !== afterId ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > until) throw new Error(`no SMS code to ${phone}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Where a person reads the code of their account's current second factor (issue 18: every change
 * of a factor asks for it): their mailbox in the catcher (no two-step mode yet), or the page of
 * a device already approved (push: the code arrives as a push the page lists).
 */
export type TFactorSource = { catcherUrl: string; email: string } | { devicePage: Page };

const SIX_DIGITS = /\b(\d{6})\b/;

/** The newest text carrying a code at the source (snapshot it before the action that sends one). */
export async function newestCodeText(source: TFactorSource): Promise<string | undefined> {
  if ('devicePage' in source)
    return (await source.devicePage.locator('ul li').allInnerTexts()).find((t) => SIX_DIGITS.test(t));
  const url = `${source.catcherUrl}/messages?to=${encodeURIComponent(source.email)}`;
  const list = (await (await fetch(url)).json()) as Array<{ text: string }>;
  return list.find((m) => SIX_DIGITS.test(m.text))?.text;
}

/** The code of the first text newer than `before` (from newestCodeText) at the source. */
export async function factorCode(source: TFactorSource, before: string | undefined, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = await newestCodeText(source);
    if (text !== undefined && text !== before) return SIX_DIGITS.exec(text)![1]!;
    if (Date.now() > until) throw new Error('no new code of the current factor');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Settings hub: links the device whose page shows `code`, under `name`, and approves it with the
 * current factor's code (read at `factor`), as a person would; waits for it in the list.
 */
export async function linkDevice(page: Page, code: string, factor: TFactorSource, name = 'Test phone') {
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('device-link').click();
  await page.getByTestId('device-link-code').fill(code);
  await page.getByTestId('device-link-name').fill(name);
  const before = await newestCodeText(factor);
  await page.getByTestId('device-link-save').click();
  await page.getByTestId('device-approve-dialog').waitFor();
  await page.locator('[data-testid^="device-approve-method-"]').first().click();
  await page.getByTestId('device-approve-code').fill(await factorCode(factor, before));
  await page.getByTestId('device-approve-save').click();
  await expect.poll(() => page.getByTestId('device-row').getAttribute('data-name')).toBe(name);
  await expect.poll(() => page.getByTestId('device-approve').count()).toBe(0);
}

/** Settings hub: push as the two-step mode of sign-in (`login`) or of payments (`transaction`), confirmed by the current factor. */
export async function choosePush(page: Page, scope: 'login' | 'transaction', factor: TFactorSource) {
  const before = await newestCodeText(factor);
  await page.getByTestId(`two-step-change-${scope}`).click();
  await page.getByTestId('two-step-mode-push').check();
  await page.getByTestId('two-step-save').click();
  await page.getByTestId('two-step-code').waitFor();
  await page.getByTestId('code-input').fill(await factorCode(factor, before));
  await page.getByTestId('code-submit').click();
  await expect.poll(() => page.getByTestId(`two-step-current-${scope}`).getAttribute('data-mode')).toBe('push');
}
