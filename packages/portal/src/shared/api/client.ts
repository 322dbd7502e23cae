import {
  CLIENT_VERSION,
  ERROR_MESSAGES,
  IDEMPOTENCY_HEADER,
  METHOD_CALLS,
  methodCallUrl,
  REQUEST_TIMEOUT_MS,
  REST_CALLS,
  ZEnvelope,
  type MethodCall,
  type RestCall,
  type TLanguage,
} from '@openportal/contract';
import type { TSessionStore } from '../session/session-store.ts';
import type { TApiError, TApiResult, TMethodRequest, TMethodResponse, TRestRequest, TRestResponse } from './types.ts';

export interface TApiDeps {
  fetch: typeof fetch;
  session: TSessionStore;
  language: () => TLanguage;
  apiIndex: () => string | null;
  /** Called when a 401 survives one refresh and one retry. */
  onSessionLost: () => void;
  /** Where the gateway serves the API (same origin): '/api'. */
  base?: string;
}

interface TRaw {
  status: number;
  json: unknown;
}

const ACCESS_TOKEN_HEADER = 'x-access-token';

/** The portal's only way to the wire: paths and method names come from the contract's call entries. */
export function createApiClient(deps: TApiDeps) {
  const base = deps.base ?? '/api';
  let refreshing: Promise<boolean> | null = null;

  async function send(url: string, verb: string, body: unknown, headers: Record<string, string>): Promise<TRaw> {
    const index = deps.apiIndex();
    try {
      const res = await deps.fetch(url, {
        method: verb,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(index ? { 'x-api-index': index } : {}),
          ...headers,
        },
        body: verb === 'GET' ? undefined : JSON.stringify(body ?? {}),
        credentials: 'same-origin',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const renewed = res.headers.get(ACCESS_TOKEN_HEADER);
      if (renewed) deps.session.getState().setToken(renewed);
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, json };
    } catch {
      return { status: 0, json: null };
    }
  }

  function failure(raw: TRaw): TApiError {
    const env = ZEnvelope.loose().safeParse(raw.json);
    const obj = (raw.json && typeof raw.json === 'object' ? raw.json : {}) as Record<string, unknown>;
    return {
      httpStatus: raw.status,
      responseCode: env.success
        ? env.data.responseCode
        : typeof obj.responseCode === 'string'
          ? obj.responseCode
          : undefined,
      responseDescription: typeof obj.responseDescription === 'string' ? obj.responseDescription : undefined,
      validationErrors: env.success ? env.data.validationErrors : undefined,
      errors: obj.errors,
      message: obj.message,
      body: obj.body,
      status: obj.status,
    };
  }

  function parse<T>(
    call: { response: { safeParse: (v: unknown) => { success: boolean; data?: unknown } } },
    raw: TRaw,
  ): TApiResult<T> {
    if (raw.status !== 200 && raw.status !== 201) return { ok: false, error: failure(raw) };
    const code = (raw.json as { responseCode?: unknown } | null)?.responseCode;
    if (code !== undefined && code !== '00') return { ok: false, error: failure(raw) };
    const parsed = call.response.safeParse(raw.json);
    if (!parsed.success) return { ok: false, error: { httpStatus: raw.status, responseCode: 'UE' } };
    return { ok: true, data: parsed.data as T };
  }

  function methodHeaders(call: MethodCall, idempotencyKey?: string): Record<string, string> {
    const s = deps.session.getState();
    const h: Record<string, string> = {};
    if (call.access !== 'public' && s.accessToken) h.Authorization = `Bearer ${s.accessToken}`;
    for (const name of call.headers) {
      if (name === 'Accept-Language') h['Accept-Language'] = deps.language();
      if (name === 'Client-Version') h['Client-Version'] = CLIENT_VERSION;
      if (name === 'Customer-Id' && s.customerId) h['Customer-Id'] = s.customerId;
      if (name === 'Idempotency-Key' && idempotencyKey) h[IDEMPOTENCY_HEADER] = idempotencyKey;
    }
    return h;
  }

  async function rest<C extends RestCall>(call: C, body: TRestRequest<C>): Promise<TApiResult<TRestResponse<C>>> {
    const headers: Record<string, string> = call.headers.includes('Accept-Language')
      ? { 'Accept-Language': deps.language() }
      : {};
    return parse<TRestResponse<C>>(call, await send(`${base}${call.path}`, call.verb, body, headers));
  }

  /** One refresh at a time; concurrent callers share it. True when a new access token arrived. */
  function refresh(): Promise<boolean> {
    refreshing ??= rest(REST_CALLS.authRefresh, {})
      .then((r) => {
        if (r.ok) deps.session.getState().setToken(r.data.accessToken);
        return r.ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function method<C extends MethodCall>(
    call: C,
    body: TMethodRequest<C>,
    opts: { idempotencyKey?: string } = {},
  ): Promise<TApiResult<TMethodResponse<C>>> {
    const url = methodCallUrl(base, call.method);
    let raw = await send(url, 'POST', body, methodHeaders(call, opts.idempotencyKey));
    if (raw.status === 401 && call.access !== 'public') {
      if (await refresh()) raw = await send(url, 'POST', body, methodHeaders(call, opts.idempotencyKey));
      if (raw.status === 401) {
        deps.onSessionLost();
        return { ok: false, error: { ...failure(raw), responseDescription: ERROR_MESSAGES.refreshTokenExpired } };
      }
    }
    return parse<TMethodResponse<C>>(call, raw);
  }

  return { method, rest, refresh, calls: METHOD_CALLS, restCalls: REST_CALLS };
}
export type TApiClient = ReturnType<typeof createApiClient>;
