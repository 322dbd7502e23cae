import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVICE_BASES, type Call, type RestCall } from '@openportal/contract';
import type { AccessDeps } from './access/resolve.ts';
import { withSerializer } from './answer-serializer.ts';
import { dispatch } from './dispatch.ts';
import { readMultipart, refuseStrayMultipart } from './multipart.ts';
import type { BinaryAnswer, Operation } from './operation.ts';
import { rateLimitFor } from './rate-limits.ts';

/** `/contract/{id}/cancel` → `/contract/:id/cancel`, under the call's service base. */
export function routePath(call: RestCall): string {
  return `${SERVICE_BASES[call.service ?? 'api']}${call.path.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, ':$1')}`;
}

function isBinary(out: unknown): out is BinaryAnswer {
  return typeof out === 'object' && out !== null && Buffer.isBuffer((out as BinaryAnswer).binary);
}

/** A file answer with its media type and a download name; anything else as JSON. */
export function sendAnswer(reply: FastifyReply, call: Call, out: unknown) {
  if (!isBinary(out)) return out;
  const name = out.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .type(call.binaryResponse ?? 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(out.binary);
}

/**
 * One Fastify route per REST operation, from its contract entry: verb, path with its
 * parameters, service base; GET and DELETE read the query (strings, coerced by the call's
 * schema), others the JSON body or, for multipart calls, the data part and files. Everything
 * else is the dispatcher's, as for method calls.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  deps: AccessDeps & { rateLimitOverrides?: Partial<Record<string, number>>; checkAnswers?: boolean },
  operations: readonly Operation<RestCall>[],
) {
  for (const op of operations) {
    const call = op.call;
    const rateLimit = rateLimitFor(() => call, deps.rateLimitOverrides, deps.tokens);
    app.route({
      method: call.verb,
      url: routePath(call),
      config: { rateLimit },
      ...(call.maxBodyBytes ? { bodyLimit: call.maxBodyBytes } : {}),
      handler: async (req, reply) => {
        refuseStrayMultipart(req, call);
        const upload = call.multipart ? await readMultipart(req, call) : undefined;
        const readsQuery = call.verb === 'GET' || call.verb === 'DELETE';
        // No body at all is an empty one; a JSON `null` is a body, checked (and refused) by the schema.
        const payload =
          upload?.body ?? (readsQuery ? { ...(req.query as object) } : req.body === undefined ? {} : req.body);
        const out = await dispatch(
          op,
          req,
          reply,
          {
            presented: { payload: payload as Record<string, unknown> },
            params: req.params as Record<string, unknown>,
            files: upload?.files ?? [],
          },
          deps,
        );
        if (call.binaryResponse) return sendAnswer(reply, call, out);
        return withSerializer(reply, op, out, deps.checkAnswers === true);
      },
    });
  }
  return operations.map((op) => op.call);
}
