import { fillPath, type RestCall } from '@openportal/contract';
import type { z } from 'zod';

/** A failed call as the screens read it: HTTP status, catalogue code and message, field errors. */
export interface TApiError {
  httpStatus: number;
  responseCode: string | undefined;
  responseDescription: string | undefined;
  validationErrors: Array<{ field: string; message: string }>;
}
export type TApiResult<T> = { ok: true; data: T } | { ok: false; error: TApiError };

export interface TCallInput {
  /** The query (GET) or the JSON body (PUT, POST). */
  input?: Record<string, unknown>;
  params?: Record<string, string | number>;
  /** A bearer other than the session's (the sign-in ticket). */
  bearer?: string;
}

export interface TAdminApi {
  call<C extends RestCall>(call: C, args?: TCallInput): Promise<TApiResult<z.output<C['response']>>>;
}

export interface TAdminApiDeps {
  fetch: typeof fetch;
  /** The operator's session token, or null before sign-in. */
  token: () => string | null;
  language: () => string;
  /** A signed-in call answered 401: the session is over. */
  onSessionLost: () => void;
  /** Where the gateway serves the operators' API on this host. */
  base?: string;
}

function failure(status: number, json: unknown): TApiError {
  const o = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const errors = Array.isArray(o.validationErrors) ? (o.validationErrors as TApiError['validationErrors']) : [];
  return {
    httpStatus: status,
    responseCode: typeof o.responseCode === 'string' ? o.responseCode : undefined,
    responseDescription: typeof o.responseDescription === 'string' ? o.responseDescription : undefined,
    validationErrors: errors.filter((e) => typeof e?.field === 'string' && typeof e?.message === 'string'),
  };
}

function queryString(input: Record<string, unknown> | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input ?? {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The back office's API client: the contract's REST calls under `/api` of its own host, the
 * session's bearer, the language; every answer parsed by the call's response schema.
 */
export function createAdminApi(deps: TAdminApiDeps): TAdminApi {
  const base = deps.base ?? '/api';
  return {
    async call<C extends RestCall>(call: C, args: TCallInput = {}): Promise<TApiResult<z.output<C['response']>>> {
      const path = fillPath(call.path, args.params ?? {});
      const reads = call.verb === 'GET' || call.verb === 'DELETE';
      const bearer = args.bearer ?? deps.token();
      const headers: Record<string, string> = { accept: 'application/json', 'accept-language': deps.language() };
      if (bearer) headers.authorization = `Bearer ${bearer}`;
      if (!reads) headers['content-type'] = 'application/json';
      let status = 0;
      let json: unknown;
      try {
        const res = await deps.fetch(`${base}${path}${reads ? queryString(args.input) : ''}`, {
          method: call.verb,
          headers,
          credentials: 'same-origin',
          ...(reads ? {} : { body: JSON.stringify(args.input ?? {}) }),
        });
        status = res.status;
        const text = await res.text();
        json = text ? JSON.parse(text) : null;
      } catch {
        return { ok: false, error: failure(status, { responseCode: 'AE' }) };
      }
      if (status === 401 && !args.bearer && bearer) deps.onSessionLost();
      const code = (json as { responseCode?: unknown } | null)?.responseCode;
      if (status !== 200 || (code !== undefined && code !== '00')) return { ok: false, error: failure(status, json) };
      const parsed = call.response.safeParse(json);
      if (!parsed.success) return { ok: false, error: failure(status, { responseCode: 'UE' }) };
      return { ok: true, data: parsed.data as z.output<C['response']> };
    },
  };
}
