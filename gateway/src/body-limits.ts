import { Transform } from 'node:stream';
import { METHOD_CALLS, REST_CALLS, SERVICE_BASES, type Call } from '@openportal/contract';

/** Room for the multipart framing and the JSON data part beside the files. */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

const uploadBytes = (call: Call) =>
  call.multipart ? call.multipart.maxFileBytes * call.multipart.fileParts.length + MULTIPART_OVERHEAD_BYTES : 0;

const METHOD_LIMITS = new Map(
  Object.values(METHOD_CALLS)
    .filter((c) => c.multipart)
    .map((c) => [c.method, uploadBytes(c)] as const),
);

const REST_LIMITS = Object.values(REST_CALLS)
  .filter((c) => c.multipart)
  .map((c) => {
    const path = `${SERVICE_BASES[c.service ?? 'api']}${c.path}`
      .split(/\{[A-Za-z0-9]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return { verb: c.verb, pattern: new RegExp(`^${path}/?$`), bytes: uploadBytes(c) };
  });

/** The largest body any call takes: what the gateway's parser must be able to hold. */
export const MAX_UPLOAD_BODY_BYTES = Math.max(0, ...METHOD_LIMITS.values(), ...REST_LIMITS.map((r) => r.bytes));

/**
 * The body limit of the call a request is for (contract `multipart.maxFileBytes` per file
 * part), else the JSON limit. `upstream` is the path and query after `/api`.
 */
export function bodyLimitFor(verb: string, upstream: string, jsonLimit: number): number {
  const [path = '', query = ''] = upstream.split('?', 2);
  if (path === '/' && verb === 'POST') {
    const method = new URLSearchParams(query).get('method') ?? '';
    return METHOD_LIMITS.get(method) ?? jsonLimit;
  }
  return REST_LIMITS.find((r) => r.verb === verb && r.pattern.test(path))?.bytes ?? jsonLimit;
}

export class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  override name = 'BodyTooLargeError';
}

/** A stream that fails once more than `limit` bytes went through it (bodies without Content-Length). */
export function capStream(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > limit ? new BodyTooLargeError() : null, chunk);
    },
  });
}
