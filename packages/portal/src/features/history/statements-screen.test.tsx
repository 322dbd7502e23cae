import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const statement = (accountId: number, month: string, status: string) => ({
  exportId: `s-${accountId}-${month}`,
  status,
  dateFrom: `${month}-01`,
  dateTo: `${month}-28`,
  accountId,
  url: status === 'ready' ? '/files/f1' : null,
  format: 'pdf',
  rowsDone: 0,
  rowsTotal: null,
});

describe('monthly statements', () => {
  it('lists the statements by month and account, filtered by account', async () => {
    const asked: unknown[] = [];
    const all = [statement(1, '2026-10', 'ready'), statement(2, '2026-10', 'processing')];
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '10.00'), account(2, 'EUR', '5.00')] }),
      'method:historyExportList': (b) => {
        asked.push(b);
        const rows = b.accountId ? all.filter((s) => s.accountId === b.accountId) : all;
        return ok({ exports: rows, total: rows.length });
      },
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/statements' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(2), { timeout: 5000 });
    expect(screen.getAllByTestId('statement-row').map((r) => r.textContent)).toEqual([
      '2026-10 · account 1Download PDF',
      '2026-10 · account 2Being prepared…',
    ]);
    fireEvent.change(screen.getByTestId('statements-account'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(1));
    expect(asked.at(-1)).toEqual({ pageNumber: 1, accountId: 2 });
  });
});
