import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MethodCall, TLanguage } from '@openportal/contract';
import type { Caller } from './request-context.ts';

export interface MethodContext {
  req: FastifyRequest;
  /** The brand of the host the call came to (every call has one). */
  brand: string;
  lang: TLanguage;
  /** Present for calls whose access is 'bearer'. */
  caller: Caller | undefined;
  idempotencyKey: string | undefined;
}

/** Handler of one method call: parsed request in, the call's own answer fields out. */
export interface MethodHandler<C extends MethodCall = MethodCall> {
  call: C;
  handle(ctx: MethodContext, input: z.output<C['request']>): Promise<Omit<z.input<C['response']>, 'responseCode'>>;
}

/** Ties a handler to its contract entry so input and output types follow the schemas. */
export function method<C extends MethodCall>(call: C, handle: MethodHandler<C>['handle']): MethodHandler {
  return { call, handle } as unknown as MethodHandler;
}

export function requireCaller(ctx: MethodContext): Caller {
  if (!ctx.caller) throw new Error('handler needs a bearer call');
  return ctx.caller;
}
