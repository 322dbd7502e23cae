import type { FastifyInstance } from 'fastify';
import { REST_CALLS, SERVICE_ROUTES } from '@openportal/contract';
import { AppError } from '../platform/app-error.ts';
import type { BrandContext } from '../platform/brand-context.ts';
import { parseWith } from '../platform/parse.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { exchangeCode, login, logout, refresh, type TokenServiceDeps } from './token-service.ts';

/**
 * The token service of spec 1 §7: login, token, refresh, logout, and the public keys. Every
 * route but the keys works on the brand of the host (a session lives on one brand only).
 */
export function registerTokenRoutes(
  app: FastifyInstance,
  deps: TokenServiceDeps & { brandContext: BrandContext },
  loginRatePerMin: number,
) {
  const limiter = createRateLimiter(loginRatePerMin, 60_000);
  const { authLogin, authToken, authRefresh, authLogout } = REST_CALLS;
  const brandOf = deps.brandContext.brandOf;
  app.post(authLogin.path, async (req) => {
    const brand = brandOf(req);
    const input = parseWith(authLogin.request, req.body);
    if (!limiter.take(`${req.ip}|${brand}|${input.username.toLowerCase()}`))
      throw new AppError('AE', 'tooManyRequests', { httpStatus: 429 });
    const flow = await login(deps, brand, input);
    return { authFlow: flow.authFlow, code: flow.code };
  });
  app.post(authToken.path, async (req) => {
    const brand = brandOf(req);
    const input = parseWith(authToken.request, req.body);
    if ('secret' in input) throw new AppError('AU', 'invalidCode');
    return exchangeCode(deps, brand, input);
  });
  app.post(authRefresh.path, async (req) => {
    const brand = brandOf(req);
    return refresh(deps, brand, parseWith(authRefresh.request, req.body ?? {}).refreshToken);
  });
  app.post(authLogout.path, async (req) => {
    const brand = brandOf(req);
    await logout(deps, brand, parseWith(authLogout.request, req.body ?? {}).refreshToken);
    return {};
  });
  app.get(SERVICE_ROUTES.jwks, async () => deps.tokens.jwks());
}
