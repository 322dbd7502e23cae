import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { scanNow } from './axe.ts';
import { fillSelectOrInput, waitForMail } from './portal-page.ts';
import type { Stack } from './stack.ts';

/**
 * The business registration wizard's steps as a person takes them (issue 26), shared by the
 * registration journey (business.e2e.test.ts) and the KYB review journey (business-kyb.e2e.test.ts).
 */

/** A catalogue text, as the portal shows it. */
export const text = (key: string) => {
  const value = flatten(CATALOGUES.en)[key];
  if (typeof value !== 'string') throw new Error(`no text en:${key}`);
  return value;
};

/** A person's form in the wizard (persons[i]): name, birthday, a GB tax residency without a number. */
async function fillPerson(page: Page, i: number, first: string, last: string, email?: string) {
  await page.getByTestId(`bw-persons-${i}-firstName`).fill(first);
  await page.getByTestId(`bw-persons-${i}-lastName`).fill(last);
  await page.getByTestId(`bw-persons-${i}-birthday`).fill('1984-03-05');
  if (email) await page.getByTestId(`bw-persons-${i}-email`).fill(email);
  await fillSelectOrInput(page, `bw-persons-${i}-taxIds-0-countryCode`, 'GB');
  await fillSelectOrInput(page, `bw-persons-${i}-taxIds-0-tinMissingReason`, 'NO_TIN_IS_REQUIRED');
}

async function fillCompanyForms(page: Page, name: string, companyEmail: string) {
  await page.getByTestId('bw-generalForm-name').fill(name);
  await fillSelectOrInput(page, 'bw-generalForm-registrationCountryCode', 'GB');
  await page.getByTestId('bw-generalForm-registrationNumber').fill('01234567');
  await page.getByTestId('bw-generalForm-registrationDate').fill('2019-05-01');
  await page.getByTestId('bw-generalForm-email').fill(companyEmail);
  await page.getByTestId('bw-generalForm-password').fill('Company-pass-1');
  await page.getByTestId('bw-generalForm-phone').fill('447700900123');
  await fillSelectOrInput(page, 'bw-generalForm-category', 'others');
  for (const step of ['financialInfoForm', 'dueDilligenceForm', 'legalForm', 'directorsHub']) {
    await page.getByTestId('bw-next').click();
    await page.getByTestId(`bw-${step}`).waitFor();
  }
}

/** Two shareholders: Pat (a person, 20%) and Holdco (a company, 80%) with its director Eli. */
async function fillShareholders(page: Page) {
  await page.getByTestId('bw-shareholders-add-person').click();
  await fillPerson(page, 1, 'Pat', 'Holder');
  await page.getByTestId('bw-shareholders-0-share').fill('20');
  await page.getByTestId('bw-shareholders-add-company').click();
  await page.getByTestId('bw-shareholders-1-share').fill('80');
  // A refused Next shows the rules' messages next to the tree; the page is scanned in that state.
  await page.getByTestId('bw-next').click();
  await page.locator('[data-field="companies.0.directorRefs"]').waitFor();
  await scanNow(page);
  // The tree says what the company still requires until its director is entered.
  expect(await page.getByTestId('bw-shareholders-1-requires').innerText()).toBe(text('wizard.tree.needsDirector'));
  await page.getByTestId('bw-companies-0-name').fill('Holdco GmbH');
  await fillSelectOrInput(page, 'bw-companies-0-registrationCountryCode', 'DE');
  await page.getByTestId('bw-companies-0-registrationNumber').fill('HRB 1');
  await fillSelectOrInput(page, 'bw-companies-0-taxIds-0-countryCode', 'DE');
  await fillSelectOrInput(page, 'bw-companies-0-taxIds-0-tinMissingReason', 'NO_TIN_IS_REQUIRED');
  await page.getByTestId('bw-company-c1-add-director').click();
  await fillPerson(page, 2, 'Eli', 'Director');
  expect(await page.getByTestId('bw-shareholders-1-requires').count()).toBe(0);
  expect(await page.getByTestId('bw-shareholders-0-effective').innerText()).toContain('20%');
}

async function openLink(stack: Stack, page: Page, to: string, action: string) {
  const mail = await waitForMail(stack.catcherUrl, to);
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  expect(new URL(link).searchParams.get('action')).toBe(action);
  await page.goto(link);
}

/** What a registered company is signed in with: its own sign-in and its user's. */
export interface TRegisteredCompany {
  name: string;
  companyEmail: string;
  userEmail: string;
  userPassword: string;
}

/**
 * A company registers through /register/business: director Dana, shareholders Pat (20%) and
 * Holdco GmbH (80%, director Eli), and a user Uma; then the business activation link and Uma's
 * employee activation (her password chosen) are opened from the mail catcher.
 */
export async function registerAndActivateCompany(stack: Stack, browser: Browser, brand: string) {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const company: TRegisteredCompany = {
    name: `Journey Trading ${tag} Ltd`,
    companyEmail: `company-${tag}@example.com`,
    userEmail: `user-${tag}@example.com`,
    userPassword: 'User-pass-1',
  };
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.brandUrl(brand)}/register`);
  await page.getByTestId('register-type-business').click();
  await fillCompanyForms(page, company.name, company.companyEmail);
  await page.getByTestId('bw-director-add').click();
  await fillPerson(page, 0, 'Dana', 'Director');
  await page.getByTestId('bw-next').click();
  await fillShareholders(page);
  await page.getByTestId('bw-next').click();
  await page.getByTestId('bw-ownersHub').waitFor();
  await page.getByTestId('bw-next').click();
  await page.getByTestId('bw-user-add').click();
  await fillPerson(page, 3, 'Uma', 'User', company.userEmail);
  await page.getByTestId('bw-captcha').check();
  await page.getByTestId('bw-submit').click();
  await page.getByTestId('registered').waitFor();
  expect(await page.getByTestId('registered-mail').innerText()).toContain(company.companyEmail);
  await openLink(stack, page, company.companyEmail, 'activationBusiness');
  await expect.poll(() => page.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  await context.close();

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await openLink(stack, userPage, company.userEmail, 'activationEmployee');
  await userPage.getByTestId('activation-password').fill(company.userPassword);
  await userPage.getByTestId('activation-submit').click();
  await expect.poll(() => userPage.getByTestId('response-popup').getAttribute('data-kind')).toBe('success');
  expect(await userPage.getByTestId('response-popup-message').innerText()).toContain(text('activation.success'));
  await userContext.close();
  return company;
}
