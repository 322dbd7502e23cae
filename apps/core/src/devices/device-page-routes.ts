import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
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

/**
 * The stand-in linked device (spec 1 §4 push; issue "real parts"): a page core serves that a
 * second browser or a phone opens. It asks for a link code (POST /device/link), keeps the
 * device secret in localStorage, and follows its state (GET /device/events, reloading GET
 * /device/state on each event): once linked, the user's waiting sign-ins, which it approves or
 * denies (POST /device/decision), and the user's payments waiting for approval (POST
 * /device/payment-decision, device-payment-routes.ts). Not contract calls: this is the phone
 * app's own channel, authenticated by the device secret alone.
 */
export function registerDevicePage(app: FastifyInstance, deps: { db: Db; outbox: Outbox; realtime?: RealtimeHub }) {
  if (deps.realtime) registerDeviceEvents(app, { db: deps.db, realtime: deps.realtime });
  app.get('/device', async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:",
      )
      .send(page),
  );
  app.get('/device/app.js', async (_req, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );
  app.post('/device/link', async () => createLink(deps.db));
  // The scp deeplink's code (POST /auth/scp/request) opened here: this page becomes the device.
  app.post('/device/claim', async (req, reply) => {
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
  app.get('/device/state', async (req, reply) => {
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
  app.post('/device/decision', async (req, reply) => {
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
