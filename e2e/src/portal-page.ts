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

/** Settings hub: links the device whose page shows `code`, under `name`, and waits for it in the list. */
export async function linkDevice(page: Page, code: string, name = 'Test phone') {
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('device-link').click();
  await page.getByTestId('device-link-code').fill(code);
  await page.getByTestId('device-link-name').fill(name);
  await page.getByTestId('device-link-save').click();
  await expect.poll(() => page.getByTestId('device-row').getAttribute('data-name')).toBe(name);
}

/** Settings hub: push as the two-step mode of sign-in (`login`) or of payments (`transaction`). */
export async function choosePush(page: Page, scope: 'login' | 'transaction') {
  await page.getByTestId(`two-step-change-${scope}`).click();
  await page.getByTestId('two-step-mode-push').check();
  await page.getByTestId('two-step-save').click();
  await expect.poll(() => page.getByTestId(`two-step-current-${scope}`).getAttribute('data-mode')).toBe('push');
}
