import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TInvoice } from '@openportal/contract';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const invoice = (id: number, status: TInvoice['status'] = 'unpaid'): TInvoice => ({
  id,
  payeeName: 'Acme Ltd',
  payerName: 'Pat Doe',
  payeeEmail: 'acme@example.com',
  payerEmail: 'pat@example.com',
  payeeAccountId: 9,
  payerAccountId: null,
  amount: '25.00',
  total: '25.00',
  feePayment: '0.00',
  currencyCode: 'USD',
  status,
  statusId: status === 'unpaid' ? 1 : 2,
  dueDate: null,
  sentDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-20T10:00:00.000Z',
  noteBody: 'November',
  isFunding: false,
  isSystem: false,
  urlPdf: null,
});

async function open(routes: Parameters<typeof fakeFetch>[0]) {
  const api = fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '100.00'), account(2, 'EUR', '50.00')] }),
    ...routes,
  });
  const { services } = renderApp({ manifest: brand(), fetch: api.fetch, path: '/transfer/invoices' });
  await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
  return api;
}

describe('transfer/invoices', () => {
  it('lists received invoices, pays one from an account in its currency, and sends the filter', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    let paid = false;
    await open({
      'method:invoiceReceivedList': (b) => {
        bodies.push(b);
        return ok({ invoices: [invoice(7, paid ? 'paid' : 'unpaid')], total: 1 });
      },
      'method:invoicePay': (b) => {
        expect(b).toEqual({ invoiceId: 7, accountId: 1 });
        paid = true;
        return ok({ transactionId: 't1', fee: '0.00' });
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ pageNumber: 1, pageSize: 20 });
    fireEvent.click(screen.getByTestId('invoice-pay'));
    const select = (await screen.findByTestId('invoice-pay-account')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['1']);
    fireEvent.click(screen.getByTestId('invoice-pay-send'));
    await waitFor(() => expect(screen.getByTestId('invoice-row').dataset.status).toBe('paid'));
    expect(screen.queryByTestId('invoice-pay')).toBeNull();
    fireEvent.change(screen.getByTestId('invoice-filter-status'), { target: { value: '2' } });
    fireEvent.change(screen.getByTestId('invoice-filter-email'), { target: { value: 'acme@example.com' } });
    fireEvent.click(screen.getByTestId('invoice-filter-apply'));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ status: 2, payeeEmail: 'acme@example.com', pageNumber: 1 }),
    );
  });

  it('creates an invoice and shows the server’s refusal on the e-mail field', async () => {
    await open({
      'method:invoiceReceivedList': () => ok({ invoices: [], total: 0 }),
      'method:invoiceSentList': () => ok({ invoices: [], total: 0 }),
      'method:invoiceCreate': () => ({
        status: 400,
        json: {
          responseCode: 'VF',
          responseDescription: 'Validation failed',
          validationErrors: [{ field: 'toEmail', message: 'No customer of this brand uses this e-mail' }],
        },
      }),
    });
    await screen.findByTestId('invoices-empty', undefined);
    fireEvent.click(screen.getByTestId('invoices-tab-sent'));
    fireEvent.click(screen.getByTestId('invoice-create-open'));
    fireEvent.change(await screen.findByTestId('invoice-to'), { target: { value: 'nobody@example.com' } });
    fireEvent.change(screen.getByTestId('invoice-amount'), { target: { value: '12.50' } });
    // The currencies are the customer's accounts' (loaded with the screen).
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'USD' }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByTestId('invoice-currency'), { target: { value: 'USD' } });
    fireEvent.click(screen.getByTestId('invoice-create-send'));
    await waitFor(() =>
      expect(screen.getByTestId('invoice-create').textContent).toContain('No customer of this brand uses this e-mail'),
    );
  });

  it('reads the invoice again for its info popup and shows its state now, not the list’s', async () => {
    const asked: Array<Record<string, unknown>> = [];
    await open({
      'method:invoiceReceivedList': () => ok({ invoices: [invoice(7, 'unpaid')], total: 1 }),
      'method:invoiceGet': (b) => {
        asked.push(b);
        return ok({ invoice: invoice(7, 'paid') });
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('invoice-info'));
    await waitFor(() => expect(screen.getByTestId('invoice-info-status').textContent).toBe('Paid'));
    expect(asked).toEqual([{ invoiceId: 7 }]);
    expect(screen.getByTestId('invoice-info-note').textContent).toBe('November');
  });
});
