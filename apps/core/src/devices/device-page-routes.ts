import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES } from '@openportal/contract';
import type { Db } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { claimUserLink, createLink, deviceBySecret, linkWaiting, recentPushes } from './data.ts';
import { denied, registerDeviceEvents, secretOf } from './device-events.ts';
import { paymentsWaiting, registerPaymentDecisions } from './device-payment-routes.ts';
import { decideSignIn, deviceStateChanged, pendingSignIns, pushDecided } from './push-sign-in.ts';

const page = readFileSync(new URL('./device-page.html', import.meta.url), 'utf8');
const script = readFileSync(new URL('./device-page.js', import.meta.url), 'utf8');
const ZClaim = z.strictObject({ code: z.string().min(4).max(16), name: z.string().trim().min(1).max(100) });
const ZDecision = z.strictObject({ requestId: z.string().min(1).max(64), approve: z.boolean() });

/** Anonymous link codes one client address may ask for per minute (each stores a row). */
export const LINKS_PER_MIN_PER_ADDRESS = 10;

/**
 * The page approves sign-ins and payments: no other site may frame it (clickjacking), no
 * answer of its is sniffed into another type, and no referrer leaves it.
 */
export function guardDeviceAnswer(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer');
}
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** Per client address (behind TRUST_PROXY), shared across replicas when core has Redis. */
const linkLimit = {
  rateLimit: {
    max: LINKS_PER_MIN_PER_ADDRESS,
    timeWindow: 60_000,
    keyGenerator: (req: { ip: string }) => `deviceLink|${req.ip}`,
  },
};
const guarded = {
  onSend: async (_req: unknown, reply: FastifyReply, payload: unknown) => {
    guardDeviceAnswer(reply);
    return payload;
  },
};

/**
 * The stand-in linked device (spec 1 §4 push; issue "real parts"): a page core serves that a
 * second browser or a phone opens. It asks for a link code (POST /device/link), keeps the
 * device secret in localStorage, and follows its state (GET /device/events, reloading GET
 * /device/state on each event): once linked, the user's waiting sign-ins, which it approves or
 * denies (POST /device/decision), and the user's payments waiting for approval (POST
 * /device/payment-decision, device-payment-routes.ts). Not contract calls: this is the phone
 * app's own channel, authenticated by the device secret alone.
 */
export function registerDevicePage(
  app: FastifyInstance,
  deps: { db: Db; outbox: Outbox; brandName: (brand: string) => string; realtime?: RealtimeHub },
) {
  if (deps.realtime) registerDeviceEvents(app, { db: deps.db, realtime: deps.realtime });
  app.get('/device', guarded, async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .send(page),
  );
  app.get('/device/app.js', guarded, async (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );
  app.post('/device/link', { ...guarded, config: linkLimit }, async () => createLink(deps.db));
  // The scp deeplink's code (POST /auth/scp/request) opened here: this page becomes the device.
  app.post('/device/claim', guarded, async (req, reply) => {
    const body = ZClaim.safeParse(req.body);
    if (!body.success)
      return reply.status(400).send({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.validationFailed });
    const claimed = await deps.db.transaction(async (tx) => {
      const c = await claimUserLink(tx, body.data.code, body.data.name);
      if (c) await deviceStateChanged(tx, deps.outbox, c.userId, 'deviceLinked');
      if (c?.approvedWait) await pushDecided(tx, deps.outbox, [c.approvedWait], 'approved');
      return c;
    });
    if (!claimed)
      return reply.status(400).send({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.deviceLinkInvalid });
    return { secret: claimed.secret };
  });
  app.get('/device/state', guarded, async (req, reply) => {
    const secret = secretOf(req);
    if (!secret) return denied(reply);
    const device = await deviceBySecret(deps.db, secret);
    if (!device) return { linked: false, waiting: await linkWaiting(deps.db, secret) };
    return {
      linked: true,
      approved: device.approved,
      device: { id: device.id, name: device.name, type: device.type },
      email: device.email,
      // A device waiting for the user's approval sees no sign-ins to decide.
      pending: device.approved ? await pendingSignIns(deps.db, device.userId) : [],
      // Payments held for this user's approval (device-payment-routes.ts decides them).
      payments: device.approved ? await paymentsWaiting(deps.db, device.userId) : [],
      pushes: await recentPushes(deps.db, device.id),
    };
  });
  app.post('/device/decision', guarded, async (req, reply) => {
    const secret = secretOf(req);
    const body = ZDecision.safeParse(req.body);
    if (!body.success)
      return reply.status(400).send({ responseCode: 'VF', responseDescription: ERROR_MESSAGES.validationFailed });
    const device = secret ? await deviceBySecret(deps.db, secret) : null;
    if (!device?.approved) return denied(reply);
    const decided = await deps.db.transaction((tx) =>
      decideSignIn(tx, deps.outbox, {
        userId: device.userId,
        deviceId: device.id,
        requestId: body.data.requestId,
        approve: body.data.approve,
      }),
    );
    return { decided };
  });
  registerPaymentDecisions(app, deps);
}
