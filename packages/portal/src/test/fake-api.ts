import { vi } from 'vitest';

export interface TFakeReply {
  status?: number;
  json: unknown;
  headers?: Record<string, string>;
}
/** `query`: the URL's query (GET and DELETE carry their input there). */
export type THandler = (body: any, headers: Record<string, string>, query: URLSearchParams) => TFakeReply;

/** A fetch double keyed by 'method:<name>' or the REST path ('/auth/login'); records every call. */
export function fakeFetch(handlers: Record<string, THandler>) {
  const calls: { key: string; body: any; headers: Record<string, string> }[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const u = new URL(url, 'http://brand.localhost');
    const key = u.searchParams.get('method')
      ? `method:${u.searchParams.get('method')}`
      : u.pathname.replace(/^\/api/, '');
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
    const headers = init.headers as Record<string, string>;
    calls.push({ key, body, headers });
    const h = handlers[key];
    const reply = h
      ? h(body, headers, u.searchParams)
      : { status: 404, json: { responseCode: 'IM', responseDescription: 'Invalid method' } };
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers: reply.headers });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

/** An unsigned JWT with the given exp (seconds); the portal only reads exp. */
export function jwt(expSeconds: number): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64({ sub: 'u1', exp: expSeconds, iat: 0, sid: 's', email: 'a@b.co' })}.sig`;
}

export const ok = (fields: Record<string, unknown> = {}): TFakeReply => ({ json: { responseCode: '00', ...fields } });

/** customerInfoGet's `customerInfo` of a plain personal user (spec 1 §3 Customer info), with overrides. */
export function customerInfo(overrides: Record<string, unknown> = {}) {
  return {
    ...{ customerId: 'c1', userId: 'u1', customerType: 0, login: 'me@example.com', firstName: 'Me' },
    ...{ lastName: 'Here', businessName: null, birthDay: null, customerCreationDate: '2026-01-01T00:00:00.000Z' },
    ...{ transactionApproveMode: 0, login2faMode: 'no', isAdmin: false, isHaveRelatedAccounts: false },
    ...{ useOldWeb: false, oldWebUrl: null, residenceCountryCode: 'GB', taxId: null, permissions: [] },
    ...{ verified: true, limited: false, dueDiligenceLevel: 0, isNeedPersonalInfoUpdate: false, isNeedKyc: false },
    terms: [],
    ...overrides,
  };
}

export const ACCESS_INFO = {
  userAccessInfo: {
    id: 'cust-1',
    accessRights: 2,
    accessList: ['balanceInfo'],
    permissions: [],
    businessRepresentativePositionIds: [],
    isNeedKyc: false,
    taxResidencySelfCertificationDocumentStatus: 'validated',
    employeeFirstName: null,
    employeeLastName: null,
    customerUsername: 'demo@example.com',
    customerName: 'Demo',
    isStrictMode: false,
    isConverted: false,
    settlementAccount: false,
  },
  customerAccesses: [],
};

export function account(id: number, currencyCode: string, balance: string) {
  return {
    accountId: id,
    type: 1001,
    subType: null,
    accountStatusId: 2,
    currencyCode,
    balance,
    pendingAmount: '0.00',
    accountBalanceMin: '0.00',
    cardIsVirtual: null,
    cardReissuedStatusId: null,
    cardExpiryMonth: null,
    cardExpiryYear: null,
    customerId: 'cust-1',
    settlementAccountId: null,
  };
}

/** A fresh in-memory Storage (happy-dom's are shared per file). */
export function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => {
      m.delete(k);
    },
    setItem: (k, v) => {
      m.set(k, String(v));
    },
  };
}
