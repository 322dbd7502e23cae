import {
  BRAND_HEADER,
  internalCheckPassword,
  internalLogin,
  internalUserUpdate,
  type TErrorMessageKey,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { devicesOf } from '../../devices/data.ts';
import { AppError, authError, fieldError } from '../../platform/app-error.ts';
import type { OperationContext } from '../../platform/operation.ts';
import { operation } from '../../platform/operation.ts';
import { insertLoginAttempt } from '../data/login-history.ts';
import { findSignInUser } from '../data/users.ts';
import { DUMMY_HASH, verifyPassword } from '../passwords.ts';
import { recentPasswordFailures } from '../password-guard.ts';
import type { TokenServiceDeps } from '../token-service.ts';

interface TUserRow {
  id: string;
  email: string;
  status: string;
  two_step_login: string;
  profile_type: number;
  password_hash: string;
}
const userView = (u: TUserRow) => ({
  id: u.id,
  email: u.email,
  scp: u.two_step_login === 'push' ? ('push' as const) : ('none' as const),
  type: u.profile_type,
  activated: u.status === 'active',
});

async function userById(q: Queryable, userId: string): Promise<TUserRow> {
  const r = await q.query<TUserRow>(
    'SELECT id, email, status, two_step_login, profile_type, password_hash FROM users WHERE id = $1',
    [userId],
  );
  if (!r.rows[0]) throw new AppError('VF', 'notFound');
  return r.rows[0];
}

/** The address and browser the token service passes on (Client-Ip), else the caller's. */
function clientOf(ctx: OperationContext) {
  const ip = ctx.req.headers['client-ip'];
  return { ip: typeof ip === 'string' && ip !== '' ? ip.slice(0, 64) : ctx.req.ip, userAgent: 'token service' };
}

/** A failed password of a known user: in the login history, so the per-user guard counts it. */
async function refuse(q: Queryable, userId: string, ctx: OperationContext, key: TErrorMessageKey): Promise<never> {
  await insertLoginAttempt(q, userId, clientOf(ctx), 'invalidCredentials');
  throw authError(key);
}

/**
 * The token service's internal user calls (spec 1 §6, §7; internal secret only): a password
 * sign-in of a brand's user (brand in the x-brand header), the profile's scp and type, and a
 * password check. Wrong passwords count against the same per-user limit as the portal's sign-in.
 */
export const internalUsersOps = (deps: TokenServiceDeps) => [
  operation(internalLogin, async (ctx, input) => {
    const brand = ctx.req.headers[BRAND_HEADER];
    if (typeof brand !== 'string' || brand === '') throw new AppError('TA1', 'unknownBrand');
    const user = await findSignInUser(deps.db, brand, input.username);
    const ok = await verifyPassword(input.password, user?.password_hash ?? DUMMY_HASH);
    if (!user) throw authError('invalidCredentials');
    if (await recentPasswordFailures(deps.db, user.id)) throw authError('tooManyPasswordAttempts');
    if (!ok) return refuse(deps.db, user.id, ctx, 'invalidCredentials');
    return { user: userView(await userById(deps.db, user.id)) };
  }),
  operation(internalUserUpdate, async (ctx, input) => {
    const userId = String(ctx.params.userId);
    const user = await userById(deps.db, userId);
    if (input.scp === 'push' && (await devicesOf(deps.db, [userId], true)).length === 0)
      throw fieldError('scp', 'noLinkedDevice');
    const login = input.scp === undefined ? user.two_step_login : input.scp === 'push' ? 'push' : 'no';
    const keep = input.scp === 'none' && user.two_step_login !== 'push' ? user.two_step_login : login;
    await deps.db.query('UPDATE users SET two_step_login = $2, profile_type = $3 WHERE id = $1', [
      userId,
      keep,
      input.type ?? user.profile_type,
    ]);
    return { user: userView(await userById(deps.db, userId)) };
  }),
  operation(internalCheckPassword, async (ctx, input) => {
    const user = await userById(deps.db, String(ctx.params.userId));
    if (await recentPasswordFailures(deps.db, user.id)) throw authError('tooManyPasswordAttempts');
    const valid = await verifyPassword(input.password, user.password_hash);
    if (!valid) await insertLoginAttempt(deps.db, user.id, clientOf(ctx), 'invalidCredentials');
    return { valid };
  }),
];
