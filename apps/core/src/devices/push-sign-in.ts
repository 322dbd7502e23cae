import { PUSH_WAIT_TTL_S, type TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import { newId, randomToken, sha256Hex } from '../platform/crypto.ts';
import { devicesOf, pushTo } from './data.ts';

/** How long a push sign-in waits for a device (longer than a typed code: the phone must be found). */
export const PUSH_TTL_S = PUSH_WAIT_TTL_S;

/** The browsers waiting on these push sign-ins (wait ids: their tmpJwts' hashes) hear the decision (realtime, after commit). */
export async function pushDecided(tx: Queryable, outbox: Outbox, waitIds: string[], result: 'approved' | 'denied') {
  await outbox.add(
    tx,
    'realtime',
    waitIds.map((waitId) => ({ userIds: [], waitIds: [waitId], event: { type: 'PushDecided', waitId, result } })),
  );
}

/** The user's device pages reload: a sign-in waits, was decided, a device changed (realtime, after commit). */
export async function deviceStateChanged(
  tx: Queryable,
  outbox: Outbox,
  userId: string,
  reason: Extract<TRealtimeDelivery['event'], { type: 'DeviceStateChanged' }>['reason'],
  waitIds?: string[],
) {
  await outbox.add(tx, 'realtime', [
    { userIds: [userId], ...(waitIds ? { waitIds } : {}), event: { type: 'DeviceStateChanged', reason } },
  ]);
}
const POLL_MS = 400;

/** What the token service needs to start and wait for a push sign-in. */
export interface TPushSettings {
  /** The device page's address; a sign-in's `link` opens it on that request. */
  devicePageUrl: string;
  /** How long one /auth/token call waits for the decision before answering pushPending. */
  pushWaitMs: number;
}

/**
 * The push flow (spec 1 §4): the user's linked devices, or none (then the flow is not push).
 * The sign-in code waits 'pending'; each device gets a notification; the portal gets the
 * devices (public fields), a tmpJwt for resending and the link to the device page.
 */
export async function startPushSignIn(
  tx: Queryable,
  a: { userId: string; authCode: string; ip: string; settings: TPushSettings; brandName: string; outbox: Outbox },
) {
  const devices = await devicesOf(tx, [a.userId], true);
  if (devices.length === 0) return null;
  const pushId = newId();
  const tmpJwt = randomToken();
  await tx.query(
    `UPDATE auth_codes SET push_status = 'pending', push_id = $2, tmp_hash = $3,
            expires_at = now() + make_interval(secs => $4) WHERE code_hash = $1`,
    [sha256Hex(a.authCode), pushId, sha256Hex(tmpJwt), PUSH_TTL_S],
  );
  await pushTo(
    tx,
    devices.map((d) => d.id),
    { title: `${a.brandName}: sign-in request`, body: `From ${a.ip}`, data: { pushId } },
  );
  await deviceStateChanged(tx, a.outbox, a.userId, 'signInWaiting');
  return {
    authFlow: 'push' as const,
    tmpJwt,
    link: `${a.settings.devicePageUrl}#request=${pushId}`,
    devices: devices.map((d) => ({
      name: d.name,
      type: d.type,
      ...(d.location ? { location: d.location } : {}),
      ...(d.lastActivityAt ? { lastActivityAt: d.lastActivityAt } : {}),
    })),
  };
}

/** POST /auth/push/re-send: the devices are notified again and the wait starts over. False: unknown or decided. */
export async function resendPush(
  tx: Queryable,
  a: { tmpJwt: string; brand: string; brandName: string; outbox: Outbox },
) {
  const r = await tx.query<{ user_id: string; push_id: string }>(
    `UPDATE auth_codes c SET expires_at = now() + make_interval(secs => $2) FROM users u
      WHERE c.tmp_hash = $1 AND c.push_status = 'pending' AND c.used_at IS NULL AND c.expires_at > now()
        AND u.id = c.user_id AND u.brand = $3
      RETURNING c.user_id, c.push_id`,
    [sha256Hex(a.tmpJwt), PUSH_TTL_S, a.brand],
  );
  const row = r.rows[0];
  if (!row) return false;
  const devices = await devicesOf(tx, [row.user_id], true);
  await pushTo(
    tx,
    devices.map((d) => d.id),
    { title: `${a.brandName}: sign-in request`, body: 'Sent again', data: { pushId: row.push_id } },
  );
  await deviceStateChanged(tx, a.outbox, row.user_id, 'signInWaiting');
  return true;
}

/** Sign-ins waiting for this user's decision, newest first (what the device page shows). */
export async function pendingSignIns(q: Queryable, userId: string) {
  const r = await q.query<{ push_id: string; ip: string | null; user_agent: string | null; expires_at: Date }>(
    `SELECT c.push_id, h.ip, h.user_agent, c.expires_at FROM auth_codes c
       LEFT JOIN login_history h ON h.id = c.login_id
      WHERE c.user_id = $1 AND c.push_status = 'pending' AND c.used_at IS NULL AND c.expires_at > now()
      ORDER BY c.expires_at DESC`,
    [userId],
  );
  return r.rows.map((p) => ({
    requestId: p.push_id,
    ip: p.ip,
    userAgent: p.user_agent,
    expiresAt: new Date(p.expires_at).toISOString(),
  }));
}

/**
 * A linked device approves or denies a waiting sign-in of its user: the one named, or (no id)
 * every waiting one. Answers how many were decided; a decided, used or expired one is left alone.
 * After commit the browsers waiting on those sign-ins (their sockets' wait ids: the tmpJwt's
 * hash) hear the decision, and the user's device pages reload.
 */
export async function decideSignIn(
  tx: Queryable,
  outbox: Outbox,
  d: { userId: string; deviceId: string | null; requestId: string | null; approve: boolean },
): Promise<number> {
  const r = await tx.query<{ tmp_hash: string | null }>(
    `UPDATE auth_codes SET push_status = $3, push_device_id = $2
      WHERE user_id = $1 AND push_status = 'pending' AND used_at IS NULL AND expires_at > now()
        AND ($4::text IS NULL OR push_id = $4)
      RETURNING tmp_hash`,
    [d.userId, d.deviceId, d.approve ? 'approved' : 'denied', d.requestId],
  );
  if (r.rows.length === 0) return 0;
  const waits = r.rows.flatMap((row) => (row.tmp_hash === null ? [] : [row.tmp_hash]));
  await pushDecided(tx, outbox, waits, d.approve ? 'approved' : 'denied');
  await deviceStateChanged(tx, outbox, d.userId, 'signInDecided');
  return r.rows.length;
}

/** Waits (polling the row, so any replica's decision counts) until the push sign-in is decided or the time is up. */
export async function waitForDecision(q: Queryable, authCode: string, waitMs: number): Promise<void> {
  const until = Date.now() + waitMs;
  for (;;) {
    const r = await q.query<{ push_status: string | null }>('SELECT push_status FROM auth_codes WHERE code_hash = $1', [
      sha256Hex(authCode),
    ]);
    if (r.rows[0]?.push_status !== 'pending' || Date.now() >= until) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(until - Date.now(), 0))));
  }
}
