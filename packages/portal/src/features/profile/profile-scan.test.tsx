import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCESS_INFO, customerInfo, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fakeApp } from '../../test/fake-shell.ts';

afterEach(cleanup);

const PDF = btoa('%PDF-1.4\n%scan\n');

async function open(kinds: Array<'documentScanning' | 'downloads'>) {
  const app = fakeApp((m) => {
    if (m.type === 'ready') return { type: 'init', platform: 'android', appVersion: '1', kinds };
    if (m.type === 'scanDocument')
      return { type: 'scanned', id: m.id, file: { name: 'scan.pdf', mimeType: 'application/pdf', dataBase64: PDF } };
    return undefined;
  });
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:customerInfoGet': () => ok({ customerInfo: customerInfo() }),
    'method:identityGet': () => ok({ documents: [], videoIdentity: null, proofOfResidence: { status: 'notRequired' } }),
    'method:addressInquiry': () => ok({ addresses: [] }),
    'method:emailInquiry': () => ok({ emails: [], usernameChangeRequest: null }),
    'method:profileInquiry': () => ok({ phones: { phone: [] }, taxId: null, residenceCountryCode: 'GB' }),
    'method:documentsInquiry': () => ok({ documents: [] }),
    'method:dictionaryDocumentTypes': () =>
      ok({
        customerDocumentCategories: [
          { id: 1, name: 'Identity proof', customerDocumentTypes: [{ id: 1, name: 'Passport', twoSided: false }] },
        ],
      }),
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/profile', shell: app.bridge });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  fireEvent.click(await screen.findByTestId('document-upload'));
  return { app, dialog: await screen.findByTestId('upload-dialog') };
}

describe('document scanning through the mobile shell (spec 1 §1)', () => {
  it("takes the app's scan as the document's page", async () => {
    const { app, dialog } = await open(['documentScanning']);
    const select = await within(dialog).findByTestId<HTMLSelectElement>('upload-type');
    await waitFor(() => expect(select.options.length).toBe(2));
    fireEvent.change(select, { target: { value: '1' } });
    fireEvent.click(await within(dialog).findByTestId('upload-scan-file'));
    expect((await within(dialog).findByTestId('upload-scanned-file')).textContent).toBe('Scanned: scan.pdf');
    expect(app.sent.find((m) => m.type === 'scanDocument')).toMatchObject({ documentType: '1' });
  });

  it('offers no scan when the app does not scan', async () => {
    const { dialog } = await open(['downloads']);
    await within(dialog).findByTestId('upload-type');
    await new Promise((r) => setTimeout(r, 300));
    expect(within(dialog).queryByTestId('upload-scan-file')).toBeNull();
  });
});
