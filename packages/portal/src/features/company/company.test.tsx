import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATALOGUES, flatten } from '@openportal/i18n';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';
import { COMPANY_HANDLERS } from './company-fixture.ts';

afterEach(cleanup);

/** A company user's access (customerType 2) with the rights given; no balance-info access when `restricted`. */
function companyAccess(accessRights: number, restricted = false) {
  return {
    userAccessInfo: { ...ACCESS_INFO.userAccessInfo, accessRights, accessList: restricted ? [] : ['balanceInfo'] },
    customerAccesses: [
      {
        id: 'cust-1',
        customerName: 'Demo Ltd',
        customerUsername: 'business@example.com',
        customerType: 2,
        accessRights,
      },
    ],
  };
}

async function open(
  path: string,
  opts: { rights?: number; restricted?: boolean; lang?: 'en' | 'ro'; handlers?: Record<string, THandler> } = {},
) {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(companyAccess(opts.rights ?? 2, opts.restricted)),
    ...COMPANY_HANDLERS,
    ...opts.handlers,
  });
  const { services } = renderApp({ manifest: brand('paywave'), fetch, path, lang: opts.lang ?? 'en' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return calls;
}
const en = flatten(CATALOGUES.en);
const ro = flatten(CATALOGUES.ro);

describe('/company and /company/{path}', () => {
  it('shows the details and what the company must still do (spec 1 §5)', async () => {
    await open('/company');
    expect((await screen.findByTestId('company-field-name')).textContent).toBe('Demo Ltd');
    const actions = (await screen.findAllByTestId('company-action')).map((a) => a.getAttribute('data-action'));
    expect(actions).toEqual(['tradingName', 'businessTaxId', 'website', 'documents']);
    const mine = await screen.findByTestId('company-my-place');
    expect(mine.textContent).toContain('Director, Shareholder, Ultimate beneficial owner');
    expect(mine.dataset.needsAction).toBe('false');
  });

  it('draws the shareholders as a tree: a company’s holders and directors under it, with effective shares', async () => {
    await open('/company/shareholders');
    const tree = await screen.findByTestId('share-tree');
    await waitFor(() => expect(within(tree).getAllByTestId('share-node')).toHaveLength(3));
    const holdco = within(tree)
      .getAllByTestId('share-node')
      .find((n) => n.dataset.name === 'Demo Holdings Ltd')!;
    const inner = within(holdco).getByTestId('share-node');
    expect(inner.dataset.name).toBe('Hana Holder');
    expect(inner.textContent).toContain('Effective share: 30%');
    expect(within(holdco).getByTestId('share-node-directors').textContent).toContain('Hana Holder');
    // 70% effective asks for the source of funds, Hana's 30% too (25% or more).
    expect(within(tree).getAllByTestId('share-node-funds')).toHaveLength(2);
  });

  it('lists directors with their positions and needs-action state, and an unknown section goes to /company', async () => {
    await open('/company/users');
    await screen.findByTestId('company-users');
    expect((await screen.findAllByTestId('rep-status'))[0]!.dataset.needsAction).toBe('false');
    cleanup();
    await open('/company/nothing');
    await screen.findByTestId('company-details');
    expect(where.path).toBe('/company');
  });

  it('starts a representative’s identity check for the acting company and opens the run’s page', async () => {
    const verification = { workflowRunId: 'run7', token: 'tok7', url: 'https://provider.example/run7' };
    const calls = await open('/company/directors', {
      handlers: { '/customers/cust-1/identity-verification': () => ok({ verification }) },
    });
    await screen.findByTestId('company-directors');
    // Sam's identity is not given yet (null): his check can start.
    fireEvent.click(await screen.findByTestId('rep-verify-identity-1'));
    await waitFor(() => expect(where.path).toBe('/identity-verification/run7/tok7'));
    const sent = calls.find((c) => c.key === '/customers/cust-1/identity-verification')!;
    expect(sent.body).toEqual({ representativeId: 1 });
    expect(sent.headers['Customer-Id']).toBe('cust-1');
  });
});

describe('/company/questionnaire', () => {
  it('saves the due diligence answers with their details, and shows core’s refusal in the language shown', async () => {
    const refuse = () => ({
      json: {
        responseCode: 'VF',
        responseDescription: 'Validation failed',
        validationErrors: [
          { field: 'dueDiligenceQuestionnaire.lawsuitsDetails', message: ERROR_MESSAGES.dueDiligenceDetailsRequired },
        ],
      },
    });
    const calls = await open('/company/questionnaire', {
      lang: 'ro',
      handlers: { 'method:businessDueDiligenceUpdate': refuse },
    });
    fireEvent.click(await screen.findByTestId('company-dd-lawsuits'));
    fireEvent.change(screen.getByTestId('company-dd-lawsuitsDetails'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('company-dd-save'));
    await waitFor(() => expect(calls.some((c) => c.key === 'method:businessDueDiligenceUpdate')).toBe(true));
    expect(calls.find((c) => c.key === 'method:businessDueDiligenceUpdate')!.body).toEqual({
      dueDiligenceQuestionnaire: { government: false, lawsuits: true, taxPayers: false },
    });
    expect(
      await screen.findByText(ro['errors.dueDiligenceDetailsRequired']!, {
        selector: '.op-error, [role="alert"], span, p',
      }),
    ).toBeTruthy();
  });

  it('a read-only user sees the answers and cannot change them', async () => {
    await open('/company/questionnaire', { rights: 1 });
    expect((await screen.findByTestId('company-dd-government')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('company-dd-save')).toBeNull();
  });
});

describe('/company/resolutions', () => {
  const RESOLUTION = {
    id: 7,
    businessRepresentativeIds: [1, 2],
    statusId: 1,
    signers: [
      { id: 1, name: 'Sam Main', signed: false, signUrl: 'http://127.0.0.1:4000/esign/resolution/7/1/tok' },
      { id: 2, name: 'Hana Holder', signed: true },
    ],
  };
  it('lists each resolution with its signers; the user’s own missing signature opens the e-sign page', async () => {
    await open('/company/resolutions', {
      handlers: { 'method:businessResolutionGet': () => ok({ resolutions: [RESOLUTION] }) },
    });
    const r = await screen.findByTestId('resolution');
    expect(r.dataset.status).toBe('1');
    expect(r.textContent).toContain(en['certification.resolutions.status.waiting']);
    expect(within(r).getByTestId('resolution-7-signer-2').dataset.signed).toBe('true');
    const links = within(r).getAllByTestId('resolution-sign');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([RESOLUTION.signers[0]!.signUrl]);
  });

  it('the main user sends one to the signers chosen; a read-only user cannot send', async () => {
    const calls = await open('/company/resolutions', {
      handlers: {
        'method:businessResolutionGet': () => ok({ resolutions: [] }),
        'method:businessResolutionSend': () => ok({ resolution: RESOLUTION }),
      },
    });
    fireEvent.click(await screen.findByTestId('resolution-signer-1'));
    fireEvent.click(screen.getByTestId('resolution-send-submit'));
    await waitFor(() => expect(calls.some((c) => c.key === 'method:businessResolutionSend')).toBe(true));
    expect(calls.find((c) => c.key === 'method:businessResolutionSend')!.body).toEqual({
      businessRepresentativeIds: [1],
    });
    cleanup();
    await open('/company/resolutions', {
      rights: 1,
      handlers: { 'method:businessResolutionGet': () => ok({ resolutions: [] }) },
    });
    await screen.findByText(en['certification.resolutions.empty']!);
    expect(screen.queryByTestId('resolution-send')).toBeNull();
  });
});

describe('/company-access', () => {
  it('a main user gives a colleague read-only rights', async () => {
    const calls = await open('/company-access');
    const row = (await screen.findAllByTestId('access-row')).find((r) => r.dataset.email === 'initiator@example.com')!;
    fireEvent.change(within(row).getByTestId('access-right-select'), { target: { value: '1' } });
    fireEvent.click(within(row).getByTestId('access-save'));
    await waitFor(() => expect(calls.some((c) => c.key === 'method:businessAccessRightsUpdate')).toBe(true));
    expect(calls.find((c) => c.key === 'method:businessAccessRightsUpdate')!.body).toEqual({ id: 5, right: 1 });
  });

  it('says in the language shown, with core’s message, that the last main user keeps rights 2; nothing is sent', async () => {
    const calls = await open('/company-access', { lang: 'ro' });
    const rows = await screen.findAllByTestId('access-row');
    const mine = rows.find((r) => r.dataset.email === 'business@example.com')!;
    await waitFor(() => expect(mine.textContent).toContain(ro['companyAccess.you']!.replace('{{name}}', 'Sam Owner')));
    fireEvent.change(within(mine).getByTestId('access-right-select'), { target: { value: '1' } });
    expect(within(mine).getByTestId('access-error').textContent).toBe(ro['errors.lastMainUser']);
    expect((within(mine).getByTestId('access-save') as HTMLButtonElement).disabled).toBe(true);
    expect((within(mine).getByTestId('access-remove') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.key === 'method:businessAccessRightsUpdate')).toBe(false);
  });

  it('shows core’s refusal when it comes anyway', async () => {
    const refuse = () => ({
      json: {
        responseCode: 'VF',
        responseDescription: 'Validation failed',
        validationErrors: [{ field: 'right', message: ERROR_MESSAGES.ownRightsRaise }],
      },
    });
    await open('/company-access', { handlers: { 'method:businessAccessRightsUpdate': refuse } });
    const row = (await screen.findAllByTestId('access-row')).find((r) => r.dataset.email === 'reader@example.com')!;
    fireEvent.change(within(row).getByTestId('access-right-select'), { target: { value: '3' } });
    fireEvent.click(within(row).getByTestId('access-save'));
    expect((await within(row).findByTestId('access-error')).textContent).toBe(en['errors.ownRightsRaise']);
  });

  it('invites a potential user by e-mail with the rights chosen, through businessRepresentativeAdd', async () => {
    const calls = await open('/company-access', {
      handlers: { 'method:businessRepresentativeAdd': () => ok({ id: 9 }) },
    });
    fireEvent.click(await screen.findByTestId('access-potential-invite'));
    const dialog = await screen.findByTestId('rep-add-dialog');
    expect((within(dialog).getByTestId('rep-add-email') as HTMLInputElement).value).toBe('hana@example.com');
    fireEvent.change(within(dialog).getByTestId('rep-add-birthday'), { target: { value: '1980-05-01' } });
    fireEvent.change(within(dialog).getByTestId('rep-add-rights'), { target: { value: '3' } });
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'United Kingdom' })).toHaveLength(1));
    fireEvent.change(within(dialog).getByTestId('rep-add-tax-country'), { target: { value: 'GB' } });
    fireEvent.change(within(dialog).getByTestId('rep-add-tin-reason'), { target: { value: 'NO_TIN_IS_REQUIRED' } });
    fireEvent.click(within(dialog).getByTestId('rep-add-send'));
    await waitFor(() => expect(calls.some((c) => c.key === 'method:businessRepresentativeAdd')).toBe(true));
    expect(calls.find((c) => c.key === 'method:businessRepresentativeAdd')!.body).toEqual({
      firstName: 'Hana',
      lastName: 'Holder',
      birthday: '1980-05-01',
      email: 'hana@example.com',
      isUser: true,
      accessRights: 3,
      positionIds: [],
      taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
    });
    expect(
      await screen.findByText(en['companyAccess.add.invited']!.replace('{{email}}', 'hana@example.com')),
    ).toBeTruthy();
  });

  it('a read-only user sees the rights and no control to change them', async () => {
    await open('/company-access', { rights: 1 });
    expect(await screen.findByTestId('access-read-only')).toBeTruthy();
    await screen.findAllByTestId('access-row');
    expect(screen.queryByTestId('access-right-select')).toBeNull();
    expect(screen.queryByTestId('access-add')).toBeNull();
  });
});

describe('/company-documents and /company-emails', () => {
  it('holds a user without balance-info access on company documents (restricted layout)', async () => {
    await open('/home', { restricted: true });
    expect(await screen.findByTestId('company-documents-restricted')).toBeTruthy();
    expect(where.path).toBe('/company-documents');
  });

  it('lists the company’s e-mail and its users’', async () => {
    await open('/company-emails');
    await waitFor(() => expect(screen.getAllByTestId('company-email')).toHaveLength(4));
  });
});
