import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@openportal/contract';
import { sendEnvelope, sendServerUnavailable } from './envelope-reply.ts';
import { UpstreamUnavailableError } from './upstream-call.ts';

/** Every failure leaves as a catalogue envelope; 5xx detail stays in the log. */
export function gatewayErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof UpstreamUnavailableError) {
    req.log.warn({ err: error, cause: String(error.cause) }, 'upstream unavailable');
    return sendServerUnavailable(reply, 502);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) return sendEnvelope(reply, 429, 'AE', ERROR_MESSAGES.tooManyRequests);
  if (status === 413) return sendEnvelope(reply, 413, 'TA1', ERROR_MESSAGES.bodyTooLarge);
  if (status >= 500 || status < 400) {
    req.log.error({ err: error }, 'gateway error');
    return sendServerUnavailable(reply, 500);
  }
  return sendEnvelope(reply, status, 'TA1', ERROR_MESSAGES.invalidParams);
}
