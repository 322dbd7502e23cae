import { describe, expect, it, vi } from 'vitest';
import { adminAuthMe, adminCustomerSearch, adminFxRateUpdate } from '@openportal/contract';
import { createAdminApi } from './client.ts';
import { createSession, TOKEN_KEY } from './session.ts';

const me = {
  responseCode: '00',
  data: { id: 1, username: 'a', name: 'A', enabled: true, createdAt: '2026-01-01T00:00:00.000Z' },
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

describe('the admin API client', () => {
  it('sends the session bearer and the language, and parses the answer by the contract', async () => {
    const fetch = fakeFetch(200, me);
    const api = createAdminApi({ fetch, token: () => 'adm_1', language: () => 'ro', onSessionLost: vi.fn() });
    const r = await api.call(adminAuthMe);
    expect(r).toEqual({ ok: true, data: me });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/auth/me');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer adm_1', 'accept-language': 'ro' });
  });
  it('puts a read’s input in the query and a write’s in the JSON body', async () => {
    const fetch = fakeFetch(200, { responseCode: '00', data: [] });
    const api = createAdminApi({ fetch, token: () => 'adm_1', language: () => 'en', onSessionLost: vi.fn() });
    await api.call(adminCustomerSearch, { input: { q: 'a b&c' } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/customers?q=a+b%26c');
    await api.call(adminFxRateUpdate, { input: { rate: '1' } });
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'PUT', body: '{"rate":"1"}' });
  });
  it('answers a refusal with its code and message, and ends the session on 401', async () => {
    const lost = vi.fn();
    const api = createAdminApi({
      fetch: fakeFetch(403, { responseCode: '13', responseDescription: 'Access denied' }),
      token: () => 'adm_1',
      language: () => 'en',
      onSessionLost: lost,
    });
    const r = await api.call(adminAuthMe);
    expect(r).toMatchObject({ ok: false, error: { httpStatus: 403, responseCode: '13' } });
    expect(lost).not.toHaveBeenCalled();
    const gone = createAdminApi({
      fetch: fakeFetch(401, { responseCode: 'AU' }),
      token: () => 'adm_1',
      language: () => 'en',
      onSessionLost: lost,
    });
    await gone.call(adminAuthMe);
    expect(lost).toHaveBeenCalledOnce();
  });
  it('refuses an answer that does not match the contract', async () => {
    const api = createAdminApi({
      fetch: fakeFetch(200, { responseCode: '00' }),
      token: () => null,
      language: () => 'en',
      onSessionLost: vi.fn(),
    });
    expect(await api.call(adminAuthMe)).toMatchObject({ ok: false, error: { responseCode: 'UE' } });
  });
});

describe('the session', () => {
  it('keeps the token in the given storage and tells its listeners', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const s = createSession(storage);
    const heard = vi.fn();
    s.subscribe(heard);
    s.set('adm_x');
    expect(store.get(TOKEN_KEY)).toBe('adm_x');
    expect(createSession(storage).token()).toBe('adm_x');
    s.set(null);
    expect(store.has(TOKEN_KEY)).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
