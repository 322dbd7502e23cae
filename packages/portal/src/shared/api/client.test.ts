import { describe, expect, it, vi } from 'vitest';
import { METHOD_CALLS } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, ok } from '../../test/fake-api.ts';
import { createSessionStore } from '../session/session-store.ts';
import { createApiClient } from './client.ts';
import { readApiIndex } from './env.ts';
import { memoryStorage } from '../../test/fake-api.ts';

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

describe('api client', () => {
  it('derives the URL from the contract and sends the call headers', async () => {
    const { api, calls } = setup(
      { 'method:transferBetweenAccounts': () => ok({ transactionId: 't1', link: null, fee: '0.00', field: null }) },
      '3',
    );
    const r = await api.method(
      METHOD_CALLS.transferBetweenAccounts,
      { toAmount: '1.00', currency: 'USD', fromAccount: 1, toAccount: 2 },
      { idempotencyKey: 'k-1' },
    );
    expect(r.ok).toBe(true);
    expect(calls[0]!.key).toBe('method:transferBetweenAccounts');
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
    await api.method(METHOD_CALLS.userAccessInfoGet, {});
    expect(store.getState().accessToken).toBe('tok-2');
  });
  it('on 401 refreshes once and retries once', async () => {
    let n = 0;
    const { api, calls, store } = setup({
      'method:balanceInquiry': (_b, h) =>
        h.Authorization === 'Bearer tok-new' ? ok({ accounts: [] }) : { status: 401, json: { responseCode: 'AU' } },
      '/auth/refresh': () => {
        n++;
        return { json: { accessToken: 'tok-new' } };
      },
    });
    const [a, b] = await Promise.all([
      api.method(METHOD_CALLS.balanceInquiry, {}),
      api.method(METHOD_CALLS.balanceInquiry, {}),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(n).toBe(1);
    expect(store.getState().accessToken).toBe('tok-new');
    expect(calls.filter((c) => c.key === 'method:balanceInquiry')).toHaveLength(4);
  });
  it('loses the session when the retry is still 401', async () => {
    const { api, onSessionLost } = setup({
      'method:balanceInquiry': () => ({ status: 401, json: { responseCode: 'AU' } }),
      '/auth/refresh': () => ({ status: 401, json: { responseCode: 'AU', responseDescription: 'Session expired' } }),
    });
    const r = await api.method(METHOD_CALLS.balanceInquiry, {});
    expect(r.ok).toBe(false);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
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
    const h = await api.method(METHOD_CALLS.historyGet, { pageNumber: 1 });
    expect(h).toEqual({
      ok: false,
      error: expect.objectContaining({
        httpStatus: 400,
        responseCode: 'VF',
        validationErrors: [{ field: 'fromDate', message: 'bad' }],
      }),
    });
    const b = await api.method(METHOD_CALLS.balanceInquiry, {});
    expect(b).toEqual({ ok: false, error: { httpStatus: 200, responseCode: 'UE' } });
  });
  it('reads ?api= into localStorage and clears it with an empty value', () => {
    const s = memoryStorage();
    expect(readApiIndex('?api=7', s)).toBe('7');
    expect(readApiIndex('', s)).toBe('7');
    expect(readApiIndex('?api=', s)).toBeNull();
    expect(readApiIndex('?api=<script>', s)).toBeNull();
  });
});
