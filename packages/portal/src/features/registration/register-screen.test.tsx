import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { messageCode, personalAccountCreate, type TLanguage } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, ok, type TFakeReply } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { MESSAGE_KEYS } from './use-register-form.ts';

afterEach(cleanup);
const text = (lang: TLanguage, key: string) => flatten(CATALOGUES[lang])[key] as string;
const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('register-submit'));

/** The inline error shown for a wire field, or undefined. */
const errorOf = (field: string) => screen.queryAllByTestId('field-error').find((e) => e.dataset.field === field);

/** The error element an input's aria-describedby points at. */
function describedError(id: string): HTMLElement | undefined {
  const ids = (input(id).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((x) => document.getElementById(x)).find((e) => e?.dataset.testid === 'field-error') ?? undefined;
}

/** Core's dictionary, names marked with the language asked for. */
const countriesReply = (body: { lang?: string }) =>
  ok({
    countries: [
      { code: 'GB', name: `United Kingdom (${body.lang})`, phoneCode: '44' },
      { code: 'PT', name: `Portugal (${body.lang})` },
    ],
  });

function open(
  lang: TLanguage,
  reply: (body: unknown) => TFakeReply = () => ok({ userId: 'u1' }),
  countries: (body: { lang?: string }) => TFakeReply = countriesReply,
) {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:dictionaryCountries': countries,
    '/auth/logout': () => ({ json: {} }),
    'method:personalAccountCreate': reply,
  });
  renderApp({ manifest: brand('paywave'), fetch, path: '/register/personal', signedOut: true, lang });
  return {
    sent: () => calls.filter((c) => c.key === 'method:personalAccountCreate'),
    dictionaryCalls: () => calls.filter((c) => c.key === 'method:dictionaryCountries'),
  };
}

/** Fills every field validly, once the country list has come. */
async function fillValid() {
  await waitFor(() => expect(screen.getByTestId('register-country').textContent).toContain('United Kingdom'));
  type('register-email', 'new@example.com');
  type('register-password', 'secret123');
  type('register-first-name', ' Ana ');
  type('register-last-name', 'Lee');
  type('register-category', 'developers');
  type('register-country', 'GB');
  fireEvent.click(screen.getByTestId('register-terms'));
}

describe('registration form', () => {
  it("offers the countries of core's dictionaryCountries in the language shown, asked once", async () => {
    const { dictionaryCalls } = open('pt');
    const select = await screen.findByTestId('register-country');
    await waitFor(() => expect(select.textContent).toContain('Portugal (pt)'));
    expect(select.textContent).toContain('United Kingdom (pt)');
    expect(dictionaryCalls()).toHaveLength(1);
    expect(dictionaryCalls()[0]!.body).toEqual({ lang: 'pt' });
  });

  it('says when the country list could not be loaded, and loads it on retry', async () => {
    let fail = true;
    open('en', undefined, (body) =>
      fail ? { status: 503, json: { responseCode: 'TA1', responseDescription: 'down' } } : countriesReply(body),
    );
    const retry = await screen.findByTestId('register-countries-error-retry');
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('register-country').textContent).toContain('United Kingdom (en)'));
    expect(screen.queryByTestId('register-countries-error')).toBeNull();
  });

  it('shows a client error in the language shown (also after a switch), tied to its input, cleared when corrected', async () => {
    const { sent } = open('ru');
    await screen.findByTestId('register-email');
    await fillValid();
    type('register-email', 'ana');
    type('register-password', 'abcdefgh');
    submit();
    await waitFor(() => expect(errorOf('email')?.textContent).toBe(text('ru', 'register.errors.email')));
    expect(errorOf('password')?.textContent).toBe(text('ru', 'register.errors.passwordDigit'));
    expect(input('register-email').getAttribute('aria-invalid')).toBe('true');
    expect(describedError('register-email')).toBe(errorOf('email'));
    // The password's hint stays described beside its error.
    expect(input('register-password').getAttribute('aria-describedby')!.split(' ')).toHaveLength(2);
    expect(describedError('register-password')).toBe(errorOf('password'));
    expect(sent()).toHaveLength(0);

    type('lang-select', 'ua');
    await waitFor(() => expect(errorOf('email')?.textContent).toBe(text('ua', 'register.errors.email')));
    expect(errorOf('password')?.textContent).toBe(text('ua', 'register.errors.passwordDigit'));

    type('register-email', 'ana@example.com');
    await waitFor(() => expect(errorOf('email')).toBeUndefined());
    expect(input('register-email').getAttribute('aria-invalid')).toBe('false');
    expect(input('register-email').getAttribute('aria-describedby')).toBeNull();
    expect(errorOf('password')).toBeDefined();
  });

  it('says "required" for every empty field and moves focus to the first invalid one', async () => {
    open('es');
    await screen.findByTestId('register-email');
    submit();
    await waitFor(() => expect(errorOf('email')?.textContent).toBe(text('es', 'common.required')));
    for (const f of ['password', 'firstName', 'lastName', 'category', 'countryCode'])
      expect(errorOf(f)?.textContent).toBe(text('es', 'common.required'));
    expect(errorOf('termsAccepted')?.textContent).toBe(text('es', 'register.errors.terms'));
    expect(document.activeElement).toBe(input('register-email'));

    await fillValid();
    type('register-first-name', '   ');
    type('register-country', '');
    submit();
    await waitFor(() => expect(errorOf('email')).toBeUndefined());
    expect(errorOf('firstName')?.textContent).toBe(text('es', 'common.required'));
    expect(document.activeElement).toBe(input('register-first-name'));
  });

  it('puts a server validation error on its field, focused, without a popup', async () => {
    const { sent } = open('es', () => ({
      status: 400,
      json: {
        responseCode: 'VF',
        responseDescription: 'Validation failed',
        validationErrors: [
          { field: 'lastName', message: 'At most 100 characters' },
          { field: 'email', message: 'This e-mail is already registered' },
        ],
      },
    }));
    await screen.findByTestId('register-email');
    await fillValid();
    submit();
    await waitFor(() => expect(errorOf('email')?.textContent).toBe(text('es', 'errors.emailTaken')));
    expect(errorOf('lastName')?.textContent).toBe(text('es', 'register.errors.tooLong'));
    expect(describedError('register-email')).toBe(errorOf('email'));
    expect(document.activeElement).toBe(input('register-email'));
    expect(screen.queryByTestId('response-popup')).toBeNull();
    // What is sent is the schema's output (names trimmed).
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body).toMatchObject({ email: 'new@example.com', firstName: 'Ana', termsAccepted: true });

    type('register-email', 'other@example.com');
    await waitFor(() => expect(errorOf('email')).toBeUndefined());
  });

  it('shows in the popup what has no field', async () => {
    open('en', () => ({
      status: 400,
      json: {
        responseCode: 'VF',
        responseDescription: 'Validation failed',
        validationErrors: [{ field: '(body)', message: 'Body must be a JSON object' }],
      },
    }));
    await screen.findByTestId('register-email');
    await fillValid();
    submit();
    expect((await screen.findByTestId('response-popup-message')).textContent).toBe('Body must be a JSON object');
    expect(screen.queryAllByTestId('field-error')).toHaveLength(0);
  });

  it('has a localised text for every message the request schema gives', () => {
    const long = 'a'.repeat(101);
    const bad = [
      { email: 'ana', password: 'short', firstName: long, countryCode: 'gb', termsAccepted: false },
      { email: `${'a'.repeat(65)}@example.com`, password: 'abcdefgh' },
      { email: `a@${'b'.repeat(250)}.com`, password: '12345678' },
      { password: `${'a1'.repeat(65)}`, firstName: '  ' },
    ];
    const messages = bad.flatMap(
      (b) => personalAccountCreate.request.safeParse(b).error?.issues.map((i) => i.message) ?? [],
    );
    const own = messages.filter((m) => !m.startsWith('Invalid') && m !== 'Required');
    expect(own.length).toBeGreaterThan(8);
    for (const m of own) expect(MESSAGE_KEYS[messageCode(m)!], m).toBeDefined();
    for (const key of Object.values(MESSAGE_KEYS)) expect(text('ua', key), key).toBeTruthy();
  });
});
