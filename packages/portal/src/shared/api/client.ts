import {
  CLIENT_VERSION,
  SESSION_EXPIRED_MESSAGE,
  IDEMPOTENCY_HEADER,
  normalizeResponse,
  REQUEST_TIMEOUT_MS,
  type Call,
  type MethodCall,
  type RestCall,
  type TLanguage,
} from '@openportal/contract';
import type { TSessionStore } from '../session/session-store.ts';
import type { TApiError, TApiResult, TCallOptions, TCallRequest, TCallResponse } from './types.ts';
import { wireRequest } from './wire.ts';

export interface TApiDeps {
  fetch: typeof fetch;
  session: TSessionStore;
  language: () => TLanguage;
  apiIndex: () => string | null;
  /** Called when a signed-in call still answers 401: the gateway already refreshed and retried once. */
  onSessionLost: () => void;
  /** Where the gateway serves the API (same origin): '/api'. */
  base?: string;
}

interface TRaw {
  status: number;
  json: unknown;
  blob?: Blob;
}

/** The gateway's renewed access token after its own refresh-and-retry on a 401. */
export const ACCESS_TOKEN_HEADER = 'x-access-token';

/** The envelope's validationErrors when they have the catalogue's shape (field, message strings). */
function validationErrorsOf(v: unknown): TApiError['validationErrors'] {
  if (!Array.isArray(v)) return undefined;
  const ok = v.every((e) => e && typeof e === 'object' && typeof e.field === 'string' && typeof e.message === 'string');
  return ok ? (v as { field: string; message: string }[]).map(({ field, message }) => ({ field, message })) : undefined;
}

/**
 * A failure as the screens read it. Read by hand rather than by the envelope schema: the client
 * is in the first chunk, and zod (with every call schema) loads with the first call instead.
 */
export function failure(raw: TRaw): TApiError {
  const obj = (raw.json && typeof raw.json === 'object' ? raw.json : {}) as Record<string, unknown>;
  return {
    httpStatus: raw.status,
    responseCode: typeof obj.responseCode === 'string' ? obj.responseCode : undefined,
    responseDescription: typeof obj.responseDescription === 'string' ? obj.responseDescription : undefined,
    validationErrors: validationErrorsOf(obj.validationErrors),
    errors: obj.errors,
    message: obj.message,
    body: obj.body,
    status: obj.status,
  };
}

/** Success is HTTP 200/201 with no code or '00'; the data is normalised (spec 1 §5) then parsed by the contract. */
export function parseAnswer<C extends Call>(call: C, raw: TRaw): TApiResult<TCallResponse<C>> {
  if (raw.status !== 200 && raw.status !== 201) return { ok: false, error: failure(raw) };
  if (call.binaryResponse && raw.blob) return { ok: true, data: raw.blob as TCallResponse<C> };
  const code = (raw.json as { responseCode?: unknown } | null)?.responseCode;
  if (code !== undefined && code !== '00') return { ok: false, error: failure(raw) };
  const parsed = call.response.safeParse(normalizeResponse(raw.json));
  if (!parsed.success) return { ok: false, error: { httpStatus: raw.status, responseCode: 'UE' } };
  return { ok: true, data: parsed.data as TCallResponse<C> };
}

async function readBody(res: Response, binary: boolean): Promise<TRaw> {
  if (binary && res.ok) return { status: res.status, json: null, blob: await res.blob() };
  const text = await res.text();
  try {
    return { status: res.status, json: text ? JSON.parse(text) : null };
  } catch {
    return { status: res.status, json: null };
  }
}

/**
 * The portal's only way to the wire: URLs, verbs and headers come from the contract's call
 * entries. The bearer goes on every call that is not public; a 401 on such a call means the
 * gateway's one refresh-and-retry failed too, so the session is lost (the portal never refreshes
 * on a 401 itself; it only refreshes ahead of expiry, see session-controller).
 */
export function createApiClient(deps: TApiDeps) {
  const base = deps.base ?? '/api';

  function headersFor(call: Call, idempotencyKey?: string): Record<string, string> {
    const s = deps.session.getState();
    const h: Record<string, string> = {};
    const index = deps.apiIndex();
    if (index) h['x-api-index'] = index;
    if (call.access !== 'public' && s.accessToken) h.Authorization = `Bearer ${s.accessToken}`;
    for (const name of call.headers) {
      if (name === 'Accept-Language') h['Accept-Language'] = deps.language();
      if (name === 'Client-Version') h['Client-Version'] = CLIENT_VERSION;
      if (name === 'Customer-Id' && s.customerId) h['Customer-Id'] = s.customerId;
      if (name === 'Idempotency-Key' && idempotencyKey) h[IDEMPOTENCY_HEADER] = idempotencyKey;
    }
    return h;
  }

  async function send(call: Call, input: unknown, opts: TCallOptions): Promise<TRaw> {
    const { url, init } = wireRequest(base, call, input, opts);
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      const res = await deps.fetch(url, {
        ...init,
        headers: { ...init.headers, ...opts.gatewayHeaders, ...headersFor(call, opts.idempotencyKey) },
        credentials: 'same-origin',
        signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
      });
      const renewed = res.headers.get(ACCESS_TOKEN_HEADER);
      if (renewed) deps.session.getState().setToken(renewed);
      return await readBody(res, Boolean(call.binaryResponse));
    } catch {
      return { status: 0, json: null };
    }
  }

  async function call<C extends Call>(
    c: C,
    input: TCallRequest<C>,
    opts: TCallOptions<C> = {},
  ): Promise<TApiResult<TCallResponse<C>>> {
    const raw = await send(c, input, opts as TCallOptions);
    if (raw.status === 401 && c.access !== 'public') {
      deps.onSessionLost();
      return { ok: false, error: { ...failure(raw), responseDescription: SESSION_EXPIRED_MESSAGE } };
    }
    return parseAnswer(c, raw);
  }

  /** Refresh ahead of expiry (the refresh cookie): one at a time, concurrent callers share it. */
  let refreshing: Promise<boolean> | null = null;
  function refresh(): Promise<boolean> {
    refreshing ??= import('./session-calls.ts')
      .then(({ authRefresh }) => call(authRefresh, {}))
      .then((r) => {
        if (r.ok) deps.session.getState().setToken(r.data.accessToken);
        return r.ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  const method = <C extends MethodCall>(c: C, input: TCallRequest<C>, opts?: TCallOptions<C>) => call(c, input, opts);
  const rest = <C extends RestCall>(c: C, input: TCallRequest<C>, opts?: TCallOptions<C>) => call(c, input, opts);
  return { call, method, rest, refresh };
}
export type TApiClient = ReturnType<typeof createApiClient>;
