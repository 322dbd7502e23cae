import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAccess, BACKOFFICE_REST_CALLS, type Call } from '@openportal/contract';
import type { TApiResult, TCallOptions } from '@openportal/contract-client';
import { createSession } from '../api/session.ts';
import { BackofficeApp } from './app.tsx';
import { createBackofficeI18n } from '../i18n/index.ts';
import { feeBody } from '../features/money/fees.tsx';

afterEach(cleanup);

const now = '2026-01-01T00:00:00.000Z';
/** What a handler sees of a call: its input (query or body), path parameters, a bearer of its own. */
type TCallInput = { input?: Record<string, unknown>; params?: Record<string, unknown>; bearer?: string };
type Handler = (args: TCallInput) => TApiResult<unknown>;
const ok = (data: unknown): TApiResult<unknown> => ({ ok: true, data: { responseCode: '00', ...(data as object) } });
/** The access answer of an operator whose roles allow every call (a test names a narrower one). */
const everyCall = () => ok({ data: { roles: ['superadmin'], calls: Object.keys(BACKOFFICE_REST_CALLS) } });
const ACCESS_KEY = `${adminAccess.verb} ${adminAccess.path}`;
const refused: TApiResult<unknown> = {
  ok: false,
  error: { httpStatus: 403, responseCode: '13', responseDescription: 'Access denied', validationErrors: [] },
};

function fakeApi(handlers: Record<string, Handler>) {
  const calls: Array<{ key: string; args: TCallInput }> = [];
  const api = {
    call: vi.fn(async (call: Call, input: unknown, opts: TCallOptions = {}) => {
      const args = { input, params: opts.params, bearer: opts.bearer } as TCallInput;
      const key = call.transport === 'rest' ? `${call.verb} ${call.path}` : call.method;
      calls.push({ key, args });
      const h = handlers[key] ?? (key === ACCESS_KEY ? everyCall : undefined);
      return (h ? h(args) : ok({})) as never;
    }),
  };
  return { api, calls };
}

function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

function renderApp(handlers: Record<string, Handler>, path = '/', token: string | null = null) {
  const session = createSession(memoryStorage());
  if (token) session.set(token);
  const { api, calls } = fakeApi(handlers);
  render(
    <MemoryRouter initialEntries={[path]}>
      <BackofficeApp services={{ api, session }} i18n={createBackofficeI18n('en')} />
    </MemoryRouter>,
  );
  return { session, calls };
}

const me = () => ok({ data: { id: 1, username: 'admin', name: 'Demo Admin', enabled: true, createdAt: now } });

describe('sign-in', () => {
  it('asks the password, then the TOTP code with the ticket, then shows the shell', async () => {
    const { session, calls } = renderApp({
      'POST /admin/auth/login': () => ok({ data: { token: 'admt_1', expiresAt: now, createdAt: now } }),
      'GET /admin/auth/login': (a) =>
        a.input?.code === '123456'
          ? ok({ data: { token: 'adm_1', expiresAt: now, createdAt: now } })
          : {
              ok: false,
              error: {
                httpStatus: 401,
                responseCode: 'AU',
                responseDescription: 'Invalid one-time code',
                validationErrors: [],
              },
            },
      'GET /admin/auth/me': me,
      'GET /admin/customers': () => ok({ data: [] }),
    });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('Code from your authenticator app');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid one-time code')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as Demo Admin')).toBeTruthy();
    expect(session.token()).toBe('adm_1');
    expect(calls.find((c) => c.key === 'GET /admin/auth/login')?.args.bearer).toBe('admt_1');
  });
});

describe('screens', () => {
  it('shows a refusal when the role may not use the FX editor', async () => {
    renderApp(
      { 'GET /admin/auth/me': me, 'GET /admin/fx-rates': () => refused, 'GET /admin/changes': () => refused },
      '/fx-rates',
      'adm_1',
    );
    // The screen is lazy: both refusals (rates, changes) arrive once its chunk and both calls are in.
    await waitFor(() => expect(screen.getAllByText('Your role does not allow this screen.')).toHaveLength(2));
  });

  it('sets a rate from the FX editor and refreshes the list', async () => {
    let rate = '0.9210';
    const { calls } = renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/fx-rates': () =>
          ok({
            data: [
              {
                sellCurrency: 'USD',
                buyCurrency: 'EUR',
                rate,
                spreadBps: 50,
                effectiveRate: '0.916395',
                updatedAt: now,
              },
            ],
          }),
        'GET /admin/changes': () => ok({ data: [] }),
        'PUT /admin/fx-rates': (a) => {
          rate = String(a.input?.rate);
          return ok({
            data: {
              sellCurrency: 'USD',
              buyCurrency: 'EUR',
              rate,
              spreadBps: 50,
              effectiveRate: '0.9',
              updatedAt: now,
            },
            pendingChange: null,
          });
        },
      },
      '/fx-rates',
      'adm_1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit USD/EUR' }));
    fireEvent.change(screen.getByLabelText('Mid rate'), { target: { value: '0.95' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((c) => c.key === 'PUT /admin/fx-rates')?.args.input).toEqual({
      sellCurrency: 'USD',
      buyCurrency: 'EUR',
      rate: '0.95',
      spreadBps: 50,
    });
    await waitFor(() => expect(screen.getByRole('cell', { name: '0.95' })).toBeTruthy());
  });

  it('searches customers and opens one read-only', async () => {
    const row = {
      customerId: 'c-1',
      brand: 'paywave',
      kind: 0,
      name: 'Alex Demo',
      email: 'a@x.example',
      createdAt: now,
    };
    renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/customers': (a) => ok({ data: a.input?.q === 'alex' ? [row] : [] }),
        'GET /admin/customers/{customerId}': () =>
          ok({
            data: {
              profile: { ...row, firstName: 'Alex', lastName: 'Demo', businessName: null, countryCode: 'GB' },
              users: [],
              accounts: [
                {
                  accountId: 7,
                  currencyCode: 'USD',
                  type: 1,
                  status: 'active',
                  balance: '12.00',
                  pendingAmount: '0.00',
                },
              ],
              history: [],
              logins: [],
              sessions: [],
            },
          }),
      },
      '/customers',
      'adm_1',
    );
    fireEvent.change(await screen.findByLabelText('Name, e-mail or account number'), { target: { value: 'alex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Alex Demo' }));
    expect(await screen.findByText('Read-only view: nothing here changes the customer.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '12.00' })).toBeTruthy();
  });
});

describe('four eyes', () => {
  const usdEur = {
    sellCurrency: 'USD',
    buyCurrency: 'EUR',
    rate: '0.9210',
    spreadBps: 50,
    effectiveRate: '0.916395',
    updatedAt: now,
  };
  const change = (changeId: number, proposedByYou: boolean) => ({
    changeId,
    kind: 'fxRate',
    target: 'USD/EUR',
    values: { sellCurrency: 'USD', buyCurrency: 'EUR', rate: '1.2', spreadBps: 50 },
    before: { rate: '0.9210', spreadBps: 50 },
    status: 'pending',
    proposedBy: proposedByYou ? 'admin' : 'alice',
    proposedAt: now,
    proposedByYou,
    decidedBy: null,
    decidedAt: null,
  });

  it('says a move beyond the band waits for approval, and lets another operator approve one', async () => {
    const { calls } = renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/fx-rates': () => ok({ data: [usdEur] }),
        'GET /admin/changes': () => ok({ data: [change(8, true), change(7, false)] }),
        'PUT /admin/fx-rates': () => ok({ data: usdEur, pendingChange: change(8, true) }),
        'POST /admin/changes/{changeId}/approve': () => ok({ data: { ...change(7, false), status: 'approved' } }),
      },
      '/fx-rates',
      'adm_1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit USD/EUR' }));
    fireEvent.change(screen.getByLabelText('Mid rate'), { target: { value: '1.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Held for approval: another operator must approve this change.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.key === 'GET /admin/changes')).toHaveLength(2));
    expect(calls.find((c) => c.key === 'GET /admin/changes')?.args.input).toEqual({
      status: 'pending',
      kind: 'fxRate',
    });
    expect(screen.getAllByRole('cell', { name: 'rate: 0.9210 → 1.2' })).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Yours: another operator decides' })).toBeTruthy();
    const approve = screen.getAllByRole('button', { name: 'Approve USD/EUR' });
    expect(approve).toHaveLength(1);
    fireEvent.click(approve[0]!);
    expect(await screen.findByText('Approved and applied.')).toBeTruthy();
    expect(calls.find((c) => c.key === 'POST /admin/changes/{changeId}/approve')?.args.params).toEqual({ changeId: 7 });
  });

  it('shows a refused decision in the operator’s language, naming the field', async () => {
    renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/fees': () => ok({ data: [] }),
        'GET /admin/changes': () => ok({ data: [{ ...change(7, false), kind: 'feeRule' }] }),
        'POST /admin/changes/{changeId}/reject': () => ({
          ok: false,
          error: {
            httpStatus: 400,
            responseCode: 'VF',
            responseDescription: 'Validation failed',
            validationErrors: [{ field: 'changeId', message: 'This change was already approved or rejected' }],
          },
        }),
      },
      '/fees',
      'adm_1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reject USD/EUR' }));
    expect(await screen.findByText('changeId: This change was already approved or rejected')).toBeTruthy();
  });
});

describe('what the roles allow', () => {
  it('shows only the sections and forms the operator’s roles allow', async () => {
    renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/access': () =>
          ok({ data: { roles: ['viewer'], calls: ['adminAccess', 'adminCustomerSearch', 'adminFxRateList'] } }),
        'GET /admin/fx-rates': () =>
          ok({
            data: [
              { sellCurrency: 'USD', buyCurrency: 'EUR', rate: '1', spreadBps: 0, effectiveRate: '1', updatedAt: now },
            ],
          }),
      },
      '/fx-rates',
      'adm_1',
    );
    expect(await screen.findByRole('cell', { name: 'USD' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Fees and limits' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Exchange rates' })).toBeTruthy();
    expect(screen.queryByLabelText('Mid rate')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit USD/EUR' })).toBeNull();
  });

  it('shows no section while the access answer is still on its way (fails closed)', async () => {
    renderApp(
      { 'GET /admin/auth/me': me, 'GET /admin/access': () => new Promise<never>(() => {}) as never },
      '/',
      'adm_1',
    );
    expect(await screen.findByText('Signed in as Demo Admin')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('analytics', () => {
  it('lists the daily counts and asks again with the range and brand given', async () => {
    const { calls } = renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/analytics/daily': (a) =>
          ok({
            data: [
              { day: '2026-01-02', brand: String(a.input?.brand ?? 'paywave'), event: 'Login Click', count: 1234 },
            ],
          }),
      },
      '/analytics',
      'adm_1',
    );
    expect(await screen.findByRole('cell', { name: 'Login Click' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: (1234).toLocaleString() })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Brand (empty: all)'), { target: { value: 'coinpurse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('cell', { name: 'coinpurse' })).toBeTruthy();
    expect(calls.filter((c) => c.key === 'GET /admin/analytics/daily').at(-1)?.args.input).toEqual({
      brand: 'coinpurse',
    });
  });
});

describe('the fee form', () => {
  it('sends numbers as numbers and an empty cap or limit as null', () => {
    expect(
      feeBody({
        brand: 'paywave',
        transferKind: 'sepa',
        currencyCode: 'EUR',
        kycLevel: '2',
        feeFixed: '0.50',
        feePercentBps: '25',
        feeMin: '0',
        feeMax: ' ',
        limitSingle: '100',
        limitDaily: '',
        limitMonthly: '',
        customerKind: 'business',
        customerId: '',
        effectiveFrom: '',
      }),
    ).toMatchObject({
      kycLevel: 2,
      feePercentBps: 25,
      feeMax: null,
      limitSingle: '100',
      limitDaily: null,
      customerKind: 'business',
      customerId: null,
      effectiveFrom: null,
    });
  });
});

describe('account recovery review', () => {
  it('lists the submitted facts beside the account, approves one and rejects one with a reason', async () => {
    const row = (taskId: string, account: boolean) => ({
      taskId,
      brand: 'paywave',
      createdAt: now,
      email: `${taskId}@paywave.example`,
      recoveryEmail: 'other@mailbox.example',
      firstName: 'Alex',
      lastName: 'Demo',
      dob: '1990-04-01',
      ip: '203.0.113.9',
      account: account ? { userId: 'u1', firstName: 'Alex', lastName: 'Demo', phone: null, namesMatch: true } : null,
      relatedRequests: 2,
    });
    const { calls } = renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/recovery-tasks': () => ok({ data: [row('t1', true), row('t2', false)] }),
        'POST /admin/recovery-tasks/{taskId}': (a) =>
          ok({ data: { taskId: a.params?.taskId, status: a.input?.decision === 'approve' ? 'approved' : 'rejected' } }),
      },
      '/recovery',
      'adm_1',
    );
    expect(await screen.findByText(/Names match the account/)).toBeTruthy();
    expect(screen.getByText('No active account with this e-mail: reject')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve t2@paywave.example' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Approve t1@paywave.example' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /admin/recovery-tasks/{taskId}')).toBe(true));
    fireEvent.change(screen.getAllByLabelText('Reason the requester sees')[1]!, { target: { value: 'Unknown' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject t2@paywave.example' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'POST /admin/recovery-tasks/{taskId}').map((c) => c.args)).toEqual([
        { params: { taskId: 't1' }, input: { decision: 'approve' } },
        { params: { taskId: 't2' }, input: { decision: 'reject', reason: 'Unknown' } },
      ]),
    );
  });
});

describe('the lists', () => {
  const auditRow = (id: number) => ({
    id,
    at: now,
    adminId: 1,
    adminUsername: 'admin',
    action: id % 2 ? 'fxRate.update' : 'fee.upsert',
    target: `row-${id}`,
    before: null,
    after: { n: id },
  });

  it('pages the audit log on the server and filters it by the contract’s action', async () => {
    const { calls } = renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/audit-log': (a) => {
          const page = Number(a.input?.page);
          const rows = Array.from({ length: page === 1 ? 25 : 5 }, (_, i) => auditRow((page - 1) * 25 + i + 1));
          return ok({ data: a.input?.action ? rows.slice(0, 1) : rows, meta: { total: a.input?.action ? 1 : 30 } });
        },
      },
      '/audit-log',
      'adm_1',
    );
    const log = await screen.findByRole('table', { name: 'Audit log' });
    expect(log.querySelectorAll('tbody tr')).toHaveLength(25);
    expect(screen.getByTestId('audit-pager-page').textContent).toBe('Page 1 of 2');
    fireEvent.click(screen.getByTestId('audit-pager-next'));
    await screen.findByRole('cell', { name: 'row-30' });
    expect(calls.at(-1)!.args.input).toEqual({ page: '2', pageSize: '25' });
    fireEvent.change(screen.getByLabelText('Action (exact, e.g. fxRate.update)'), {
      target: { value: ' fxRate.update ' },
    });
    fireEvent.click(screen.getByTestId('audit-filter-apply'));
    await waitFor(() => expect(screen.queryByTestId('audit-pager-page')).toBeNull());
    expect(calls.at(-1)!.args.input).toEqual({ page: '1', pageSize: '25', action: 'fxRate.update' });
  });

  it('right-aligns amounts and filters and sorts rows in memory (fees)', async () => {
    const rule = (currencyCode: string, feeFixed: string) => ({
      brand: 'paywave',
      transferKind: 'sepa',
      currencyCode,
      kycLevel: 1,
      feeFixed,
      feePercentBps: 0,
      feeMin: '0',
      feeMax: null,
      limitSingle: null,
      limitDaily: null,
      limitMonthly: null,
      updatedAt: now,
    });
    renderApp(
      {
        'GET /admin/auth/me': me,
        'GET /admin/fees': () => ok({ data: [rule('EUR', '10.00'), rule('USD', '2.50'), rule('GBP', '100')] }),
        'GET /admin/changes': () => ok({ data: [] }),
      },
      '/fees',
      'adm_1',
    );
    const fees = await screen.findByRole('table', { name: 'Fees and limits' });
    expect(screen.getByRole('cell', { name: '2.50' }).className).toContain('op-num');
    const fixed = () => [...fees.querySelectorAll('tbody tr')].map((r) => r.children[4]!.textContent);
    fireEvent.click(screen.getByTestId('sort-feeFixed'));
    expect(fixed()).toEqual(['2.50', '10.00', '100']);
    fireEvent.change(screen.getByTestId('fees-filter-currency'), { target: { value: 'eur' } });
    expect(fixed()).toEqual(['10.00']);
  });
});
