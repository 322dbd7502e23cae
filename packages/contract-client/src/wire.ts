import { dropEmpty, fillPath, methodCallUrl, SERVICE_BASES, type Call } from '@openportal/contract';
import type { TCallOptions } from './types.ts';

export interface TWireRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: BodyInit };
}

/** GET and DELETE carry their request as the query (empty values dropped, lists repeated). */
function query(input: unknown): string {
  const q = new URLSearchParams();
  const clean = dropEmpty((input ?? {}) as Record<string, unknown>);
  for (const [k, v] of Object.entries(clean)) {
    for (const item of Array.isArray(v) ? v : [v]) q.append(k, String(item));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The multipart body: the JSON request in `dataPart` (or as plain fields), files under their part
 * names. The data part is a plain field: a Blob would go as a file part, which core refuses.
 */
function multipart(call: Call, input: unknown, files: TCallOptions['files'] = {}): FormData {
  const form = new FormData();
  const clean = dropEmpty((input ?? {}) as Record<string, unknown>);
  const spec = call.multipart!;
  if (spec.dataPart) form.append(spec.dataPart, JSON.stringify(clean));
  else for (const [k, v] of Object.entries(clean)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  for (const part of spec.fileParts) {
    const file = files[part];
    if (file) form.append(part, file);
  }
  return form;
}

/**
 * Where and how a call goes on the wire: method calls POST to `?method=`, REST fills its path
 * parameters; GET/DELETE send the input as the query, a multipart call sends FormData, anything
 * else JSON. A REST call of a service mounted under its own base (SERVICE_BASES: the support
 * desk) goes there. Payloads lose their empty values first (spec 1 §5, `dropEmpty`).
 */
export function wireRequest(base: string, call: Call, input: unknown, opts: TCallOptions = {}): TWireRequest {
  const headers: Record<string, string> = { Accept: call.binaryResponse ?? 'application/json' };
  const method = call.transport === 'method' ? 'POST' : call.verb;
  const url =
    call.transport === 'method'
      ? methodCallUrl(base, call.method)
      : `${base}${SERVICE_BASES[call.service ?? 'api']}${fillPath(call.path, (opts.params ?? {}) as Record<string, string | number>)}`;
  if (method === 'GET' || method === 'DELETE') return { url: `${url}${query(input)}`, init: { method, headers } };
  // The link is a method call's transport field, beside the payload (spec 1 §7).
  const body =
    call.transport === 'method' && opts.authSecret ? { ...(input ?? {}), authSecret: opts.authSecret } : input;
  if (call.multipart) return { url, init: { method, headers, body: multipart(call, body, opts.files) } };
  headers['Content-Type'] = 'application/json';
  return { url, init: { method, headers, body: JSON.stringify(dropEmpty(body ?? {})) } };
}
