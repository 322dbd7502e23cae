import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminRolesAllow, IDEMPOTENCY_KEY_MAX, isIdempotent, rightsAllow, type Call } from '@openportal/contract';
import { auditRefusal } from '../admin/audit.ts';
import { resolveCaller, type AccessDeps, type Presented } from './access/resolve.ts';
import { AppError } from './app-error.ts';
import type { Caller } from './caller.ts';
import type { Operation, OperationContext, UploadedFile } from './operation.ts';
import { parseWith } from './parse.ts';
import { languageOf } from './language.ts';

/** What a transport (method call or REST route) read from the request before the policy runs. */
export interface CallInput {
  presented: Presented;
  params?: Record<string, unknown> | undefined;
  files?: readonly UploadedFile[];
}

/**
 * The one policy pipeline every call goes through, whatever its transport: caller by the
 * call's access kinds, the brand's feature switch, the rights the call needs (a customer's
 * access rights, an operator's roles), the
 * idempotency key, the request parsed by its schema (every string checked first), then the
 * handler. Nothing here depends on which call it is beyond its contract entry. An operator's
 * call refused after the operator is known is recorded in the audit log (who, what, why).
 */
export async function dispatch(
  op: Operation,
  req: FastifyRequest,
  reply: FastifyReply,
  input: CallInput,
  deps: AccessDeps,
): Promise<unknown> {
  const caller = await resolveCaller(op.call, req, input.presented, deps);
  if (caller.kind !== 'admin') return run(op, req, reply, input, deps, caller);
  try {
    return await run(op, req, reply, input, deps, caller);
  } catch (error) {
    await auditRefusal(deps.db, caller, op.call, error, req.ip);
    throw error;
  }
}

/** The policy after the caller, then the handler. */
async function run(
  op: Operation,
  req: FastifyRequest,
  reply: FastifyReply,
  input: CallInput,
  deps: AccessDeps,
  caller: Caller,
): Promise<unknown> {
  const call: Call = op.call;
  const brand = brandOfCaller(caller);
  if (call.feature && brand !== undefined && !deps.brandContext.featureOn(brand, call.feature))
    throw new AppError('IM', 'invalidMethod');
  if (caller.kind === 'customer' && !rightsAllow(call, caller.accessRights)) throw new AppError('13', 'accessDenied');
  if (caller.kind === 'admin' && !adminRolesAllow(call, caller.roles)) throw new AppError('13', 'accessDenied');
  const idempotencyKey = isIdempotent(call) ? readIdempotencyKey(req.headers['idempotency-key']) : undefined;
  const params = call.transport === 'rest' && call.params ? parseWith(call.params, input.params ?? {}) : {};
  const parsed = parseWith(call.request, input.presented.payload);
  const ctx: OperationContext = {
    req,
    reply,
    caller,
    brand,
    lang: languageOf(req, brand === undefined ? undefined : deps.brandContext.manifest(brand)),
    idempotencyKey,
    params: params as Record<string, unknown>,
    files: input.files ?? [],
  };
  return op.handle(ctx, parsed);
}

function brandOfCaller(caller: Caller): string | undefined {
  return 'brand' in caller ? caller.brand : undefined;
}

function readIdempotencyKey(header: unknown): string {
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
