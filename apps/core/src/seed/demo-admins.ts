import type { TAdminRole } from '@openportal/contract';
import type { Db } from '@openportal/db';
import { hashPassword } from '../identity/index.ts';

/** Printed in the README and at start: the demo operators' password. */
export const DEMO_ADMIN_PASSWORD = 'Admin-demo-2026';

/**
 * The demo operators of every environment the demo seed runs in, each with a fixed TOTP
 * secret (base32, for an authenticator app or `oathtool --totp -b <secret>`). Never for
 * production: SEED_DEMO is off unless set (seed/on-start.ts).
 */
export const DEMO_ADMINS: ReadonlyArray<{ username: string; name: string; roles: TAdminRole[]; totpSecret: string }> = [
  { username: 'admin', name: 'Demo Superadmin', roles: ['superadmin'], totpSecret: 'KRUGS4ZANFZSAYLOEBQWI3LJNY' },
  { username: 'finance', name: 'Demo Finance', roles: ['finance', 'viewer'], totpSecret: 'MZUW4YLOMNSSA5DPORYA' },
  { username: 'support', name: 'Demo Support', roles: ['support'], totpSecret: 'ON2XA4DPOJ2CA5DPORYA' },
];

/** Adds the demo operators that are missing; answers how many it added. */
export async function seedDemoAdmins(db: Db): Promise<number> {
  const hash = await hashPassword(DEMO_ADMIN_PASSWORD);
  let added = 0;
  for (const a of DEMO_ADMINS) {
    const r = await db.query(
      `INSERT INTO admin_users (username, name, password_hash, totp_secret, roles)
       SELECT $1, $2, $3, $4, $5::text[] WHERE NOT EXISTS (SELECT 1 FROM admin_users WHERE lower(username) = lower($1))`,
      [a.username, a.name, hash, a.totpSecret, a.roles],
    );
    added += r.rowCount ?? 0;
  }
  return added;
}

/** The start-up line that says how to sign in to the back office. */
export function demoAdminsNotice(): string {
  const who = DEMO_ADMINS.map((a) => `${a.username} (${a.roles.join(', ')}; TOTP secret ${a.totpSecret})`).join(', ');
  return `demo back-office operators, password ${DEMO_ADMIN_PASSWORD}: ${who}`;
}
