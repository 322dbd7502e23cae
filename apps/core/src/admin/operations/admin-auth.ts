import {
  adminAuthLogin,
  adminAuthLoginGet,
  adminAuthLogout,
  adminAuthMe,
  adminAuthRedirectUrl,
} from '@openportal/contract';
import { bearerOf } from '../../platform/access/customer.ts';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { adminOf } from '../audit.ts';
import type { AdminDeps } from '../module.ts';
import { endSession, passwordStep, totpStep } from '../sign-in.ts';

/**
 * The spec's admin sign-in (spec 3 §7) with TOTP required for every operator (our choice of
 * how the spec's two login calls share the work, since it shows no second factor):
 * - POST /admin/auth/login {username, password} → Token whose `token` is a five-minute
 *   ticket (`admt_…`), not a session;
 * - GET /admin/auth/login?code=<six digits> with `Authorization: Bearer admt_…` → Token
 *   whose `token` is the session (`adm_…`, eight hours by default);
 * - redirect_url and logout's redirectUrl are null: no single sign-on provider is configured.
 */
export const adminAuthOps = (deps: AdminDeps) => [
  operation(adminAuthLogin, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await passwordStep(deps.db, input.username, input.password),
  })),
  operation(adminAuthLoginGet, async (ctx, input) => {
    if (input.code === undefined) throw new AppError('AU', 'invalidCode');
    const data = await totpStep(deps.db, {
      ticket: bearerOf(ctx.req),
      code: input.code,
      ip: ctx.req.ip,
      sessionTtlS: deps.sessionTtlS,
    });
    return { responseCode: '00' as const, data };
  }),
  operation(adminAuthLogout, async (ctx) => {
    await endSession(deps.db, bearerOf(ctx.req), adminOf(ctx.caller).adminId, ctx.req.ip);
    return { responseCode: '00' as const, redirectUrl: null };
  }),
  operation(adminAuthMe, async (ctx) => {
    const row = (
      await deps.db.query<{ id: number; username: string; name: string; enabled: boolean; created_at: Date }>(
        'SELECT id, username, name, enabled, created_at FROM admin_users WHERE id = $1',
        [adminOf(ctx.caller).adminId],
      )
    ).rows[0];
    if (!row) throw new AppError('AU', 'accessTokenInvalid');
    return {
      responseCode: '00' as const,
      data: {
        id: row.id,
        username: row.username,
        name: row.name,
        enabled: row.enabled,
        createdAt: row.created_at.toISOString(),
      },
    };
  }),
  operation(adminAuthRedirectUrl, async () => ({ responseCode: '00' as const, redirectUrl: null })),
];
