import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const CERT = {
  fatcaCrsCertificationInfo: {
    w9FormStatus: 'notRequired',
    certificateOfLossOfNationalityStatus: 'notRequired',
    taxResidencySelfCertificationStatus: 'none',
    w8benFormStatus: 'notRequired',
    isUSTaxPayer: null,
    taxIds: [],
  },
};

async function open(path: string, needKyc: boolean, limit: object[] = [], more: Parameters<typeof fakeFetch>[0] = {}) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () =>
      ok({ ...ACCESS_INFO, userAccessInfo: { ...ACCESS_INFO.userAccessInfo, isNeedKyc: needKyc } }),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ verified: !needKyc, isNeedKyc: needKyc }) }),
    'method:personalFatcaCrsCertificationGet': () => ok(CERT),
    'method:personalFatcaCrsCertificationUpdate': () => ok(),
    'method:customerLimitReasonGet': () => ok({ limit }),
    'method:documentsInquiry': () => ok({ documents: [] }),
    'method:addressInquiry': () => ok({ addresses: [] }),
    'method:profileInquiry': () => ok({ phones: { phone: [] }, taxId: null, residenceCountryCode: 'GB' }),
    'method:identityGet': () => ok({ documents: [], videoIdentity: null, proofOfResidence: { status: 'notRequired' } }),
    ...more,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path });
  // What the kyc start keeps for the tab (the identity-verification page reads it).
  services.tabStorage.setItem('op:idv:run1', 'http://core.test/idv/run1/tok');
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return api;
}

describe('kyc', () => {
  it('the guard sends a customer who needs KYC to the kyc page, whose checklist names what is missing', async () => {
    await open('/history', true);
    expect(await screen.findByTestId('kyc-screen')).toBeTruthy();
    const list = await screen.findByTestId('kyc-checklist');
    expect(list.getAttribute('data-state')).toBe('unverified');
    expect(screen.getByTestId('kyc-action-identity')).toBeTruthy();
    expect(await screen.findByTestId('kyc-action-fatca')).toBeTruthy();
    expect(screen.getByTestId('kyc-action-address')).toBeTruthy();
  });

  it('limited-account lists each reason with the documents that lift it', async () => {
    const reason = {
      id: 1,
      reasonId: 1,
      actionTypeId: 1,
      requirementDocuments: [{ documentTypeId: 1, name: 'Passport', uploadedDocuments: [] }],
    };
    await open('/limited-account', false, [reason]);
    const r = await screen.findByTestId('limit-reason');
    expect(r.getAttribute('data-reason')).toBe('1');
    expect(screen.getByTestId('limit-document').textContent).toContain('Passport');
  });

  it('the tax step leads to the splash, whose certification returns to kyc', async () => {
    const api = await open('/kyc', true);
    fireEvent.click(await screen.findByTestId('kyc-go-fatca'));
    expect(await screen.findByTestId('self-certification-splash')).toBeTruthy();
    fireEvent.change(screen.getByTestId('cert-country'), { target: { value: 'GB' } });
    fireEvent.click(screen.getByTestId('cert-save'));
    expect(await screen.findByTestId('kyc-screen')).toBeTruthy();
    const sent = api.calls.find((c) => c.key === 'method:personalFatcaCrsCertificationUpdate');
    expect(sent?.body).toEqual({
      isUSTaxPayer: false,
      taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
    });
  });

  it('an address proof uploaded before any address counts: only the identity step is left', async () => {
    const proof = {
      id: 7,
      statusId: 0,
      uploaded: '2026-11-01T00:00:00Z',
      documentTypeId: 10,
      documentType: 'Utility bill',
      isSubDocument: false,
      issuedDate: null,
      expiresDate: null,
      createdUsername: null,
      rejectReason: null,
    };
    await open('/kyc', true, [], { 'method:documentsInquiry': () => ok({ documents: [proof] }) });
    await screen.findByTestId('kyc-action-identity');
    await waitFor(() => expect(screen.queryByTestId('kyc-action-address')).toBeNull());
    expect(screen.getByTestId('kyc-upload-identity')).toBeTruthy();
  });

  it('the identity-verification page leads on to the provider kept for the tab, with its QR code', async () => {
    await open('/identity-verification/run1/tok', true);
    const go = await screen.findByTestId('idv-continue');
    expect(go.getAttribute('href')).toBe('http://core.test/idv/run1/tok');
    expect(screen.getByTestId('idv-qr').getAttribute('data-text')).toBe('http://core.test/idv/run1/tok');
  });

  it('the video-identity job page shows the outcome of the latest check', async () => {
    await open('/video-identity-job/run1', false, [], {
      'method:identityGet': () =>
        ok({
          documents: [],
          videoIdentity: { status: 'FAILED', provider: 'nfd' },
          proofOfResidence: { status: 'notRequired' },
        }),
    });
    const status = await screen.findByTestId('video-job-status');
    await waitFor(() => expect(status.getAttribute('data-status')).toBe('FAILED'));
  });
});
