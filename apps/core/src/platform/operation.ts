import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Call, MethodCall, RestCall, TLanguage } from '@openportal/contract';
import type { Caller } from './caller.ts';

/** A file that came with a multipart call, read whole within the call's `maxFileBytes`. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** A binary answer (the call's `binaryResponse` type): bytes and a file name for download. */
export interface BinaryAnswer {
  binary: Buffer;
  filename: string;
}

export interface OperationContext {
  req: FastifyRequest;
  reply: FastifyReply;
  caller: Caller;
  /** The brand of the host, for every caller but operators and our own services. */
  brand: string | undefined;
  lang: TLanguage;
  /** Present for calls that take an Idempotency-Key. */
  idempotencyKey: string | undefined;
  /** REST path parameters, parsed by the call's `params` schema. */
  params: Record<string, unknown>;
  files: readonly UploadedFile[];
}

type Answer<C extends Call> = C extends MethodCall
  ? Omit<z.input<C['response']>, 'responseCode'>
  : z.input<C['response']> | BinaryAnswer;

/**
 * One contract call and the function that answers it: the unit a core module registers. The
 * dispatcher has already established the caller, its rights, the brand's feature switch, the
 * rate limit, the idempotency key and the parsed input when `handle` runs. Method answers get
 * `responseCode: '00'` added; REST answers are sent as returned.
 */
export interface Operation<C extends Call = Call> {
  call: C;
  handle(ctx: OperationContext, input: z.output<C['request']>): Promise<Answer<C>>;
  /**
   * Answer fields that are placeholders until the capability behind them is built (e.g. KYC
   * flags before verification exists). Marked here, printed by the coverage report: never a
   * silent fake.
   */
  stubs?: readonly string[];
  /**
   * Tests' probes only (the dispatcher's tests answer who called, which no contract declares):
   * the answer is written as it is, not through the call's compiled serializer.
   */
  probe?: boolean;
}

/** Ties a handler to its contract entry so input and output types follow the schemas. */
export function operation<C extends MethodCall | RestCall>(
  call: C,
  handle: Operation<C>['handle'],
  marks: { stubs?: readonly string[]; probe?: boolean } = {},
): Operation {
  return { call, handle, ...marks } as unknown as Operation;
}
