import { randomInt } from 'node:crypto';
import type { Queryable } from '@openportal/db';
import { newId, randomToken, sha256Hex } from '../platform/crypto.ts';

/** A device as the contract shows it (spec 1 §3 Device; never its secret). */
export interface TDeviceView {
  id: string;
  type: 'android' | 'ios';
  name: string;
  location: string | null;
  lastActivityAt: string | null;
  approved: boolean;
}

interface TDeviceRow {
  id: string;
  user_id: string;
  type: 'android' | 'ios';
  name: string;
  location: string | null;
  last_activity_at: Date | null;
  approved: boolean;
}

const COLUMNS = 'id, user_id, type, name, location, last_activity_at, approved_at IS NOT NULL AS approved';
export const viewOf = (r: TDeviceRow): TDeviceView => ({
  id: r.id,
  type: r.type,
  name: r.name,
  location: r.location,
  lastActivityAt: r.last_activity_at ? new Date(r.last_activity_at).toISOString() : null,
  approved: r.approved,
});

/** Link codes: eight characters without the easily confused ones (0/O, 1/I/L). */
const LINK_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_TTL_S = 600;
export const normaliseLinkCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A device page asks to be linked: a link code for the user, a secret the page keeps. */
export async function createLink(q: Queryable): Promise<{ code: string; secret: string; expiresInS: number }> {
  const code = Array.from({ length: 8 }, () => LINK_ALPHABET[randomInt(0, LINK_ALPHABET.length)]).join('');
  const secret = randomToken();
  await q.query(
    `INSERT INTO device_links (code_hash, secret_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256Hex(code), sha256Hex(secret), LINK_TTL_S],
  );
  return { code, secret, expiresInS: LINK_TTL_S };
}

/**
 * The signed-in user enters a device's link code: the device becomes theirs (with the hash of the
 * page's secret: the wait id its event stream listens on until linked), not approved until the
 * account's current factor confirms it (issue 18; /auth/devices/{id}/approve). Null: unknown,
 * used or expired.
 */
export async function linkDevice(
  tx: Queryable,
  d: { userId: string; code: string; name: string; type: 'android' | 'ios'; location: string | null },
): Promise<(TDeviceView & { secretHash: string }) | null> {
  const link = await tx.query<{ secret_hash: string }>(
    `SELECT secret_hash FROM device_links
      WHERE code_hash = $1 AND device_id IS NULL AND user_id IS NULL AND expires_at > now() FOR UPDATE`,
    [sha256Hex(normaliseLinkCode(d.code))],
  );
  const row = link.rows[0];
  if (!row) return null;
  const device = await insertDevice(tx, { ...d, secretHash: row.secret_hash, pushToken: null, approved: false });
  await tx.query('UPDATE device_links SET device_id = $1 WHERE code_hash = $2', [
    device.id,
    sha256Hex(normaliseLinkCode(d.code)),
  ]);
  return { ...device, secretHash: row.secret_hash };
}

export async function insertDevice(
  tx: Queryable,
  d: {
    userId: string;
    name: string;
    type: 'android' | 'ios';
    secretHash: string;
    pushToken: string | null;
    location: string | null;
    /** False: registered by the token service, waiting for the user's approval. */
    approved?: boolean;
  },
): Promise<TDeviceView> {
  const r = await tx.query<TDeviceRow>(
    `INSERT INTO devices (id, user_id, name, type, secret_hash, push_token, location, last_activity_at, approved_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), CASE WHEN $8::boolean THEN now() END) RETURNING ${COLUMNS}`,
    [newId(), d.userId, d.name, d.type, d.secretHash, d.pushToken, d.location, d.approved ?? true],
  );
  return viewOf(r.rows[0]!);
}

/** Linked (not deleted) devices of the users, oldest first; `approved`: only those that may decide and get pushes. */
export async function devicesOf(q: Queryable, userIds: readonly string[], approved = false) {
  const r = await q.query<TDeviceRow>(
    `SELECT ${COLUMNS} FROM devices WHERE user_id = ANY($1::text[]) AND deleted_at IS NULL
        AND ($2::boolean = false OR approved_at IS NOT NULL) ORDER BY created_at, id`,
    [userIds, approved],
  );
  return r.rows.map((row) => ({ ...viewOf(row), userId: row.user_id }));
}

export async function deviceOf(q: Queryable, userId: string, deviceId: string, approved = false) {
  const r = await q.query<TDeviceRow>(
    `SELECT ${COLUMNS} FROM devices
      WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL AND ($3::boolean = false OR approved_at IS NOT NULL)`,
    [deviceId, userId, approved],
  );
  const row = r.rows[0];
  return row ? viewOf(row) : null;
}

/** The user approved a device the token service registered. */
export async function approveDevice(q: Queryable, userId: string, deviceId: string) {
  await q.query('UPDATE devices SET approved_at = now() WHERE id = $1 AND user_id = $2 AND approved_at IS NULL', [
    deviceId,
    userId,
  ]);
}

/**
 * After an account recovery (issue 18): every linked device stays linked but waits for the
 * user's approval again (the device-approve path), so it neither gets pushes nor decides.
 */
export async function awaitApprovalAgain(q: Queryable, userId: string): Promise<void> {
  await q.query('UPDATE devices SET approved_at = NULL WHERE user_id = $1 AND deleted_at IS NULL', [userId]);
}

/** Unlinks a device: its secret stops working at once. */
export async function deleteDevice(q: Queryable, userId: string, deviceId: string): Promise<TDeviceView | null> {
  const r = await q.query<TDeviceRow>(
    `UPDATE devices SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [deviceId, userId],
  );
  return r.rows[0] ? viewOf(r.rows[0]) : null;
}

/** The device holding this secret (touching its last activity), with its user's e-mail. */
export async function deviceBySecret(q: Queryable, secret: string) {
  const r = await q.query<TDeviceRow & { email: string }>(
    `UPDATE devices d SET last_activity_at = now() FROM users u
      WHERE d.secret_hash = $1 AND d.deleted_at IS NULL AND u.id = d.user_id
      RETURNING d.id, d.user_id, d.type, d.name, d.location, d.last_activity_at, u.email,
                d.approved_at IS NOT NULL AS approved`,
    [sha256Hex(secret)],
  );
  const row = r.rows[0];
  return row ? { ...viewOf(row), userId: row.user_id, email: row.email, approved: row.approved } : null;
}

/** A link code was asked for with this secret and is not used yet: the page is still waiting. */
export async function linkWaiting(q: Queryable, secret: string): Promise<boolean> {
  const r = await q.query(
    'SELECT 1 FROM device_links WHERE secret_hash = $1 AND device_id IS NULL AND expires_at > now()',
    [sha256Hex(secret)],
  );
  return r.rows.length > 0;
}

/** Stores one notification per device (the stand-in push service); answers how many. */
export async function pushTo(
  q: Queryable,
  deviceIds: readonly string[],
  p: { title: string; body: string; data?: Record<string, string> | undefined },
): Promise<number> {
  if (deviceIds.length === 0) return 0;
  await q.query(
    `INSERT INTO device_pushes (device_id, title, body, data)
     SELECT id, $2, $3, $4::jsonb FROM unnest($1::text[]) AS id`,
    [deviceIds, p.title, p.body, JSON.stringify(p.data ?? {})],
  );
  return deviceIds.length;
}

export async function recentPushes(q: Queryable, deviceId: string) {
  const r = await q.query<{ id: string; title: string; body: string; created_at: Date }>(
    'SELECT id::text, title, body, created_at FROM device_pushes WHERE device_id = $1 ORDER BY id DESC LIMIT 10',
    [deviceId],
  );
  return r.rows.map((p) => ({ id: p.id, title: p.title, body: p.body, at: new Date(p.created_at).toISOString() }));
}

/** POST /auth/scp/request: a link code already bound to the signed-in user (the app claims it). */
export async function createUserLink(q: Queryable, userId: string, authCodeHash: string | null = null) {
  const code = Array.from({ length: 8 }, () => LINK_ALPHABET[randomInt(0, LINK_ALPHABET.length)]).join('');
  await q.query(
    `INSERT INTO device_links (code_hash, secret_hash, expires_at, user_id, auth_code_hash)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [sha256Hex(code), sha256Hex(randomToken()), LINK_TTL_S, userId, authCodeHash],
  );
  return code;
}

/** The app (or device page) that opened the scp deeplink becomes the bound user's device. Null: unknown, used or expired. */
export async function claimUserLink(tx: Queryable, code: string, name: string) {
  const hash = sha256Hex(normaliseLinkCode(code));
  const r = await tx.query<{ user_id: string; auth_code_hash: string | null }>(
    `SELECT user_id, auth_code_hash FROM device_links WHERE code_hash = $1 AND user_id IS NOT NULL
        AND device_id IS NULL AND expires_at > now() FOR UPDATE`,
    [hash],
  );
  const userId = r.rows[0]?.user_id;
  if (!userId) return null;
  const secret = randomToken();
  const authCodeHash = r.rows[0]?.auth_code_hash;
  // A link a session asked for waits for the current factor (issue 18); a strict migration's
  // link follows a sign-in whose second factor has passed (migration_armed), so it is approved.
  const device = await insertDevice(tx, {
    userId,
    name,
    type: 'android',
    secretHash: sha256Hex(secret),
    pushToken: null,
    location: null,
    approved: Boolean(authCodeHash),
  });
  await tx.query('UPDATE device_links SET device_id = $1 WHERE code_hash = $2', [device.id, hash]);
  // A strict migration's link: the new device approves the sign-in waiting for it.
  // Its wait id (the tmpJwt's hash) is answered: the browser waiting on it hears the approval.
  const approved = authCodeHash
    ? await tx.query<{ tmp_hash: string | null }>(
        `UPDATE auth_codes SET push_status = 'approved', push_device_id = $2
          WHERE code_hash = $1 AND push_status = 'pending' AND used_at IS NULL AND expires_at > now()
          RETURNING tmp_hash`,
        [authCodeHash, device.id],
      )
    : null;
  return { secret, device, userId, approvedWait: approved?.rows[0]?.tmp_hash ?? null };
}
