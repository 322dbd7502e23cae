import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok, type THandler } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const home = {
  ...{ addressId: 31, addressType: 1, address1: '1 High Street', address2: null, city: 'London', postalCode: 'N1 1AA' },
  ...{ countryCode: 'GB', stateCode: null, stateName: null, addressStatus: 0, confirmed: false, uploadedDocuments: [] },
  ...{ isDocumentOutOfDate: false, isCardDocumentRequired: false, isDocumentRequired: false },
};

async function open(check: THandler) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:addressInquiry': () => ok({ addresses: [home] }),
    'method:profileInquiry': () => ok({ phones: { phone: [] }, taxId: null, residenceCountryCode: 'GB' }),
    'method:addressReplacementCompatibilityCheck': check,
    'method:addressCreate': () => ok({ addressId: 32 }),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/profile-update' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  await screen.findByTestId('address-form');
  for (const [f, v] of Object.entries({
    address1: '5 Strada Mare',
    city: 'Cluj',
    postalCode: '400001',
    countryCode: 'ro',
  }))
    fireEvent.change(screen.getByTestId(`address-${f}`), { target: { value: v } });
  return api;
}

const created = (api: Awaited<ReturnType<typeof open>>) => api.calls.filter((c) => c.key === 'method:addressCreate');

describe('a new address of a type the customer has (address replacement compatibility check)', () => {
  it('names the cards it would cancel and those shipping to the old address, and saves on the second press', async () => {
    const api = await open(() => ok({ cardsToCancel: [12], cardsShippedToOldAddress: [14, 15] }));
    fireEvent.click(screen.getByTestId('address-save'));
    const shipped = await screen.findByTestId('address-replacement-shipped');
    expect(shipped.dataset['cards']).toBe('14,15');
    expect(screen.getByTestId('address-replacement-cancel').textContent).toContain('card 12');
    expect(api.calls.find((c) => c.key === 'method:addressReplacementCompatibilityCheck')!.body).toEqual({
      countryCode: 'RO',
      oldAddressId: 31,
    });
    expect(created(api)).toEqual([]);
    expect(screen.getByTestId('address-save').textContent).toBe('Save anyway');
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(created(api)).toHaveLength(1));
  });

  it('saves at once when no card is touched', async () => {
    const api = await open(() => ok({ cardsToCancel: [], cardsShippedToOldAddress: [] }));
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(created(api)).toHaveLength(1));
    expect(screen.queryByTestId('address-replacement')).toBeNull();
  });
});
