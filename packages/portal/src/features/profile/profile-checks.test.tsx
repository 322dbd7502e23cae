import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const phone = (phoneId: number, status: 'Primary' | 'Secondary', confirmed: boolean) => ({
  phoneId,
  status,
  confirmed,
  countryCode: '44',
  number: `770090000${phoneId}`,
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
      ok({
        phones: { phone: [phone(7, 'Primary', false), phone(8, 'Secondary', false)] },
        taxId: null,
        residenceCountryCode: 'GB',
      }),
    'method:documentsInquiry': () => ok({ documents: [] }),
    ...handlers,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/profile' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findByTestId('profile-screen');
  return api;
}

describe('profile checks while typing', () => {
  it('checkEmail: an address in use is said in the add popup before anything is added', async () => {
    const { calls } = await open({
      'method:checkEmail': (b) => ok({ exists: b.email === 'taken@b.co', isEmployee: false }),
    });
    fireEvent.click(await screen.findByTestId('email-add'));
    const dialog = await screen.findByTestId('email-add-dialog');
    fireEvent.change(within(dialog).getByTestId('email-add-input'), { target: { value: 'taken@b.co' } });
    expect(await within(dialog).findByTestId('email-add-in-use', {}, { timeout: 3000 })).toBeTruthy();
    expect(calls.find((c) => c.key === 'method:checkEmail')?.body).toMatchObject({ email: 'taken@b.co' });
    fireEvent.change(within(dialog).getByTestId('email-add-input'), { target: { value: 'free@b.co' } });
    await waitFor(() => expect(calls.some((c) => c.body?.email === 'free@b.co')).toBe(true), { timeout: 3000 });
    await waitFor(() => expect(within(dialog).queryByTestId('email-add-in-use')).toBeNull());
    expect(calls.some((c) => c.key === 'method:emailAdd')).toBe(false);
  });

  it('checkPhone: a number in use is said in the phone popup', async () => {
    const { calls } = await open({ 'method:checkPhone': (b) => ok({ exists: b.number === '7700900666' }) });
    fireEvent.click(await screen.findByTestId('phone-add'));
    const dialog = await screen.findByTestId('phone-dialog');
    fireEvent.change(within(dialog).getByTestId('phone-country-code'), { target: { value: '44' } });
    fireEvent.change(within(dialog).getByTestId('phone-number'), { target: { value: '7700900666' } });
    expect(await within(dialog).findByTestId('phone-in-use', {}, { timeout: 3000 })).toBeTruthy();
    expect(calls.find((c) => c.key === 'method:checkPhone')?.body).toEqual({ countryCode: '44', number: '7700900666' });
  });
});

describe('confirming a phone already on the profile', () => {
  it('the main phone: the customer contact verification by SMS, then confirmPhone with reqId and approvalCode', async () => {
    const { calls } = await open({
      '/verification/customer/cust-1/verify': () => ok({ reqId: 'r1' }),
      'method:confirmPhone': () => ok(),
    });
    const rows = await screen.findAllByTestId('phone-row');
    fireEvent.click(within(rows[0]!).getByTestId('phone-confirm'));
    await screen.findByTestId('phone-verify-dialog');
    const sent = calls.find((c) => c.key === '/verification/customer/cust-1/verify');
    expect(sent?.body.type).toBe('sms');
    expect(sent?.body.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    fireEvent.change(screen.getByTestId('profile-code-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('profile-code-submit'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    expect(calls.find((c) => c.key === 'method:confirmPhone')?.body).toEqual({ reqId: 'r1', approvalCode: '123456' });
  });

  it("another phone: that phone's verification bound to a challenge, then confirmPhone with its verifier", async () => {
    const { calls } = await open({
      '/verification/phones/8/verify': () => ok({ reqId: 'r2' }),
      'method:confirmPhone': () => ok(),
    });
    const rows = await screen.findAllByTestId('phone-row');
    fireEvent.click(within(rows[1]!).getByTestId('phone-confirm'));
    await screen.findByTestId('phone-verify-dialog');
    fireEvent.change(screen.getByTestId('profile-code-input'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('profile-code-submit'));
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('success');
    const challenge = calls.find((c) => c.key === '/verification/phones/8/verify')?.body.codeChallenge;
    const body = calls.find((c) => c.key === 'method:confirmPhone')?.body;
    expect(body).toMatchObject({ phoneId: 8, code: '654321' });
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body.codeVerifier));
    const b64 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')).toBe(challenge);
  });
});
