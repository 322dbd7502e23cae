import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THistoryRow, TTransactionDetail } from '@openportal/contract';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = (transactionId: string, transactionType: THistoryRow['transactionType']): THistoryRow => ({
  transactionId,
  date: '2026-11-20T10:00:00.000Z',
  transactionType,
  status: 'completed',
  description: 'Transfer',
  accountId: 1,
  currencyCode: 'USD',
  amount: '-42.50',
  direction: 'out',
  counterpartyAccountId: 2,
});

const own = (accountId: number, name: string | null) =>
  ({ kind: 'own', name, accountId, email: null, currencyCode: 'USD', amount: '12.00' }) as const;
const base = {
  status: 'completed',
  createdAt: '2026-11-20T10:00:00.000Z',
  postedAt: '2026-11-20T10:00:00.000Z',
  description: 'Transfer',
  rate: null,
  note: null,
} as const;
const DETAILS: Record<string, TTransactionDetail> = {
  p2p: {
    ...base,
    transactionId: 'p2p',
    type: 'p2p',
    direction: 'out',
    from: { ...own(1, null), amount: '42.50' },
    to: {
      kind: 'customer',
      name: 'Jane D.',
      accountId: null,
      email: 'jane@x.test',
      currencyCode: 'USD',
      amount: '42.50',
    },
    fee: { amount: '0.50', currencyCode: 'USD' },
    reference: 'INV-77',
    initiatedBy: { name: 'Me Here', email: 'me@x.test' },
    approval: { mode: 'sms', status: 'approved', decidedBy: { name: 'Me Here', email: 'me@x.test' }, decidedAt: null },
  },
  own: {
    ...base,
    transactionId: 'own',
    type: 'betweenAccounts',
    direction: 'between',
    from: own(1, 'Savings'),
    to: own(2, null),
    fee: { amount: '0.00', currencyCode: 'USD' },
    reference: null,
    initiatedBy: null,
    approval: null,
  },
};

function start() {
  const { fetch, calls } = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '10.00'), account(2, 'USD', '20.00')] }),
    'method:historyGet': () =>
      ok({ history: [row('p2p', 'p2p'), row('own', 'betweenAccounts')], total: 2, pageSize: 20 }),
    '/transactions/p2p': () => ok({ transaction: DETAILS.p2p }),
    '/transactions/own': () => ok({ transaction: DETAILS.own }),
    '/transactions/p2p/receipt': () => ({ json: '%PDF-1.3', headers: { 'content-type': 'application/pdf' } }),
  });
  const app = renderApp({ manifest: brand(), fetch, path: '/history' });
  return { ...app, calls };
}

describe('transaction detail', () => {
  it('a p2p row opens its detail: counterparty by name and e-mail, fee, status, who initiated and approved', async () => {
    const { services } = start();
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await waitFor(() => expect(screen.getAllByTestId('history-open')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('history-open')[0]!);
    const dialog = await screen.findByTestId('transaction-detail');
    await waitFor(() => expect(within(dialog).getByTestId('detail-to').textContent).toBe('Jane D. · jane@x.test'));
    const text = (k: string) => within(dialog).getByTestId(`detail-${k}`).textContent;
    expect(text('from')).toBe('Account · USD · 1');
    expect(text('fee')).toBe('$0.50');
    expect(text('amount')).toBe('$42.50');
    expect(text('status')).toBe('Completed');
    expect(text('reference')).toBe('INV-77');
    expect(text('initiatedBy')).toBe('Me Here (me@x.test)');
    expect(text('approval')).toBe('Approved · Me Here (me@x.test)');
    expect(within(dialog).queryByTestId('detail-received')).toBeNull();
    expect(within(dialog).queryByTestId('detail-between')).toBeNull();
  });

  it('an own transfer reads "Between your accounts" with both accounts; the receipt downloads as a PDF', async () => {
    const { services, calls } = start();
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await waitFor(() => expect(screen.getAllByTestId('history-open')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('history-open')[1]!);
    const dialog = await screen.findByTestId('transaction-detail');
    await waitFor(() => expect(within(dialog).getByTestId('detail-between').textContent).toBe('Between your accounts'));
    expect(within(dialog).getByTestId('detail-from').textContent).toBe('Savings · USD · 1');
    expect(within(dialog).getByTestId('detail-to').textContent).toBe('Account · USD · 2');
    expect(within(dialog).getByTestId('detail-fee').textContent).toBe('$0.00');
    expect(within(dialog).queryByTestId('detail-initiatedBy')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('transaction-detail')).toBeNull());

    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(screen.getAllByTestId('history-open')[0]!);
    fireEvent.click(await screen.findByTestId('transaction-receipt'));
    await waitFor(() => expect(saved).toEqual(['receipt-p2p.pdf']));
    expect(calls.map((c) => c.key)).toContain('/transactions/p2p/receipt');
  });
});
