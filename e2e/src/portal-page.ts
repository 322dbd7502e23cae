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
