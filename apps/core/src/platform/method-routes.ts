import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_MAX, METHOD_CALL_PATH, rightsAllow, type MethodCall } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { AccessTokens } from '../identity/signing-keys.ts';
import type { BrandContext } from './brand-context.ts';
import { AppError } from './app-error.ts';
import type { MethodHandler } from './methods.ts';
import { parseWith } from './parse.ts';
import { authenticate, languageOf } from './request-context.ts';

/**
 * POST /?method=<name> (spec 1 §7 "Method-style calls"): finds the handler by the contract's
 * method name, takes the brand of the host, checks the caller per the call's access and the
 * rights the call needs, parses the body with the call's request schema, and answers the
 * envelope with '00' and the handler's fields.
 */
export function registerMethodRoutes(
  app: FastifyInstance,
  deps: { db: Queryable; tokens: AccessTokens; brandContext: BrandContext },
  handlers: readonly MethodHandler[],
) {
  const { db, tokens, brandContext } = deps;
  const byName = new Map<string, MethodHandler>();
  for (const h of handlers) {
    if (byName.has(h.call.method)) throw new Error(`method registered twice: ${h.call.method}`);
    byName.set(h.call.method, h);
  }
  app.post(METHOD_CALL_PATH, async (req) => {
    const name = (req.query as Record<string, unknown>).method;
    const handler = typeof name === 'string' ? byName.get(name) : undefined;
    if (!handler) throw new AppError('IM', 'invalidMethod');
    const call: MethodCall = handler.call;
    const brand = brandContext.brandOf(req);
    const caller = call.access === 'public' ? undefined : await authenticate(req, db, tokens, brand);
    if (caller && !rightsAllow(call, caller.accessRights)) throw new AppError('13', 'accessDenied');
    // No body at all reads as {}; anything sent must be a JSON object (null is not one).
    const body = { ...((req.body as Record<string, unknown> | undefined) ?? {}) };
    if (req.body !== undefined && (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body))) {
      throw new AppError('TA1', 'invalidParams', {
        validationErrors: [{ field: '(body)', message: 'Body must be a JSON object' }],
      });
    }
    // The spec's body carries `method` (and `lang` for dictionaries) beside the payload.
    delete body.method;
    delete body.lang;
    const input = parseWith(call.request, body);
    const idempotencyKey = readIdempotencyKey(req.headers['idempotency-key'], call.headers.includes('Idempotency-Key'));
    const out = await handler.handle({ req, brand, lang: languageOf(req), caller, idempotencyKey }, input);
    return { responseCode: '00', ...out };
  });
  return [...byName.keys()];
}

function readIdempotencyKey(header: unknown, required: boolean): string | undefined {
  if (!required) return undefined;
  if (typeof header !== 'string' || header.length === 0) {
    throw new AppError('VF', 'idempotencyKeyMissing', {
      validationErrors: [{ field: 'Idempotency-Key', message: 'Idempotency-Key header is required' }],
    });
  }
  if (header.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(header)) {
    throw new AppError('VF', 'validationFailed', {
      validationErrors: [
        {
          field: 'Idempotency-Key',
          message: `Idempotency-Key must be 1-${IDEMPOTENCY_KEY_MAX} visible ASCII characters`,
        },
      ],
    });
  }
  return header;
}
