import {
  CLIENT_VERSION,
  IDEMPOTENCY_HEADER,
  REQUEST_TIMEOUT_MS,
  SESSION_EXPIRED_MESSAGE,
  type Call,
  type MethodCall,
  type RestCall,
} from '@openportal/contract';
import type { TApiError, TApiResult, TCallOptions, TCallRequest, TCallResponse } from './types.ts';
import { sendWithProgress } from './upload-progress.ts';
import { wireRequest } from './wire.ts';

/** What each app injects: its session, its language, what it does when the session is lost. */
export interface TContractClientDeps {
  fetch: typeof fetch;
  /** The session's bearer token, or null before sign-in. */
  token: () => string | null;
  /** The acting customer for calls that send `Customer-Id` (the portal's session). */
  customerId?: () => string | null;
  /** The gateway renewed the access token (x-access-token): keep it. */
  onToken?: (token: string) => void;
  /** A signed-in call still answered 401 (the gateway already refreshed and retried once). */
  onSessionLost: () => void;
  language: () => string;
  /** Headers sent with every call (the portal's `x-api-index`). */
  extraHeaders?: () => Record<string, string>;
  /** The answer before the contract parses it (the portal: spec 1 §5 `normalizeResponse`). */
  normalize?: (json: unknown) => unknown;
  /** Where the gateway serves the API on this host. Default '/api'. */
  base?: string;
}

export interface TRawAnswer {
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
export function failure(raw: TRawAnswer): TApiError {
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

/** Success is HTTP 200/201 with no code or '00'; the data is normalised, then parsed by the contract. */
export function parseAnswer<C extends Call>(
  call: C,
  raw: TRawAnswer,
  normalize: (json: unknown) => unknown = (json) => json,
): TApiResult<TCallResponse<C>> {
  if (raw.status !== 200 && raw.status !== 201) return { ok: false, error: failure(raw) };
  if (call.binaryResponse && raw.blob) return { ok: true, data: raw.blob as TCallResponse<C> };
  const code = (raw.json as { responseCode?: unknown } | null)?.responseCode;
  if (code !== undefined && code !== '00') return { ok: false, error: failure(raw) };
  const parsed = call.response.safeParse(normalize(raw.json));
  if (!parsed.success) return { ok: false, error: { httpStatus: raw.status, responseCode: 'UE' } };
  return { ok: true, data: parsed.data as TCallResponse<C> };
}

async function readBody(res: Response, binary: boolean): Promise<TRawAnswer> {
  if (binary && res.ok) return { status: res.status, json: null, blob: await res.blob() };
  const text = await res.text();
  try {
    return { status: res.status, json: text ? JSON.parse(text) : null };
  } catch {
    return { status: res.status, json: null };
  }
}

/**
 * The only way to the wire for an app of the contract: URLs, verbs and headers come from the
 * call's entry. The bearer goes on every call that is not public; a 401 on such a call means the
 * gateway's one refresh-and-retry failed too, so the session is lost (never a refresh on a 401).
 */
export function createContractClient(deps: TContractClientDeps) {
  const base = deps.base ?? '/api';

  function headersFor(call: Call, opts: TCallOptions): Record<string, string> {
    const h: Record<string, string> = { ...deps.extraHeaders?.() };
    // A bearer of the call's own (a sign-in ticket) goes even on a public call; the session's only on a signed-in one.
    // A representative's link speaks for them alone: no session's bearer beside it.
    const bearer = opts.bearer || (call.access !== 'public' && !opts.authSecret ? deps.token() : null);
    if (bearer) h.Authorization = `Bearer ${bearer}`;
    for (const name of call.headers) {
      if (name === 'Accept-Language') h['Accept-Language'] = deps.language();
      if (name === 'Client-Version') h['Client-Version'] = CLIENT_VERSION;
      const customer = name === 'Customer-Id' ? (opts.customerId ?? deps.customerId?.()) : null;
      if (customer) h['Customer-Id'] = customer;
      if (name === 'Idempotency-Key' && opts.idempotencyKey) h[IDEMPOTENCY_HEADER] = opts.idempotencyKey;
    }
    return h;
  }

  async function send(call: Call, input: unknown, opts: TCallOptions): Promise<TRawAnswer> {
    const { url, init } = wireRequest(base, call, input, opts);
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    if (opts.onUploadProgress && typeof XMLHttpRequest !== 'undefined' && !call.binaryResponse) {
      const headers = { ...init.headers, ...opts.gatewayHeaders, ...headersFor(call, opts) };
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      const { raw, renewed } = await sendWithProgress(url, { ...init, headers }, opts.onUploadProgress, signal);
      if (renewed) deps.onToken?.(renewed);
      return raw;
    }
    try {
      const res = await deps.fetch(url, {
        ...init,
        headers: { ...init.headers, ...opts.gatewayHeaders, ...headersFor(call, opts) },
        credentials: 'same-origin',
        signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
      });
      const renewed = res.headers.get(ACCESS_TOKEN_HEADER);
      if (renewed) deps.onToken?.(renewed);
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
    // A 401 of the support desk is the desk's own session (spec 3 §4: its caller renews it and
    // retries once), not the portal's.
    if (
      raw.status === 401 &&
      c.access !== 'public' &&
      !opts.bearer &&
      !opts.authSecret &&
      !(c.transport === 'rest' && c.service === 'supportDesk')
    ) {
      deps.onSessionLost();
      return { ok: false, error: { ...failure(raw), responseDescription: SESSION_EXPIRED_MESSAGE } };
    }
    return parseAnswer(c, raw, deps.normalize);
  }

  const method = <C extends MethodCall>(c: C, input: TCallRequest<C>, opts?: TCallOptions<C>) => call(c, input, opts);
  const rest = <C extends RestCall>(c: C, input: TCallRequest<C>, opts?: TCallOptions<C>) => call(c, input, opts);
  return { call, method, rest };
}

/** The calls of an app: `call` any contract call, `method`/`rest` to say which kind. */
export type TContractClient = ReturnType<typeof createContractClient>;
