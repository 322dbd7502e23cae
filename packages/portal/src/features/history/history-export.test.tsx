import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ACCESS_INFO, account, fakeFetch, jwt, ok } from '../../test/fake-api.ts';
import { brand } from '../../test/brand.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(cleanup);

const exportOf = (status: string, rowsDone: number) => ({
  exportId: 'e1',
  status,
  dateFrom: '2000-01-01',
  dateTo: null,
  accountId: 1,
  url: status === 'ready' ? '/files/f1' : null,
  format: 'pdf',
  rowsDone,
  rowsTotal: 4,
});

describe('history export', () => {
  it('exports the applied filter, shows the progress, then sends the file to an e-mail address', async () => {
    const bodies: Record<string, unknown[]> = { start: [], send: [] };
    let polls = 0;
    const { fetch } = fakeFetch({
      'method:userAccessInfoGet': () => ok(ACCESS_INFO),
      'method:balanceInquiry': () => ok({ accounts: [account(1, 'USD', '10.00')] }),
      'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
      'method:historyExportStart': (b) => (bodies.start!.push(b), ok({ exportId: 'e1' })),
      'method:historyExportStatus': () =>
        ok({ export: ++polls === 1 ? exportOf('processing', 2) : exportOf('ready', 4) }),
      'method:historyExportSend': (b) => (bodies.send!.push(b), ok({})),
    });
    const { services } = renderApp({ manifest: brand(), fetch, path: '/history' });
    await services.session.signIn(jwt(Math.floor(Date.now() / 1000) + 600));
    fireEvent.change(await screen.findByTestId('history-filter-keyword'), { target: { value: 'rent' } });
    fireEvent.click(screen.getByTestId('history-apply'));
    fireEvent.change(screen.getByTestId('history-export-format'), { target: { value: 'pdf' } });
    fireEvent.click(screen.getByTestId('history-export-start'));
    await waitFor(() => expect(screen.getByTestId('history-export-progress').textContent).toContain('2 of 4 rows'), {
      timeout: 5000,
    });
    expect(bodies.start).toEqual([{ keyword: 'rent', format: 'pdf' }]);
    const email = await screen.findByTestId('history-export-email', {}, { timeout: 5000 });
    fireEvent.change(email, { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('history-export-send'));
    await waitFor(() => expect(screen.getByTestId('history-export-sent').textContent).toBe('Sent to me@example.com.'));
    expect(bodies.send).toEqual([{ exportId: 'e1', email: 'me@example.com' }]);
  });
});
