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
