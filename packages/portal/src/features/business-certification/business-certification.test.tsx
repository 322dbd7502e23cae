import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp, where } from '../../test/render-app.tsx';

afterEach(cleanup);

const SECRET = 'link-secret-0123456789abcdef';
const statement = (id: string, accepted: boolean | null = null) => ({ id, text: `Text ${id}`, accepted });
const certification = (entityType: string | null, documents: object[] = []) =>
  ok({
    fatcaCrsCertificationInfo: {
      entityType,
      questions: {},
      taxIds: [],
      isUSTaxPayer: null,
      isDisregardedEntity: null,
      wFormDocumentId: null,
      wFormStatus: 'notRequired',
      wFormUrl: null,
    },
    documents,
    representativeInfo: { id: 7, firstName: 'Nora', lastName: 'Rep', positionIds: [2] },
  });
const representative = (id: number, firstName: string, certificationStatus: string) => ({
  id,
  firstName,
  lastName: 'Person',
  email: null,
  positionIds: [2],
  share: null,
  accessRights: null,
  documents: [],
  addressStatus: null,
  identityStatus: null,
  controlDocumentStatus: null,
  certificationStatus,
});

/** Declarations and statements answered as given; the W-8BEN-E signed when `signed`. */
function certificationApi(opts: { answered: boolean; signed: boolean; more?: Record<string, THandler> }) {
  const answer = opts.answered ? true : null;
  return fakeFetch({
    'method:businessRepresentativeFatcaCrsCertificationGet': () =>
      certification(null, opts.signed ? [{ id: 1, type: 'W8BENE', status: 'validated', url: null }] : []),
    'method:declarationsGet': () => ok({ declarations: [statement('d1', answer), statement('d2', answer)] }),
    'method:prohibitedEscortStatementsGet': () => ok({ statements: [statement('s1', answer)] }),
    'method:declarationsSend': () => ok(),
    'method:businessRepresentativeFatcaCrsCertificationUpdate': () => ok(),
    ...opts.more,
  });
}

describe('the representative’s self-certification by their link (no sign-in)', () => {
  it('answers the declarations with the link in the body and no session', async () => {
    const api = certificationApi({ answered: false, signed: false });
    renderApp({
      manifest: brand(),
      fetch: api.fetch,
      path: `/self-certification-representative?authSecret=${SECRET}`,
      signedOut: true,
    });
    expect((await screen.findByTestId('representative-name')).textContent).toContain('Nora Rep');
    // The link leaves the address bar (held for the tab instead).
    await waitFor(() => expect(where.path).toBe('/self-certification-representative'));
    const send = await screen.findByTestId('cert-declarations-send');
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('cert-statement-d1-yes'));
    fireEvent.click(screen.getByTestId('cert-statement-d2-no'));
    fireEvent.click(send);
    await waitFor(() => expect(api.calls.some((c) => c.key === 'method:declarationsSend')).toBe(true));
    const sent = api.calls.find((c) => c.key === 'method:declarationsSend')!;
    expect(sent.body).toEqual({
      answers: [
        { id: 'd1', accepted: true },
        { id: 'd2', accepted: false },
      ],
      authSecret: SECRET,
    });
    expect(sent.headers).not.toHaveProperty('Authorization');
  });

  it('submits the FATCA/CRS answers last (the link is spent), then thanks them and forgets the link', async () => {
    const api = certificationApi({ answered: true, signed: true });
    const { services } = renderApp({
      manifest: brand(),
      fetch: api.fetch,
      path: `/self-certification-representative?authSecret=${SECRET}`,
      signedOut: true,
    });
    await screen.findByTestId('cert-fatca');
    fireEvent.click(screen.getByTestId('cert-submit'));
    // The schema's rules in the language shown: nothing is sent.
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.key === 'method:businessRepresentativeFatcaCrsCertificationUpdate')).toBe(false);
    fireEvent.change(screen.getByTestId('cert-entityType'), { target: { value: 'general' } });
    fireEvent.change(screen.getByTestId('cert-country'), { target: { value: 'de' } });
    fireEvent.change(screen.getByTestId('cert-tin-reason'), { target: { value: 'NO_TIN_IS_REQUIRED' } });
    fireEvent.click(screen.getByTestId('cert-submit'));
    await screen.findByTestId('representative-done');
    const sent = api.calls.find((c) => c.key === 'method:businessRepresentativeFatcaCrsCertificationUpdate')!;
    expect(sent.body).toMatchObject({
      entityType: 'general',
      taxIds: [{ countryCode: 'DE', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
      isUSTaxPayer: false,
      authSecret: SECRET,
    });
    expect(services.tabStorage.getItem('op:representativeLink')).toBeNull();
  });

  it('goes to login without a link, or when the link is refused (spent or expired)', async () => {
    const refused = certificationApi({
      answered: true,
      signed: true,
      more: {
        'method:businessRepresentativeFatcaCrsCertificationGet': () => ({
          status: 403,
          json: { responseCode: '13', responseDescription: 'Access denied' },
        }),
      },
    });
    renderApp({
      manifest: brand(),
      fetch: refused.fetch,
      path: `/self-certification-representative?authSecret=${SECRET}`,
      signedOut: true,
    });
    await waitFor(() => expect(where.path).toBe('/login'));
    cleanup();
    renderApp({ manifest: brand(), fetch: refused.fetch, path: '/self-certification-representative', signedOut: true });
    await waitFor(() => expect(where.path).toBe('/login'));
  });
});

describe('a company user’s self-certification', () => {
  async function signedIn(status: string, path: string) {
    const api = certificationApi({
      answered: false,
      signed: false,
      more: {
        'method:userAccessInfoGet': () =>
          ok({
            ...ACCESS_INFO,
            userAccessInfo: { ...ACCESS_INFO.userAccessInfo, taxResidencySelfCertificationDocumentStatus: status },
            customerAccesses: [
              {
                id: 'cust-1',
                customerName: 'Acme',
                customerUsername: 'acme@example.com',
                customerType: 2,
                accessRights: 2,
              },
            ],
          }),
        'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ customerType: 2, customerId: 'cust-1' }) }),
        'method:businessDirectorList': () => ok({ directors: [representative(1, 'Dana', 'validated')] }),
        'method:businessShareholderList': () =>
          ok({
            shareholders: [representative(1, 'Dana', 'validated'), representative(2, 'Eli', 'pending')],
            links: [],
          }),
        'method:businessUserList': () => ok({ users: [representative(1, 'Dana', 'validated')] }),
        'method:businessResolutionGet': () =>
          ok({
            resolutions: [
              {
                id: 3,
                businessRepresentativeIds: [1],
                signers: [{ id: 1, name: 'Dana Person', signed: false }],
                statusId: 1,
              },
            ],
          }),
      },
    });
    const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    return api;
  }

  it('the business splash (where the start page sends a company user not certified) begins with the declarations', async () => {
    await signedIn('none', '/self-certification-business-splash');
    expect(await screen.findByTestId('business-certification-splash')).toBeTruthy();
    expect(await screen.findByTestId('cert-declarations')).toBeTruthy();
  });

  it('the business page shows each representative once with their status, and the resolutions', async () => {
    const api = await signedIn('validated', '/self-certification-business');
    const eli = await screen.findByTestId('cert-rep-2');
    expect([eli.getAttribute('data-status'), eli.textContent]).toEqual(['pending', 'Eli PersonLink sent, waiting']);
    expect(screen.getAllByTestId(/^cert-rep-/)).toHaveLength(2);
    expect((await screen.findByTestId('resolution-3-signer-1')).getAttribute('data-signed')).toBe('false');
    // Signed in: the session's bearer, no link.
    const read = api.calls.find((c) => c.key === 'method:declarationsGet')!;
    expect([read.body, read.headers.Authorization?.startsWith('Bearer ')]).toEqual([{}, true]);
  });
});
