import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const phone = (phoneId: number, status: 'Primary' | 'Secondary', confirmed: boolean, number: string) => ({
  phoneId,
  status,
  confirmed,
  countryCode: '44',
  number,
  type: 2,
});

async function open(handlers: Record<string, THandler> = {}) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:identityGet': () => ok({ documents: [], videoIdentity: null, proofOfResidence: { status: 'notRequired' } }),
    'method:addressInquiry': () => ok({ addresses: [] }),
    'method:emailInquiry': () =>
      ok({ emails: [{ id: 1, emailAddress: 'a@b.co', status: 'primary' }], usernameChangeRequest: null }),
    'method:profileInquiry': () =>
      ok({ phones: { phone: [phone(7, 'Primary', true, '7700900001')] }, taxId: null, residenceCountryCode: 'GB' }),
    'method:documentsInquiry': () => ok({ documents: [] }),
    'method:dictionaryDocumentTypes': () =>
      ok({
        customerDocumentCategories: [
          {
            id: 1,
            name: 'Identity proof',
            customerDocumentTypes: [
              { id: 1, name: 'Passport', twoSided: false },
              { id: 4, name: 'National identity card', twoSided: true },
              { id: 88, name: 'Passport registration stamp', twoSided: false },
            ],
          },
        ],
      }),
    ...handlers,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/profile' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findByTestId('profile-screen');
  return api;
}

describe('profile screen', () => {
  it("names the tax id by the residence country's table and refuses a wrong shape before sending", async () => {
    const { calls } = await open();
    const input = await screen.findByTestId('tax-id-input');
    expect(screen.getByTestId('profile-tax').textContent).toContain('NINO/UTR');
    fireEvent.change(input, { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('tax-id-save'));
    expect((await screen.findByTestId('field-error')).textContent).toBe('This does not look like a NINO/UTR');
    expect(calls.some((c) => c.key === 'method:customerTaxNumberUpdate')).toBe(false);
  });

  it('adds a phone and confirms it with the texted code; a number someone else confirmed is refused', async () => {
    let confirmed = false;
    const { calls } = await open({
      'method:userPhoneUpdate': (b) =>
        b.number === '7700900666'
          ? {
              status: 400,
              json: {
                responseCode: 'VF',
                responseDescription: ERROR_MESSAGES.validationFailed,
                validationErrors: [{ field: 'number', message: ERROR_MESSAGES.phoneTaken }],
              },
            }
          : ok({ phoneId: 8, reqId: 'r1' }),
      'method:userPhoneConfirm': () => ((confirmed = true), ok()),
    });
    fireEvent.click(await screen.findByTestId('phone-add'));
    const dialog = await screen.findByTestId('phone-dialog');
    fireEvent.change(within(dialog).getByTestId('phone-country-code'), { target: { value: '44' } });
    fireEvent.change(within(dialog).getByTestId('phone-number'), { target: { value: '7700900666' } });
    fireEvent.click(within(dialog).getByTestId('phone-save'));
    expect((await within(dialog).findByTestId('field-error')).textContent).toBe(ERROR_MESSAGES.phoneTaken);
    fireEvent.change(within(dialog).getByTestId('phone-number'), { target: { value: '7700900002' } });
    fireEvent.click(within(dialog).getByTestId('phone-save'));
    fireEvent.change(await screen.findByTestId('profile-code-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('profile-code-submit'));
    await waitFor(() => expect(confirmed).toBe(true));
    expect(calls.find((c) => c.key === 'method:userPhoneConfirm')?.body).toMatchObject({ phoneId: 8, code: '123456' });
    expect(calls.find((c) => c.key === 'method:userPhoneUpdate')?.body).toMatchObject({ countryCode: '44', type: 2 });
  });

  it('lists the phones as the server orders them, the primary first', async () => {
    await open({
      'method:profileInquiry': () =>
        ok({
          phones: { phone: [phone(3, 'Primary', true, '7700900003'), phone(9, 'Secondary', false, '7700900009')] },
          taxId: 'AB123456C',
          residenceCountryCode: 'GB',
        }),
    });
    await waitFor(() => expect(screen.getAllByTestId('phone-row')).toHaveLength(2));
    expect(screen.getAllByTestId('phone-row').map((r) => r.dataset.primary)).toEqual(['true', 'false']);
  });

  it('upload popup: type 4 asks for the back page, 88 is not offered to a GB resident, a non-image is refused before sending', async () => {
    const { calls } = await open();
    fireEvent.click(await screen.findByTestId('document-upload'));
    const dialog = await screen.findByTestId('upload-dialog');
    const select = await within(dialog).findByTestId<HTMLSelectElement>('upload-type');
    await waitFor(() => expect(select.options.length).toBe(3));
    expect([...select.options].map((o) => o.value)).toEqual(['0', '1', '4']);
    fireEvent.change(select, { target: { value: '4' } });
    const front = within(dialog).getByTestId<HTMLInputElement>('upload-file');
    expect(front.getAttribute('capture')).toBe('environment');
    expect(within(dialog).getByTestId('upload-fileBack')).toBeTruthy();
    const text = new File(['not a picture'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(front, { target: { files: [text] } });
    fireEvent.click(within(dialog).getByTestId('upload-send'));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByTestId('field-error')
          .map((e) => e.textContent),
      ).toEqual(['Choose a JPEG, PNG or PDF file', 'Choose a file']),
    );
    expect(calls.some((c) => c.key === 'method:customerDocumentUpload')).toBe(false);
  });

  it('adds an e-mail: one in use is refused with its message; the mailed code confirms it', async () => {
    let confirmed = false;
    const { calls } = await open({
      'method:emailAdd': (b) =>
        b.email === 'taken@b.co'
          ? {
              status: 400,
              json: {
                responseCode: 'VF',
                responseDescription: ERROR_MESSAGES.validationFailed,
                validationErrors: [{ field: 'email', message: ERROR_MESSAGES.emailTaken }],
              },
            }
          : ok({ id: 2 }),
      'method:emailConfirm': (b) => ((confirmed = b.id === 2 && b.code === '654321'), ok()),
    });
    fireEvent.click(await screen.findByTestId('email-add'));
    const dialog = await screen.findByTestId('email-add-dialog');
    fireEvent.change(within(dialog).getByTestId('email-add-input'), { target: { value: 'taken@b.co' } });
    fireEvent.click(within(dialog).getByTestId('email-add-save'));
    expect((await within(dialog).findByTestId('field-error')).textContent).toBe(ERROR_MESSAGES.emailTaken);
    fireEvent.change(within(dialog).getByTestId('email-add-input'), { target: { value: 'new@b.co' } });
    fireEvent.click(within(dialog).getByTestId('email-add-save'));
    const confirm = await screen.findByTestId('email-confirm-dialog');
    expect(confirm.textContent).toContain('new@b.co');
    fireEvent.change(within(confirm).getByTestId('profile-code-input'), { target: { value: '654321' } });
    fireEvent.click(within(confirm).getByTestId('profile-code-submit'));
    await waitFor(() => expect(confirmed).toBe(true));
    expect(calls.filter((c) => c.key === 'method:emailAdd')).toHaveLength(2);
  });

  it('changes the username: a taken name is refused with its message; the code confirms the other', async () => {
    let confirmed = false;
    const { calls } = await open({
      'method:usernameChange': (b) =>
        b.newUsername === 'taken@b.co'
          ? {
              status: 400,
              json: {
                responseCode: 'VF',
                responseDescription: ERROR_MESSAGES.validationFailed,
                validationErrors: [{ field: 'newUsername', message: ERROR_MESSAGES.usernameTaken }],
              },
            }
          : ok({ requestKey: 'k1' }),
      'method:usernameChangeConfirm': (b) => ((confirmed = b.requestKey === 'k1' && b.code === '123456'), ok()),
    });
    expect((await screen.findByTestId('username-current')).textContent).toContain('demo@example.com');
    fireEvent.click(screen.getByTestId('username-change'));
    const dialog = await screen.findByTestId('username-dialog');
    fireEvent.change(within(dialog).getByTestId('username-input'), { target: { value: 'taken@b.co' } });
    fireEvent.click(within(dialog).getByTestId('username-save'));
    expect((await within(dialog).findByTestId('field-error')).textContent).toBe(ERROR_MESSAGES.usernameTaken);
    fireEvent.change(within(dialog).getByTestId('username-input'), { target: { value: 'a@b.co' } });
    fireEvent.click(within(dialog).getByTestId('username-save'));
    const confirm = await screen.findByTestId('username-confirm-dialog');
    fireEvent.change(within(confirm).getByTestId('profile-code-input'), { target: { value: '123456' } });
    fireEvent.click(within(confirm).getByTestId('profile-code-submit'));
    await waitFor(() => expect(confirmed).toBe(true));
    expect(calls.filter((c) => c.key === 'method:usernameChange').map((c) => c.body)).toEqual([
      { newUsername: 'taken@b.co' },
      { newUsername: 'a@b.co' },
    ]);
  });
});
