import { authLogin, authLogout, authRefresh, authToken } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { exchangeCode, login, logout, refresh, type TokenServiceDeps } from '../token-service.ts';

/**
 * The token service of spec 1 §7 as four operations (REST, service 'token'): login, token,
 * refresh, logout, each on the host's brand. They share one file: they are one protocol.
 */
export const tokenServiceOps = (deps: TokenServiceDeps) => [
  operation(authLogin, async (ctx, input) => {
    const flow = await login(deps, ctx.brand!, input);
    return { authFlow: flow.authFlow, code: flow.code };
  }),
  operation(authToken, async (ctx, input) => {
    if ('secret' in input) throw new AppError('AU', 'invalidCode');
    return exchangeCode(deps, ctx.brand!, input);
  }),
  operation(authRefresh, async (ctx, input) => refresh(deps, ctx.brand!, input.refreshToken)),
  operation(authLogout, async (ctx, input) => {
    await logout(deps, ctx.brand!, input.refreshToken);
    return {};
  }),
];
