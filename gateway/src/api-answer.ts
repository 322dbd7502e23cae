import type { FastifyReply } from 'fastify';
import { setRefreshCookie, type TCookieOptions } from './refresh-cookie.ts';
import { sendBusy, sendServerUnavailable } from './envelope-reply.ts';
import type { TUpstreamAnswer } from './upstream-call.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Relays an upstream answer as its bytes came (never parsed and serialized again), a file as a
 * stream. A `refreshToken` in a JSON answer (token exchange, refresh, accountActivate, or any
 * other) goes into the httpOnly cookie and out of the body; a 5xx answer's detail is masked,
 * but the upstream's busy answer (503 with Retry-After) stays the busy answer: retryable.
 */
export function sendUpstreamAnswer(reply: FastifyReply, answer: TUpstreamAnswer, cookie: TCookieOptions): FastifyReply {
  const retry = answer.headers['retry-after'];
  if (answer.status === 503 && retry !== undefined) return sendBusy(reply, retry);
  if (answer.status >= 500) {
    if (answer.headers['retry-after'] !== undefined) reply.header('retry-after', answer.headers['retry-after']);
    return sendServerUnavailable(reply, answer.status);
  }
  reply.headers(answer.headers);
  if (answer.stream !== undefined) return reply.code(answer.status).send(answer.stream);
  const json = answer.json;
  if (isRecord(json) && typeof json.refreshToken === 'string') {
    const { refreshToken, ...rest } = json;
    setRefreshCookie(reply, refreshToken, cookie);
    return reply.code(answer.status).send(rest);
  }
  return reply.code(answer.status).send(answer.body);
}
