import type { Page } from 'playwright-core';
import { totpCode } from './totp.ts';

/** The demo operators (README: published password and TOTP secrets; demo data only). */
export const ADMIN_PASSWORD = 'Admin-demo-2026';
export const SUPERADMIN = { username: 'admin', secret: 'KRUGS4ZANFZSAYLOEBQWI3LJNY', name: 'Demo Superadmin' };
export const SUPPORT = { username: 'support', secret: 'ON2XA4DPOJ2CA5DPORYA', name: 'Demo Support' };
export const FINANCE = { username: 'finance', secret: 'MZUW4YLOMNSSA5DPORYA', name: 'Demo Finance' };
export type TDemoOperator = typeof SUPERADMIN;

/**
 * Signs an operator in to the back office as a person does: username and password, then the
 * authenticator's code (`stepOffset`: a later TOTP step, when the same operator signs in twice).
 */
export async function signInToBackoffice(page: Page, backofficeUrl: string, who: TDemoOperator, stepOffset = 0) {
  await page.goto(backofficeUrl);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(who.secret, stepOffset));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${who.name}`).waitFor();
}

/** How far the page scrolls sideways (0 when the document is no wider than the window). */
export function sideScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const s = document.scrollingElement!;
    return s.scrollWidth - s.clientWidth;
  });
}
