import { describe, expect, it, vi } from 'vitest';
import {
  balanceInquiry,
  historyGet,
  METHOD_CALLS,
  REST_CALLS,
  transferBetweenAccounts,
  userAccessInfoGet,
  type RestCall,
} from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, memoryStorage, ok } from '../../test/fake-api.ts';
import { createSessionStore } from '../session/session-store.ts';
import { createApiClient } from './client.ts';
import { readApiIndex } from './env.ts';
import { wireRequest } from '@openportal/contract-client';

function setup(handlers: Parameters<typeof fakeFetch>[0], apiIndex: string | null = null) {
  const f = fakeFetch(handlers);
  const store = createSessionStore();
  store.getState().signedIn('tok-1', 'cust-9');
  const onSessionLost = vi.fn();
  const api = createApiClient({
    fetch: f.fetch,
    session: store,
    language: () => 'ua',
    apiIndex: () => apiIndex,
    onSessionLost,
  });
  return { ...f, store, api, onSessionLost };
}

/* Calls the contract does not export by name yet (tests only: the portal's bundles import calls by name). */
const { agreementDownload, personalCertificateOfLossOfNationalityUpload } = METHOD_CALLS;
const { authDeviceApproveMethod } = REST_CALLS;

describe('api client', () => {
  it('derives the URL from the contract, sends the call headers and drops empty values', async () => {
    const { api, calls } = setup(
      { 'method:transferBetweenAccounts': () => ok({ transactionId: 't1', link: null, fee: '0.00', field: null }) },
      '3',
    );
    const r = await api.method(
      transferBetweenAccounts,
      { toAmount: '1.00', currency: 'USD', fromAccount: 1, toAccount: 2, description: '' } as never,
      { idempotencyKey: 'k-1' },
    );
    expect(r.ok).toBe(true);
    expect(calls[0]!.key).toBe('method:transferBetweenAccounts');
    expect(calls[0]!.body).toEqual({ toAmount: '1.00', currency: 'USD', fromAccount: 1, toAccount: 2 });
    expect(calls[0]!.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Client-Version': '2.1.2',
      'Customer-Id': 'cust-9',
      'Accept-Language': 'ua',
      'idempotency-key': 'k-1',
      'x-api-index': '3',
    });
  });
  it('adopts a renewed access token from x-access-token', async () => {
    const { api, store } = setup({
      'method:userAccessInfoGet': () => ({ ...ok(ACCESS_INFO), headers: { 'x-access-token': 'tok-2' } }),
    });
    await api.method(userAccessInfoGet, {});
    expect(store.getState().accessToken).toBe('tok-2');
  });
  it('never refreshes on a 401 itself (the gateway did): the session is lost at once', async () => {
    const { api, calls, onSessionLost } = setup({
      'method:balanceInquiry': () => ({ status: 401, json: { responseCode: 'AU' } }),
      '/auth/refresh': () => ({ json: { accessToken: 'tok-new' } }),
    });
    const r = await api.method(balanceInquiry, {});
    expect(r.ok).toBe(false);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.key)).toEqual(['method:balanceInquiry']);
  });
  it('shares one refresh ahead of expiry between concurrent callers', async () => {
    let n = 0;
    const { api, store } = setup({
      '/auth/refresh': () => {
        n++;
        return { json: { accessToken: 'tok-new' } };
      },
    });
    expect(await Promise.all([api.refresh(), api.refresh()])).toEqual([true, true]);
    expect(n).toBe(1);
    expect(store.getState().accessToken).toBe('tok-new');
  });
  it('keeps the envelope of a failure and parses success by the contract', async () => {
    const { api } = setup({
      'method:historyGet': () => ({
        status: 400,
        json: {
          responseCode: 'VF',
          responseDescription: 'Validation failed',
          validationErrors: [{ field: 'fromDate', message: 'bad' }],
        },
      }),
      'method:balanceInquiry': () => ok({ accounts: [{ accountId: 'not-a-number' }] }),
    });
    const h = await api.method(historyGet, { pageNumber: 1 });
    expect(h).toEqual({
      ok: false,
      error: expect.objectContaining({
        httpStatus: 400,
        responseCode: 'VF',
        validationErrors: [{ field: 'fromDate', message: 'bad' }],
      }),
    });
    const b = await api.method(balanceInquiry, {});
    expect(b).toEqual({ ok: false, error: { httpStatus: 200, responseCode: 'UE' } });
  });
  it('turns numeric-looking strings into numbers before parsing, money stays a string', async () => {
    const { api } = setup({
      'method:balanceInquiry': () =>
        ok({
          accounts: [
            {
              accountId: '11',
              type: '1001',
              subType: null,
              accountStatusId: '2',
              currencyCode: 'USD',
              balance: '10.50',
              pendingAmount: '0.00',
              accountBalanceMin: '0.00',
              cardIsVirtual: null,
              cardReissuedStatusId: null,
              cardExpiryMonth: null,
              cardExpiryYear: null,
              customerId: '42',
              settlementAccountId: null,
            },
          ],
        }),
    });
    const r = await api.method(balanceInquiry, {});
    expect(r.ok && r.data.accounts[0]).toMatchObject({
      accountId: 11,
      accountStatusId: 2,
      balance: '10.50',
      customerId: '42',
    });
  });
  it('downloads a file as a Blob', async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
    const store = createSessionStore();
    store.getState().signedIn('tok-1', 'c');
    const api = createApiClient({
      fetch,
      session: store,
      language: () => 'en',
      apiIndex: () => null,
      onSessionLost: vi.fn(),
    });
    const r = await api.call(agreementDownload, { id: 5 } as never);
    expect(r.ok && r.data instanceof Blob && r.data.size).toBe(4);
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).toMatchObject({
      Accept: 'application/pdf',
    });
  });
  it('reads ?api= into localStorage and clears it with an empty value', () => {
    const s = memoryStorage();
    expect(readApiIndex('?api=7', s)).toBe('7');
    expect(readApiIndex('', s)).toBe('7');
    expect(readApiIndex('?api=', s)).toBeNull();
    expect(readApiIndex('?api=<script>', s)).toBeNull();
  });
});

describe('wire requests', () => {
  it('fills path parameters (encoded)', () => {
    const r = wireRequest('/api', authDeviceApproveMethod, {}, { params: { deviceId: 'd/1', methodId: 7 } });
    expect(r.url).toBe('/api/auth/devices/d%2F1/approve/7');
    expect(r.init.method).toBe('PATCH');
  });
  it('sends GET input as the query without empty values, lists repeated', () => {
    const get = { ...authDeviceApproveMethod, verb: 'GET', path: '/things' } as RestCall;
    const r = wireRequest('/api', get, { a: 1, b: '', c: ['x', 'y'], d: null });
    expect(r.url).toBe('/api/things?a=1&c=x&c=y');
    expect(r.init.body).toBeUndefined();
  });
  it('sends a multipart call as FormData: the JSON in its data part, files by part name', async () => {
    const file = new Blob(['pdf'], { type: 'application/pdf' });
    const r = wireRequest('/api', personalCertificateOfLossOfNationalityUpload, { note: 'x', gone: '' } as never, {
      files: { document: file },
    });
    expect(r.url).toBe('/api/?method=personalCertificateOfLossOfNationalityUpload');
    const form = r.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    // A plain field, not a file part (core refuses a file it does not expect).
    expect(typeof form.get('data')).toBe('string');
    expect(JSON.parse(form.get('data') as string)).toEqual({ note: 'x' });
    expect(form.get('document')).toBeInstanceOf(Blob);
    expect(r.init.headers['Content-Type']).toBeUndefined();
  });
});
