import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { THistoryRow } from '@openportal/contract';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

/** One leg of a transfer: both legs of a transfer between own accounts share the transaction id. */
function leg(transactionId: string, accountId: number, amount: string, counterpartyAccountId: number): THistoryRow {
  return {
    transactionId,
    date: '2026-11-20T10:00:00.000Z',
    transactionType: 'betweenAccounts',
    status: 'completed',
    description: `Transfer between own accounts`,
    accountId,
    currencyCode: 'USD',
    amount,
    direction: amount.startsWith('-') ? 'out' : 'in',
    counterpartyAccountId,
  };
}

describe('history', () => {
  it('shows each leg of a transfer between own accounts once, with its account, and only the rows of the filter', async () => {
    const both = [leg('t1', 1, '-5.00', 2), leg('t1', 2, '5.00', 1), leg('t2', 1, '-7.00', 2), leg('t2', 2, '7.00', 1)];
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '10.00'), account(2, 'USD', '20.00')] }),
      'method:historyGet': (b) => {
        const rows = b.accountId ? both.filter((r) => r.accountId === Number(b.accountId)) : both;
        return ok({ history: rows, total: rows.length, pageSize: 20 });
      },
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/history' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(4));
    expect(screen.getAllByTestId('history-description').map((e) => e.textContent)).toEqual([
      'To account 2',
      'From account 1',
      'To account 2',
      'From account 1',
    ]);
    fireEvent.change(screen.getByTestId('history-filter-accountId'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    await waitFor(() => expect(screen.getByTestId('history-total').textContent).toBe('2 transactions'));
    const rows = screen.getAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.dataset.accountId)).toEqual(['2', '2']);
    expect(screen.getAllByTestId('history-account')[0]!.textContent).toBe('2 · USD');
  });

  it('keeps the filter behind a "Filters" button (phones; CSS shows both on wider screens) that counts what is applied', async () => {
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '10.00')] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/history' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    const toggle = await screen.findByTestId('history-filter-toggle');
    const form = screen.getByTestId('history-filter');
    expect(toggle.textContent).toBe('Filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(form.classList.contains('is-open')).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form.classList.contains('is-open')).toBe(true);
    fireEvent.change(screen.getByTestId('history-filter-keyword'), { target: { value: 'rent' } });
    fireEvent.change(screen.getByTestId('history-filter-status'), { target: { value: 'completed' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    // applying closes the fields and the button says how many filters are on
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(toggle.textContent).toBe('Filters (2)');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByTestId('history-reset'));
    await waitFor(() => expect(toggle.textContent).toBe('Filters'));
  });
});
