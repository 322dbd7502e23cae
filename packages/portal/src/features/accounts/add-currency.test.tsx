import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

describe('add a currency on home', () => {
  it('offers only currencies not held, keeps one key across a retry, and refreshes the accounts', async () => {
    const keys: string[] = [];
    let held = [account(1, 'USD', '100.00')];
    let tries = 0;
    const { fetch, calls } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
      'method:balanceInquiry': () => ok({ accounts: held }),
      'method:currencyAccountAdd': (b, h) => {
        keys.push(h['idempotency-key']!);
        if (++tries === 1) return { status: 500, json: {} };
        held = [...held, account(7, b.currencyCode, '0.00')];
        return ok({ accountId: 7 });
      },
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    const select = (await screen.findByTestId('add-currency-code')) as HTMLSelectElement;
    const options = [...select.options].map((o) => o.value);
    expect(options).not.toContain('USD');
    expect(options).toContain('GBP');
    fireEvent.change(select, { target: { value: 'GBP' } });
    const submit = screen.getByTestId('add-currency-submit');
    submit.focus();
    fireEvent.click(submit);
    expect((await screen.findByTestId('response-popup')).dataset.kind).toBe('error');
    // A modal dialog: focus is on its button while it is open, and back on the control after.
    expect(document.activeElement).toBe(screen.getByTestId('response-popup-close'));
    fireEvent.click(screen.getByTestId('response-popup-close'));
    expect(document.activeElement).toBe(submit);
    fireEvent.click(screen.getByTestId('add-currency-submit'));
    await waitFor(() => expect(screen.getByTestId('response-popup').dataset.kind).toBe('success'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(calls.filter((c) => c.key === 'method:currencyAccountAdd').map((c) => c.body)).toEqual([
      { currencyCode: 'GBP' },
      { currencyCode: 'GBP' },
    ]);
    await waitFor(() =>
      expect(
        [...(screen.getByTestId('add-currency-code') as HTMLSelectElement).options].map((o) => o.value),
      ).not.toContain('GBP'),
    );
  });
});
