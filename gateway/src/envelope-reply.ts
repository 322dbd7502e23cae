import type { FastifyReply } from 'fastify';
import { ERROR_MESSAGES, type TResponseCode } from '@openportal/contract';

/** Gateway-only description (the catalogue code is TA1, the text is ours). */
export const UNKNOWN_API_INDEX = 'Unknown API index';

/** Sends the catalogue envelope `{responseCode, responseDescription}` with an HTTP status. */
export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  code: TResponseCode,
  description: string,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ responseCode: code, responseDescription: description });
}

export function sendServerUnavailable(reply: FastifyReply, status = 502): FastifyReply {
  return sendEnvelope(reply, status, 'UE', ERROR_MESSAGES.serverError);
}

/** The retryable busy answer (503 AE `serverBusy`), Retry-After as given (load-shedding.ts sends it too). */
export function sendBusy(reply: FastifyReply, retryAfter = '1'): FastifyReply {
  return sendEnvelope(reply.header('retry-after', retryAfter), 503, 'AE', ERROR_MESSAGES.serverBusy);
}
