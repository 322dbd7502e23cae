import { authLogin, authLogout, authRefresh, authToken } from '@openportal/contract';
import { pushMigrationOf } from '../../devices/push-migration.ts';
import { AppError } from '../../platform/app-error.ts';
import { bindStrictMigration } from '../strict-migration.ts';
import { operation, type OperationContext } from '../../platform/operation.ts';
import type { TSignInClient } from '../sign-in-checks.ts';
import { exchangeCode, login, logout, refresh, type TokenServiceDeps } from '../token-service.ts';

/** The longest user agent kept in the login history. */
const USER_AGENT_MAX = 512;

/** The client behind the gateway: its address (TRUST_PROXY), browser and language. */
export function signInClient(ctx: OperationContext): TSignInClient {
  const agent = ctx.req.headers['user-agent'];
  return {
    ip: ctx.req.ip,
    userAgent: typeof agent === 'string' && agent !== '' ? agent.slice(0, USER_AGENT_MAX) : null,
    lang: ctx.lang,
  };
}

/**
 * The token service of spec 1 §7 as four operations (REST, service 'token'): login, token,
 * refresh, logout, each on the host's brand. They share one file: they are one protocol.
 */
export const tokenServiceOps = (deps: TokenServiceDeps) => [
  operation(authLogin, async (ctx, input) => {
    const { userId, ...flow } = await login(deps, ctx.brand!, input, signInClient(ctx));
    // Spec 1 §4: the brand moves sign-in to push approval and this user has not moved yet.
    const migration = await pushMigrationOf(deps.db, userId, deps.pushMigration?.(ctx.brand!));
    if (!migration) return flow;
    // Strict: the code gives no tokens until a device approved it (identity/strict-migration.ts).
    if (migration.req === 'strict' && flow.code)
      return { ...flow, migration: { ...migration, tmpJwt: await bindStrictMigration(deps.db, flow.code) } };
    return { ...flow, migration };
  }),
  operation(authToken, async (ctx, input) => {
    if ('secret' in input) throw new AppError('AU', 'invalidCode');
    return exchangeCode(deps, ctx.brand!, input, signInClient(ctx));
  }),
  operation(authRefresh, async (ctx, input) => refresh(deps, ctx.brand!, input.refreshToken, ctx.req.ip)),
  operation(authLogout, async (ctx, input) => {
    await logout(deps, ctx.brand!, input.refreshToken);
    return {};
  }),
];
