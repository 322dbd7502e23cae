import { PORTAL_PATHS, seiAuthorize, seiAuthorizeConfirm } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { createSeiAuthorization, decideSeiAuthorization, type TSeiClients } from '../sei.ts';

/**
 * Third-party sign-in (spec 1 §2 auth/sei, §7 POST auth/sei/authorize and /{authorizationId}):
 * a signed-in user is asked, on the portal's auth/sei page, whether a known client may act for
 * them; the redirect URI must start with the client's registered prefix (SEI_CLIENTS), so the
 * portal never becomes an open redirect.
 */
export const seiOps = (deps: {
  db: Queryable;
  seiClients?: TSeiClients | undefined;
  portalUrl: (brand: string) => string;
}) => [
  operation(seiAuthorize, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const prefix = deps.seiClients?.get(input.clientId);
    if (!prefix) throw fieldError('clientId', 'seiClientUnknown');
    if (!input.redirectUri.startsWith(prefix)) throw fieldError('redirectUri', 'seiClientUnknown');
    const authorizationId = await createSeiAuthorization(deps.db, { userId: caller.userId, ...input });
    const authorizeUrl = new URL(PORTAL_PATHS.authSei, deps.portalUrl(caller.brand));
    authorizeUrl.searchParams.set('authorizationId', authorizationId);
    return { responseCode: '00' as const, authorizeUrl: authorizeUrl.toString(), authorizationId };
  }),
  operation(seiAuthorizeConfirm, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const redirectUrl = await decideSeiAuthorization(deps.db, {
      id: String(ctx.params.authorizationId),
      userId: caller.userId,
      approve: input.approve,
    });
    if (!redirectUrl) throw new AppError('VF', 'notFound');
    return { responseCode: '00' as const, redirectUrl };
  }),
];
