import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeFetch } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

describe('/scp-mobile (spec 1 §2)', () => {
  it('hands the code to the brand’s app through its deeplink, with the store links', async () => {
    const manifest = brand();
    renderApp({ manifest, fetch: fakeFetch({}).fetch, path: '/scp-mobile?code=ab2cd3ef', signedOut: true });
    const open = await screen.findByTestId('scp-mobile-open');
    expect(open.getAttribute('href')).toBe(`${manifest.appDeeplinkScheme}://scp?code=AB2CD3EF`);
    expect(screen.getByTestId('scp-mobile-ios').getAttribute('href')).toBe(manifest.storeLinks.ios);
    expect(screen.getByTestId('scp-mobile-android').getAttribute('href')).toBe(manifest.storeLinks.android);
  });

  it('puts no odd code in a link and says where to get one', async () => {
    renderApp({ manifest: brand(), fetch: fakeFetch({}).fetch, path: '/scp-mobile?code=x%22%3E', signedOut: true });
    await screen.findByTestId('scp-mobile-no-code');
    expect(screen.queryByTestId('scp-mobile-open')).toBeNull();
  });
});
