import type { Queryable } from '@openportal/db';

/**
 * A user's phones (user_phones; dial code and type from migration 0036). Listed by id; the
 * primary one is the main phone (spec 1 §3), and SMS codes go to it once confirmed.
 */
export interface TPhoneRow {
  id: number;
  e164: string;
  dial_code: string | null;
  confirmed: boolean;
  is_primary: boolean;
  phone_type: number;
}

/** At most this many phones a user (our choice). */
export const PHONES_MAX = 5;

const COLUMNS = 'id, e164, dial_code, confirmed, is_primary, phone_type';
const typed = (p: TPhoneRow): TPhoneRow => ({ ...p, id: Number(p.id), phone_type: Number(p.phone_type) });

export async function phonesOf(q: Queryable, userId: string): Promise<TPhoneRow[]> {
  const r = await q.query<TPhoneRow>(`SELECT ${COLUMNS} FROM user_phones WHERE user_id = $1 ORDER BY id`, [userId]);
  return r.rows.map(typed);
}

/** The user's phone, locked; another user's id is not found. */
export async function lockPhone(q: Queryable, userId: string, id: number): Promise<TPhoneRow | undefined> {
  const r = await q.query<TPhoneRow>(`SELECT ${COLUMNS} FROM user_phones WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
    id,
    userId,
  ]);
  return r.rows[0] ? typed(r.rows[0]) : undefined;
}

/**
 * Whether another user of the brand has this number confirmed. Callers hold the number's
 * transaction lock (lockNumber) so two users cannot confirm it at once.
 */
export async function confirmedByOther(q: Queryable, brand: string, e164: string, userId: string): Promise<boolean> {
  const r = await q.query(
    `SELECT 1 FROM user_phones p JOIN users u ON u.id = p.user_id
      WHERE p.e164 = $1 AND p.confirmed AND p.user_id <> $2 AND u.brand = $3 LIMIT 1`,
    [e164, userId, brand],
  );
  return r.rows.length > 0;
}

/** Whether the number is confirmed by anyone on the brand (checkPhone). */
export async function phoneExists(q: Queryable, brand: string, e164: string): Promise<boolean> {
  const r = await q.query(
    `SELECT 1 FROM user_phones p JOIN users u ON u.id = p.user_id WHERE p.e164 = $1 AND p.confirmed AND u.brand = $2 LIMIT 1`,
    [e164, brand],
  );
  return r.rows.length > 0;
}

/** Serialises work on one number (add, replace, confirm) across users, for the transaction. */
export async function lockNumber(q: Queryable, brand: string, e164: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`phone:${brand}:${e164}`]);
}

/** A new unconfirmed phone; the first one of the user is the primary. */
export async function insertPhone(q: Queryable, userId: string, dialCode: string, e164: string): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO user_phones (user_id, e164, dial_code, confirmed, is_primary)
     VALUES ($1, $2, $3, false, NOT EXISTS (SELECT 1 FROM user_phones WHERE user_id = $1 AND is_primary))
     RETURNING id`,
    [userId, e164, dialCode],
  );
  return Number(r.rows[0]!.id);
}

/** A new number on an existing phone: unconfirmed until its code comes back. */
export async function replacePhone(q: Queryable, id: number, dialCode: string, e164: string): Promise<void> {
  await q.query('UPDATE user_phones SET e164 = $2, dial_code = $3, confirmed = false WHERE id = $1', [
    id,
    e164,
    dialCode,
  ]);
}

/** Confirms the phone; a user with no confirmed primary gets this one as primary. */
export async function markPhoneConfirmed(q: Queryable, userId: string, id: number): Promise<void> {
  await q.query('UPDATE user_phones SET confirmed = true WHERE id = $1', [id]);
  const primary = await q.query<{ id: number; confirmed: boolean }>(
    'SELECT id, confirmed FROM user_phones WHERE user_id = $1 AND is_primary',
    [userId],
  );
  if (!primary.rows[0]?.confirmed) {
    await q.query('UPDATE user_phones SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
    await q.query('UPDATE user_phones SET is_primary = true WHERE id = $1', [id]);
  }
}

/** spec 1 §3 Phone: the dial code and the rest of the number (an older row without a dial code: all digits). */
export function phoneEntry(p: TPhoneRow) {
  const digits = p.e164.slice(1);
  const dial = p.dial_code && digits.startsWith(p.dial_code) ? p.dial_code : '';
  return {
    phoneId: p.id,
    status: p.is_primary ? ('Primary' as const) : ('Secondary' as const),
    confirmed: p.confirmed,
    countryCode: dial,
    number: digits.slice(dial.length),
    type: p.phone_type,
  };
}

/** The primary first, then by id (the main phone leads; spec 1 §3). */
export const primaryFirst = <T extends { status: string; phoneId: number }>(list: T[]) =>
  [...list].sort((a, b) => Number(b.status === 'Primary') - Number(a.status === 'Primary') || a.phoneId - b.phoneId);
