import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CERT = (coln: string) => ({
  fatcaCrsCertificationInfo: {
    w9FormStatus: 'notRequired',
    certificateOfLossOfNationalityStatus: coln,
    taxResidencySelfCertificationStatus: 'validated',
    w8benFormStatus: 'notRequired',
    isUSTaxPayer: false,
    taxIds: [{ countryCode: 'GB', taxId: null, tinMissingReason: 'NO_TIN_IS_REQUIRED', tinMissingExplanation: null }],
  },
});
const INFO = {
  CustomerInfo: {
    ...{ firstName: 'Ann', lastName: 'Lee', middleName: null, birthDay: '1990-01-02', birthCountryCode: 'GB' },
    ...{ citizenshipCountryCode: 'GB', occupationId: null, sourceOfFundsIds: [], purposeOfAccountIds: [] },
    ...{ estimatedMonthlyDepositId: null, answers: {} },
  },
};
const REQUEST = { id: 3, status: 'open', requiredFields: ['birthCountryCode'], createdAt: '2026-11-01T00:00:00Z' };

async function open(path: string, needKyc: boolean, more: Parameters<typeof fakeFetch>[0] = {}) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () =>
      ok({ ...ACCESS_INFO, userAccessInfo: { ...ACCESS_INFO.userAccessInfo, isNeedKyc: needKyc } }),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo({ verified: !needKyc, isNeedKyc: needKyc }) }),
    'method:personalFatcaCrsCertificationGet': () => ok(CERT('notRequired')),
    'method:customerLimitReasonGet': () => ok({ limit: [] }),
    'method:documentsInquiry': () => ok({ documents: [] }),
    'method:addressInquiry': () => ok({ addresses: [] }),
    'method:profileInquiry': () => ok({ phones: { phone: [] }, taxId: null, residenceCountryCode: 'GB' }),
    'method:identityGet': () => ok({ documents: [], videoIdentity: null, proofOfResidence: { status: 'notRequired' } }),
    'method:kycRequestGet': () => ok({ customerKycRequest: REQUEST }),
    'method:kycCustomerInfoGet': () => ok(INFO),
    ...more,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return api;
}

describe('kyc steps', () => {
  it("the kyc page shows the reviewer's open request and sends the personal details corrected", async () => {
    const api = await open('/kyc', true, { 'method:kycCustomerPersonalInfoUpdate': () => ok() });
    const card = await screen.findByTestId('kyc-personal');
    expect((await within(card).findByTestId('kyc-request')).dataset.status).toBe('open');
    expect(card.hasAttribute('open')).toBe(true);
    const input = await within(card).findByTestId('kyc-personal-birthCountryCode');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('GB'));
    fireEvent.change(input, { target: { value: 'us' } });
    fireEvent.click(within(card).getByTestId('kyc-personal-save'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    expect(api.calls.find((c) => c.key === 'method:kycCustomerPersonalInfoUpdate')?.body).toEqual({
      ...{ firstName: 'Ann', lastName: 'Lee', birthDay: '1990-01-02' },
      ...{ birthCountryCode: 'US', citizenshipCountryCode: 'GB' },
    });
  });

  it('an empty required detail is refused before sending', async () => {
    const api = await open('/profile-update', false, { 'method:kycCustomerPersonalInfoUpdate': () => ok() });
    const input = await screen.findByTestId('kyc-personal-lastName');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Lee'));
    fireEvent.change(input, { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('kyc-personal-save'));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'method:kycCustomerPersonalInfoUpdate')).toBe(false);
  });

  it("the document check goes to the provider's page", async () => {
    const api = await open('/kyc', true, {
      'method:customerJumioDocumentCreate': () =>
        ok({ redirectUrl: 'http://core.test/idv/r9/t', transactionReference: 'r9' }),
    });
    const button = await screen.findByTestId('kyc-document-check');
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...real, assign, href: real.href, pathname: real.pathname });
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://core.test/idv/r9/t'));
    expect(api.calls.find((c) => c.key === 'method:customerJumioDocumentCreate')?.body).toEqual({});
  });

  it('a US-born non-US tax payer uploads the certificate of loss of nationality; a text file is refused first', async () => {
    const api = await open('/self-certification', false, {
      'method:personalFatcaCrsCertificationGet': () => ok(CERT('none')),
      'method:personalCertificateOfLossOfNationalityUpload': () => ok(),
    });
    const box = await screen.findByTestId('cert-coln-upload');
    const file = within(box).getByTestId('cert-coln-file');
    fireEvent.change(file, { target: { files: [new File(['hello'], 'a.txt', { type: 'text/plain' })] } });
    fireEvent.click(within(box).getByTestId('cert-coln-send'));
    expect(await screen.findByText('Choose a JPEG, PNG or PDF file')).toBeTruthy();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    fireEvent.change(file, { target: { files: [new File([png], 'c.png', { type: 'image/png' })] } });
    fireEvent.click(within(box).getByTestId('cert-coln-send'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    const sent = api.calls.filter((c) => c.key === 'method:personalCertificateOfLossOfNationalityUpload');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as FormData).get('document')).toBeInstanceOf(File);
  });

  it('no certificate is asked when it is not required', async () => {
    await open('/self-certification', false);
    await screen.findByTestId('self-certification');
    expect(screen.queryByTestId('cert-coln-upload')).toBeNull();
  });
});
