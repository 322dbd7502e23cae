import { NOTIFICATION_SETTINGS, type TNotificationSettingId } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** The `notification_settings` table: only what a user changed; the rest is the catalogue default. */
export async function notificationSettingsOf(q: Queryable, userId: string) {
  const r = await q.query<{ identified: string; value: boolean }>(
    'SELECT identified, value FROM notification_settings WHERE user_id = $1',
    [userId],
  );
  const set = new Map(r.rows.map((row) => [row.identified, row.value]));
  return NOTIFICATION_SETTINGS.map((s) => ({
    identified: s.identified,
    group: s.group,
    value: set.get(s.identified) ?? s.defaultValue,
  }));
}

export async function setNotificationSetting(
  q: Queryable,
  userId: string,
  identified: TNotificationSettingId,
  value: boolean,
): Promise<void> {
  await q.query(
    `INSERT INTO notification_settings (user_id, identified, value) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, identified) DO UPDATE SET value = EXCLUDED.value`,
    [userId, identified, value],
  );
}

/** Is this notice on for the user (their choice, else the default)? */
export async function notificationOn(q: Queryable, userId: string, identified: TNotificationSettingId) {
  const r = await q.query<{ value: boolean }>(
    'SELECT value FROM notification_settings WHERE user_id = $1 AND identified = $2',
    [userId, identified],
  );
  return r.rows[0]?.value ?? NOTIFICATION_SETTINGS.find((s) => s.identified === identified)!.defaultValue;
}

/** Which of the users keep this notice on (their choice, else the default): one query for a whole audience. */
export async function usersWithNoticeOn(
  q: Queryable,
  userIds: readonly string[],
  identified: TNotificationSettingId,
): Promise<Set<string>> {
  const r = await q.query<{ user_id: string; value: boolean }>(
    'SELECT user_id, value FROM notification_settings WHERE user_id = ANY($1::text[]) AND identified = $2',
    [userIds, identified],
  );
  const chosen = new Map(r.rows.map((row) => [row.user_id, row.value]));
  const byDefault = NOTIFICATION_SETTINGS.find((s) => s.identified === identified)!.defaultValue;
  return new Set(userIds.filter((id) => chosen.get(id) ?? byDefault));
}
