import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@openportal/contract';
import { AppError } from './app-error.ts';

/**
 * Every failure leaves as the catalogue envelope. Malformed JSON, a wrong content type or an
 * oversized body is TA1 (4xx); anything unexpected is UE with the detail logged, never sent.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return reply.status(error.httpStatus).send(error.toEnvelope());
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.status(413).send({ responseCode: 'TA1', responseDescription: ERROR_MESSAGES.bodyTooLarge });
    if (status >= 400 && status < 500) {
      return reply.status(status === 415 ? 415 : 400).send({
        responseCode: 'TA1',
        responseDescription: ERROR_MESSAGES.invalidParams,
        validationErrors: [{ field: '(body)', message: error.message }],
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ responseCode: 'UE', responseDescription: ERROR_MESSAGES.serverError });
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.status(404).send({ responseCode: 'IM', responseDescription: ERROR_MESSAGES.notFound }),
  );
}
