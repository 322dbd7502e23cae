import type { Queryable } from '@openportal/db';
import { devicesOf } from './data.ts';

/** A brand's move of sign-in to push approval (brand.json `pushMigration`; absent: none). */
export interface TPushMigrationSetting {
  req: 'none' | 'soft' | 'strict';
  /** The last day (UTC, YYYY-MM-DD) a soft migration may be put off; after it the move is strict. */
  deadline?: string | undefined;
}

/** What /auth/login answers as `migration` (spec 1 §3 Auth flow response, §4). */
export interface TPushMigration {
  req: 'soft' | 'strict';
  daysLeft?: number;
  strat: 'migrate' | 'enable';
  devices: { name: string; type: 'android' | 'ios'; location?: string; lastActivityAt?: string }[];
}

const DAY_MS = 86_400_000;

/** Whole days from `now` to the end of the deadline day (0 on the day itself); null: no deadline. */
export function daysLeft(deadline: string | undefined, now: Date): number | null {
  if (!deadline) return null;
  const end = Date.parse(`${deadline}T00:00:00.000Z`) + DAY_MS;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS) - 1);
}

/** Soft becomes strict once the deadline day has passed. */
export function effectiveReq(setting: TPushMigrationSetting, now: Date): TPushMigrationSetting['req'] {
  if (setting.req !== 'soft' || !setting.deadline) return setting.req;
  return now.getTime() >= Date.parse(`${setting.deadline}T00:00:00.000Z`) + DAY_MS ? 'strict' : 'soft';
}

/**
 * The migration a signing-in user is asked for, or null: the brand moves sign-in to push and the
 * user's two-step sign-in is not push yet. strat `migrate`: an approved device is linked, only
 * the mode changes; `enable`: a device must be linked first.
 */
export async function pushMigrationOf(
  q: Queryable,
  userId: string,
  setting: TPushMigrationSetting | undefined,
  now = new Date(),
): Promise<TPushMigration | null> {
  const req = setting ? effectiveReq(setting, now) : 'none';
  if (!setting || req === 'none') return null;
  const user = await q.query<{ two_step_login: string }>('SELECT two_step_login FROM users WHERE id = $1', [userId]);
  if (!user.rows[0] || user.rows[0].two_step_login === 'push') return null;
  const devices = await devicesOf(q, [userId], true);
  const left = req === 'soft' ? daysLeft(setting.deadline, now) : null;
  return {
    req,
    ...(left === null ? {} : { daysLeft: left }),
    strat: devices.length > 0 ? 'migrate' : 'enable',
    devices: devices.map((d) => ({
      name: d.name,
      type: d.type,
      ...(d.location ? { location: d.location } : {}),
      ...(d.lastActivityAt ? { lastActivityAt: d.lastActivityAt } : {}),
    })),
  };
}
