import type { FastifyInstance, FastifyRequest } from 'fastify';
import { METHOD_CALL_PATH, splitMethodBody, ZMethodBodyFields, type MethodCall } from '@openportal/contract';
import type { AccessDeps } from './access/resolve.ts';
import { AppError } from './app-error.ts';
import { withSerializer } from './answer-serializer.ts';
import { dispatch } from './dispatch.ts';
import { readMultipart, refuseStrayMultipart } from './multipart.ts';
import type { Operation } from './operation.ts';
import { parseWith } from './parse.ts';
import { rateLimitFor } from './rate-limits.ts';
import { sendAnswer } from './rest-routes.ts';

/**
 * POST /?method=<name> (spec 1 §7 "Method-style calls"): finds the operation by the contract's
 * method name, splits the body into its transport fields (method, fromEmail, authSecret,
 * fromCustomerId) and the payload, and hands both to the one dispatcher. The answer is the
 * envelope with '00' and the handler's fields.
 */
export function registerMethodRoutes(
  app: FastifyInstance,
  deps: AccessDeps & { rateLimitOverrides?: Partial<Record<string, number>>; checkAnswers?: boolean },
  operations: readonly Operation<MethodCall>[],
) {
  const byName = new Map<string, Operation<MethodCall>>();
  for (const op of operations) {
    if (byName.has(op.call.method)) throw new Error(`method registered twice: ${op.call.method}`);
    byName.set(op.call.method, op);
  }
  const opOf = (req: FastifyRequest) => {
    const name = (req.query as Record<string, unknown>).method;
    return typeof name === 'string' ? byName.get(name) : undefined;
  };
  const rateLimit = rateLimitFor((req) => opOf(req)?.call, deps.rateLimitOverrides, deps.tokens);
  app.post(METHOD_CALL_PATH, { config: { rateLimit } }, async (req, reply) => {
    const op = opOf(req);
    if (!op) throw new AppError('IM', 'invalidMethod');
    refuseStrayMultipart(req, op.call);
    const upload = op.call.multipart ? await readMultipart(req, op.call) : undefined;
    const raw = upload?.body ?? req.body;
    // No body at all reads as {}; anything sent must be a JSON object (null is not one).
    if (raw !== undefined && (raw === null || typeof raw !== 'object' || Array.isArray(raw))) {
      throw new AppError('TA1', 'invalidParams', {
        validationErrors: [{ field: '(body)', message: 'Body must be a JSON object' }],
      });
    }
    const { fields, payload } = splitMethodBody({ ...((raw as Record<string, unknown> | undefined) ?? {}) });
    const transport = parseWith(ZMethodBodyFields, fields);
    // The spec's body carries `lang` beside the payload for dictionary calls; their schemas declare it.
    const presented = { ...transport, payload };
    const out = await dispatch(op, req, reply, { presented, files: upload?.files ?? [] }, deps);
    if (op.call.binaryResponse) return sendAnswer(reply, op.call, out);
    return withSerializer(reply, op, { responseCode: '00', ...(out as object) }, deps.checkAnswers === true);
  });
  return [...byName.keys()];
}
