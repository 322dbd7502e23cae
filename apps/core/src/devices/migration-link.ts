import type { Queryable } from '@openportal/db';
import { newId, sha256Hex } from '../platform/crypto.ts';
import type { Outbox } from '../jobs/index.ts';
import { createUserLink, devicesOf, pushTo } from './data.ts';
import { deviceStateChanged } from './push-sign-in.ts';

/**
 * POST /auth/scp/request with a strict migration's tmpJwt (spec 1 §4; identity/strict-migration.ts):
 * only for a code whose second factor has passed (armed). The code then waits like a push
 * sign-in: the user's approved devices are asked (strat migrate), and the link code answered
 * here makes the device that claims it approve the sign-in (strat enable). Null: unknown,
 * not armed, used or expired.
 */
export async function strictMigrationLink(
  tx: Queryable,
  a: { tmpJwt: string; brand: string; brandName: string; ip: string; outbox: Outbox },
): Promise<{ code: string } | null> {
  const pushId = newId();
  const r = await tx.query<{ user_id: string; code_hash: string; push_id: string | null }>(
    `UPDATE auth_codes c SET push_status = 'pending', push_id = COALESCE(c.push_id, $3) FROM users u
      WHERE c.tmp_hash = $1 AND c.migration_strict AND c.migration_armed AND c.used_at IS NULL
        AND c.expires_at > now() AND (c.push_status IS NULL OR c.push_status = 'pending')
        AND u.id = c.user_id AND u.brand = $2
      RETURNING c.user_id, c.code_hash, c.push_id`,
    [sha256Hex(a.tmpJwt), a.brand, pushId],
  );
  const row = r.rows[0];
  if (!row) return null;
  const devices = await devicesOf(tx, [row.user_id], true);
  await pushTo(
    tx,
    devices.map((d) => d.id),
    { title: `${a.brandName}: sign-in request`, body: `From ${a.ip}`, data: { pushId: row.push_id ?? pushId } },
  );
  await deviceStateChanged(tx, a.outbox, row.user_id, 'signInWaiting');
  return { code: await createUserLink(tx, row.user_id, row.code_hash) };
}
