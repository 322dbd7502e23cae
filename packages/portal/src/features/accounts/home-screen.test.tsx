import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

describe('home when the API fails', () => {
  it('says the accounts could not be loaded, not that there are none, and shows them after a retry', async () => {
    let up = false;
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () => (up ? ok({ accounts: [account(1, 'USD', '10.00')] }) : { status: 503, json: {} }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    const failed = await screen.findByTestId('accounts-error');
    expect(failed.textContent).toContain('Server is not available');
    expect(screen.queryByTestId('accounts-empty')).toBeNull();
    up = true;
    fireEvent.click(screen.getByTestId('accounts-error-retry'));
    await screen.findByTestId('account-row');
    expect(screen.queryByTestId('accounts-error')).toBeNull();
  });
});
