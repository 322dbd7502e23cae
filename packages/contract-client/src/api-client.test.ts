import { describe, expect, it, vi } from 'vitest';
import {
  adminAuthLoginGet,
  adminAuthMe,
  adminCustomerSearch,
  adminDocumentList,
  adminFxRateUpdate,
  declarationsSend,
  businessRepresentativeCertificateOfLossOfNationalityUpload as colnUpload,
} from '@openportal/contract';
import { createContractClient, type TContractClientDeps } from './api-client.ts';

/** The back office's wiring (its session token, its language), as apps/backoffice/src/main.tsx. */
const me = {
  responseCode: '00',
  data: { id: 1, username: 'a', name: 'A', enabled: true, createdAt: '2026-01-01T00:00:00.000Z' },
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

function client(fetch: ReturnType<typeof fakeFetch>, deps: Partial<TContractClientDeps> = {}) {
  return createContractClient({ fetch, token: () => 'adm_1', language: () => 'ro', onSessionLost: vi.fn(), ...deps });
}

describe('the contract client', () => {
  it('sends the session bearer and the language, and parses the answer by the contract', async () => {
    const fetch = fakeFetch(200, me);
    const r = await client(fetch).call(adminAuthMe, {});
    expect(r).toEqual({ ok: true, data: me });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/auth/me');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer adm_1', 'Accept-Language': 'ro' });
  });
  it('puts a read’s input in the query and a write’s in the JSON body', async () => {
    const fetch = fakeFetch(200, { responseCode: '00', data: [] });
    const api = client(fetch);
    await api.call(adminCustomerSearch, { q: 'a b&c' });
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/customers?q=a+b%26c');
    await api.call(adminFxRateUpdate, { rate: '1' } as never);
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'PUT', body: '{"rate":"1"}' });
  });
  it('answers a refusal with its code, ends the session on 401 unless the call carried its own bearer', async () => {
    const lost = vi.fn();
    const refused = await client(fakeFetch(403, { responseCode: '13', responseDescription: 'Access denied' }), {
      onSessionLost: lost,
    }).call(adminAuthMe, {});
    expect(refused).toMatchObject({ ok: false, error: { httpStatus: 403, responseCode: '13' } });
    expect(lost).not.toHaveBeenCalled();
    const gone = client(fakeFetch(401, { responseCode: 'AU' }), { onSessionLost: lost });
    const ticket = fakeFetch(401, { responseCode: 'AU' });
    await client(ticket, { onSessionLost: lost }).call(adminAuthLoginGet, { code: '000000' }, { bearer: 'admt_t' });
    expect(ticket.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer admt_t' });
    expect(lost).not.toHaveBeenCalled();
    await gone.call(adminAuthMe, {});
    expect(lost).toHaveBeenCalledOnce();
  });
  it('sends a representative’s link in the body instead of the session, and a refusal keeps the session', async () => {
    const lost = vi.fn();
    const fetch = fakeFetch(401, { responseCode: 'AU' });
    const api = client(fetch, { onSessionLost: lost });
    const answers = [{ id: 'a', accepted: true }];
    await api.call(declarationsSend, { answers }, { authSecret: 'link-secret-0123456789' });
    const init = fetch.mock.calls[0]![1]!;
    expect(JSON.parse(init.body as string)).toEqual({ answers, authSecret: 'link-secret-0123456789' });
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(lost).not.toHaveBeenCalled();
    const file = new Blob(['x']);
    await api.call(colnUpload, {}, { authSecret: 'link-secret-0123456789', files: { document: file } });
    const form = fetch.mock.calls[1]![1]!.body as FormData;
    expect([form.get('data'), form.get('document') instanceof Blob]).toEqual([
      '{"authSecret":"link-secret-0123456789"}',
      true,
    ]);
  });
  it('refuses an answer that does not match the contract', async () => {
    const api = client(fakeFetch(200, { responseCode: '00' }), { token: () => null });
    expect(await api.call(adminAuthMe, {})).toMatchObject({ ok: false, error: { responseCode: 'UE' } });
  });
  it('sends the Customer-Id a call names instead of the session-wide one, and the session’s otherwise', async () => {
    const fetch = fakeFetch(200, { responseCode: '00', documents: [] });
    const api = client(fetch, { customerId: () => 'C-session' });
    await api.call(adminDocumentList, {}, { customerId: 'C-company' });
    await api.call(adminDocumentList, {});
    await client(fetch).call(adminDocumentList, {});
    const sent = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Customer-Id']);
    expect(sent).toEqual(['C-company', 'C-session', undefined]);
  });
});
