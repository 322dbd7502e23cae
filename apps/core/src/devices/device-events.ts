import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, type TRealtimeDelivery } from '@openportal/contract';
import type { Db } from '@openportal/db';
import { sha256Hex } from '../platform/crypto.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { deviceBySecret, linkWaiting } from './data.ts';

export const SECRET_HEADER = 'x-device-secret';
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long (the page reconnects): its secret is checked again. */
const MAX_STREAM_MS = 10 * 60_000;
/** Device-page streams open on this replica at most (each is one hub listener). */
const MAX_STREAMS = 1000;
/** Streams one device secret may hold open at once (a page and a reconnect overlapping). */
export const MAX_STREAMS_PER_SECRET = 2;
/** Streams one client address may open per minute (the page opens one per 10 minutes or error). */
export const STREAM_OPENS_PER_MIN_PER_ADDRESS = 30;

export function secretOf(req: FastifyRequest): string | null {
  const s = req.headers[SECRET_HEADER];
  return typeof s === 'string' && s.length >= 16 && s.length <= 256 ? s : null;
}

export const denied = (reply: FastifyReply) =>
  reply.status(401).send({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.accessDenied });

/**
 * Who a stream follows: the device's user, or (a page waiting to be linked) the wait id of its
 * secret's hash, until a delivery on that wait id names the user it was linked to.
 */
function follower(userId: string | null, waitId: string) {
  let user = userId;
  return (d: TRealtimeDelivery): boolean => {
    if (d.waitIds?.includes(waitId) === true) {
      user ??= d.userIds[0] ?? null;
      return true;
    }
    return user !== null && d.userIds.includes(user);
  };
}

/**
 * GET /device/events: the device page's real time (Server-Sent Events; the page reads it with
 * fetch, as EventSource sends no header). Authenticated by the device secret (a linked device,
 * or a page whose link code waits). Every delivery for the device's user (sign-ins waiting or
 * decided, devices linked or approved, payments…) becomes `data: {"type":…}`, the event type
 * only: the page reloads /device/state. Fed by core's hub, which hears every replica (Redis pub/sub).
 */
export function registerDeviceEvents(app: FastifyInstance, deps: { db: Db; realtime: RealtimeHub }) {
  let open = 0;
  /** Open streams by the secret's hash. */
  const bySecret = new Map<string, number>();
  const opensLimit = {
    rateLimit: {
      max: STREAM_OPENS_PER_MIN_PER_ADDRESS,
      timeWindow: 60_000,
      keyGenerator: (req: { ip: string }) => `deviceEvents|${req.ip}`,
    },
  };
  app.get('/device/events', { config: opensLimit }, async (req, reply) => {
    const secret = secretOf(req);
    if (!secret) return denied(reply);
    const device = await deviceBySecret(deps.db, secret);
    if (!device && !(await linkWaiting(deps.db, secret))) return denied(reply);
    const key = sha256Hex(secret);
    if (open >= MAX_STREAMS || (bySecret.get(key) ?? 0) >= MAX_STREAMS_PER_SECRET)
      return reply.status(429).send({ responseCode: 'AE', responseDescription: ERROR_MESSAGES.tooManyRequests });
    open += 1;
    bySecret.set(key, (bySecret.get(key) ?? 0) + 1);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write(': connected\n\n');
    const wanted = follower(device?.userId ?? null, key);
    const unsubscribe = deps.realtime.subscribe((d) => {
      if (wanted(d)) res.write(`data: ${JSON.stringify({ type: d.event.type })}\n\n`);
    }, false);
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => res.end(), MAX_STREAM_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      open -= 1;
      const left = (bySecret.get(key) ?? 1) - 1;
      if (left > 0) bySecret.set(key, left);
      else bySecret.delete(key);
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
    };
    req.raw.on('close', close);
    res.on('close', close);
    res.on('error', close);
  });
}
