import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { businessAccountCreate, ERROR_MESSAGES, type TLanguage } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, ok, type TFakeReply } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';
import { DRAFT_KEY } from './draft.ts';
import { emptyDraft } from './wizard-model.ts';
import { storageWith, validDraft } from './wizard-fixture.ts';

afterEach(cleanup);
const text = (lang: TLanguage, key: string) => flatten(CATALOGUES[lang])[key] as string;
const click = (id: string) => fireEvent.click(screen.getByTestId(id));
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });
const errorOf = (field: string) => screen.queryAllByTestId('field-error').find((e) => e.dataset.field === field);

function open(
  opts: { lang?: TLanguage; storage?: Storage; reply?: (body: unknown) => TFakeReply; sourceOfWealth?: boolean } = {},
) {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    '/auth/logout': () => ({ json: {} }),
    'method:dictionaryCountries': () => ok({ countries: [{ code: 'GB', name: 'United Kingdom' }] }),
    'method:dictionarySourcesOfFunds': () => ok({ sourcesOfFunds: [{ id: 1, name: 'Salary' }] }),
    'method:businessAccountCreate': opts.reply ?? (() => ok({ userId: 'u-1' })),
  });
  const view = renderApp({
    manifest: brand('paywave', { sourceOfWealthEnable: opts.sourceOfWealth ?? false }),
    fetch,
    path: '/register/business',
    signedOut: true,
    lang: opts.lang ?? 'en',
    ...(opts.storage ? { storage: opts.storage } : {}),
  });
  return { ...view, sent: () => calls.filter((c) => c.key === 'method:businessAccountCreate') };
}

describe('/register/business: the share tree', () => {
  it("shows a broken share rule's message in the user's language next to the tree, and sends nothing", async () => {
    const { sent } = open({ lang: 'ro' });
    fireEvent.click(await screen.findByTestId('bw-step-shareholdersHub'));
    click('bw-shareholders-add-person');
    type('bw-shareholders-0-share', '5');
    click('bw-shareholders-add-company');
    type('bw-shareholders-1-share', '3');
    // The tree shows each person's effective share and what a company still requires.
    expect(screen.getByTestId('bw-shareholders-0-effective').textContent).toContain('5%');
    expect(screen.getByTestId('bw-shareholders-1-requires').textContent).toBe(text('ro', 'wizard.tree.needsDirector'));
    click('bw-next');
    expect(errorOf('shareholders')?.textContent).toBe(text('ro', 'errors.shareLevelSum'));
    expect(errorOf('companies.0.directorRefs')?.textContent).toBe(text('ro', 'errors.companyDirectorRequired'));
    expect(screen.getByTestId('bw-step-shareholdersHub').getAttribute('aria-current')).toBe('step');
    // The focus goes to the first field that says why the step cannot be left.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.click(screen.getByTestId('bw-step-usersHub'));
    click('bw-captcha');
    click('bw-submit');
    await waitFor(() => expect(screen.getByTestId('bw-step-generalForm').getAttribute('aria-current')).toBe('step'));
    expect(sent()).toHaveLength(0);
  });
});

describe('/register/business: sources of funds from 25% (spec 1 §5)', () => {
  it("asks a 60% shareholder for them where the brand's switch is on, with the rule's messages", async () => {
    open({ sourceOfWealth: true, lang: 'ua' });
    fireEvent.click(await screen.findByTestId('bw-step-shareholdersHub'));
    click('bw-shareholders-add-person');
    type('bw-shareholders-0-share', '60');
    expect(screen.getByTestId('bw-shareholders-0-requires').textContent).toBe(text('ua', 'wizard.tree.needsSource'));
    click('bw-next');
    expect(errorOf('persons.0.sourceOfFunds')?.textContent).toBe(text('ua', 'errors.sourceOfFundsRequired'));
    await screen.findByTestId('bw-persons-0-sourceOfFunds-1');
    click('bw-persons-0-sourceOfFunds-1');
    expect(errorOf('persons.0.sourceDetails.1')?.textContent).toBe(text('ua', 'errors.sourceDetailsRequired'));
    type('bw-persons-0-sourceDetails-1', 'Salary');
    expect(errorOf('persons.0.sourceDetails.1')).toBeUndefined();
    expect(errorOf('persons.0.sourceOfFunds')).toBeUndefined();
  });

  it('with the switch off, never asks: a 25% owner without sources passes the step', async () => {
    const draft = validDraft();
    draft.persons[0] = { ...draft.persons[0]!, sourceOfFunds: [], sourceDetails: {} };
    open({ sourceOfWealth: false, storage: storageWith(draft) });
    await screen.findByTestId('bw-generalForm-password');
    type('bw-generalForm-password', 'secret123');
    fireEvent.click(screen.getByTestId('bw-step-directorsHub'));
    expect(screen.queryByTestId('bw-persons-0-sourceOfFunds-1')).toBeNull();
    click('bw-next');
    expect(errorOf('persons.0.sourceOfFunds')).toBeUndefined();
    expect(screen.queryByTestId('bw-persons-0-sourceOfFunds-1')).toBeNull();
  });
});

describe('/register/business: submit', () => {
  it('sends the body core expects for a valid company, then shows "check your e-mail" and drops the draft', async () => {
    const storage = storageWith(validDraft());
    const { sent } = open({ storage });
    await screen.findByTestId('bw-generalForm-password');
    type('bw-generalForm-password', 'secret123');
    fireEvent.click(screen.getByTestId('bw-step-usersHub'));
    click('bw-captcha');
    click('bw-submit');
    await waitFor(() => expect(sent()).toHaveLength(1));
    const body = sent()[0]!.body;
    expect(businessAccountCreate.request.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      draftVersion: '3.54',
      generalForm: {
        name: 'Acme Ltd',
        email: 'acme@example.com',
        password: 'secret123',
        registrationCountryCode: 'GB',
      },
      directorRefs: ['p1'],
      owners: ['p1'],
      shareholders: [
        { type: 'person', ref: 'p1', share: 60 },
        { type: 'company', ref: 'c1', share: 40 },
      ],
      companies: [{ ref: 'c1', name: 'Holdco Ltd', directorRefs: ['p2'] }],
    });
    expect(body.captchaToken).toMatch(/^stand-in:/);
    expect(body.persons).toEqual([
      expect.objectContaining({
        ref: 'p1',
        positionIds: [2, 6, 8],
        sourceOfFunds: [1],
        sourceDetails: { '1': 'Salary' },
      }),
      expect.objectContaining({ ref: 'p2', positionIds: [] }),
      expect.objectContaining({ ref: 'p3', isUser: true, accessRights: 2, email: 'cara@example.com' }),
    ]);
    expect(body.persons[1]).not.toHaveProperty('isUser');
    expect((await screen.findByTestId('registered-mail')).textContent).toContain('acme@example.com');
    expect(where.path).toBe('/register/done');
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("places core's refusal on its field's step, in the user's language", async () => {
    const reply = () => ({
      status: 400,
      json: {
        responseCode: 'VF',
        responseDescription: 'Validation failed',
        validationErrors: [{ field: 'generalForm.email', message: ERROR_MESSAGES.emailTaken }],
      },
    });
    const { sent } = open({ lang: 'es', storage: storageWith(validDraft()), reply });
    await screen.findByTestId('bw-generalForm-password');
    type('bw-generalForm-password', 'secret123');
    fireEvent.click(screen.getByTestId('bw-step-usersHub'));
    click('bw-captcha');
    click('bw-submit');
    await waitFor(() => expect(errorOf('generalForm.email')?.textContent).toBe(text('es', 'errors.emailTaken')));
    expect(sent()).toHaveLength(1);
    expect(screen.getByTestId('bw-step-generalForm').getAttribute('aria-current')).toBe('step');
  });
});

describe('/register/business: the local draft', () => {
  it('restores a draft saved at version 3.54 and clears it only after confirmation', async () => {
    const storage = storageWith(validDraft());
    open({ storage });
    expect(await screen.findByTestId('bw-restored')).toBeTruthy();
    expect((screen.getByTestId('bw-generalForm-name') as HTMLInputElement).value).toBe('Acme Ltd');
    click('bw-clear');
    click('bw-clear-no');
    expect((screen.getByTestId('bw-generalForm-name') as HTMLInputElement).value).toBe('Acme Ltd');
    click('bw-clear');
    click('bw-clear-yes');
    expect((screen.getByTestId('bw-generalForm-name') as HTMLInputElement).value).toBe('');
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('starts empty from a draft of another version, and saves what is typed without the password', async () => {
    const storage = storageWith(validDraft(), '3.53');
    open({ storage });
    const name = (await screen.findByTestId('bw-generalForm-name')) as HTMLInputElement;
    expect(name.value).toBe('');
    expect(screen.queryByTestId('bw-restored')).toBeNull();
    type('bw-generalForm-name', 'New Co');
    type('bw-generalForm-password', 'secret123');
    const saved = JSON.parse(storage.getItem(DRAFT_KEY)!);
    expect(saved.version).toBe('3.54');
    expect(saved.draft.generalForm).toEqual({ ...emptyDraft().generalForm, name: 'New Co' });
  });
});
