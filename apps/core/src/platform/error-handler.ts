import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@openportal/contract';
import { AppError } from './app-error.ts';

/**
 * Every failure leaves as the catalogue envelope. Malformed JSON, a wrong content type or an
 * oversized body is TA1 (4xx); anything unexpected is UE with the detail logged, never sent.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      // The busy answer (503) is retryable: when, as load shedding says it (rate-limits.ts).
      if (error.httpStatus === 503) reply.header('retry-after', '1');
      return reply.status(error.httpStatus).send(error.toEnvelope());
    }
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

/**
 * Fastify's own refusals before routing (bad percent-encoding in the path, an over-long
 * parameter): the catalogue envelope, never Fastify's body. Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send({
    responseCode: 'TA1',
    responseDescription: ERROR_MESSAGES.invalidParams,
    validationErrors: [
      { field: '(path)', message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL' : 'Invalid path' },
    ],
  });
}

/**
 * Answers of the API carry personal data or tokens: no cache may keep them (RFC 6749 §5.1,
 * and every signed-in answer). The API documents stay cacheable.
 */
export function installNoStore(app: FastifyInstance, cacheable: readonly string[]) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!cacheable.includes(req.routeOptions.url ?? '')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
