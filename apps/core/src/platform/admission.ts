import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVICE_ROUTES } from '@openportal/contract';
import { AppError } from './app-error.ts';

/** Routes never counted: probes, and the long-lived internal streams between our services. */
const exempt = (url: string) =>
  url === SERVICE_ROUTES.health || url === SERVICE_ROUTES.live || url.startsWith(`${SERVICE_ROUTES.internalPrefix}/`);

/** The retryable busy answer, as load shedding sends it (rate-limits.ts): 503 AE `serverBusy`, Retry-After 1. */
export function sendBusy(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', '1')
    .send(new AppError('AE', 'serverBusy', { httpStatus: 503 }).toEnvelope());
}

/**
 * Admission at the door (issue 25, overload): at most `maxInFlight` requests are being served
 * at once; one more is answered busy at once, before anything is read or done for it, instead
 * of waiting behind the others for the database with latency that grows without limit. A request
 * counts from its arrival until its answer is sent or its client went away. 0: off.
 */
export function registerAdmission(app: FastifyInstance, maxInFlight: number): { inFlight(): number } {
  let inFlight = 0;
  if (maxInFlight === 0) return { inFlight: () => inFlight };
  const counted = new WeakSet<object>();
  /** Once per request, whichever comes first: its answer sent, or its connection closed. */
  const leave = (req: object) => {
    if (counted.delete(req)) inFlight--;
  };
  app.addHook('onRequest', (req, reply, done) => {
    if (exempt(req.url)) return done();
    if (inFlight >= maxInFlight) {
      sendBusy(reply);
      return;
    }
    inFlight++;
    counted.add(req);
    reply.raw.once('close', () => leave(req));
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    leave(req);
    done();
  });
  return { inFlight: () => inFlight };
}
