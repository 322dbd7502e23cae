import { Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
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

/**
 * An API scope takes every body as raw bytes (it goes upstream as it came), each call within its
 * own limit (uploads theirs, from the contract), checked before the body is read: a declared
 * length over it is refused at once (Node's HTTP parser never frames more bytes than it says),
 * an undeclared one is cut off at the limit.
 */
export function acceptRawBodies(app: FastifyInstance, jsonLimit: number): void {
  app.removeAllContentTypeParsers();
  const parserLimit = Math.max(jsonLimit, MAX_UPLOAD_BODY_BYTES);
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: parserLimit }, (_req, body, done) => done(null, body));
  app.addHook('preParsing', (req, _reply, payload, done) => {
    const limit = bodyLimitFor(req.method, req.url.slice('/api'.length), jsonLimit);
    const declared = req.headers['content-length'];
    if (declared === undefined) return done(null, payload.pipe(capStream(limit)));
    if (Number(declared) > limit) return done(new BodyTooLargeError());
    done(null, payload);
  });
}
