import type { FastifyInstance } from 'fastify';
import { REST_CALLS, SERVICE_ROUTES } from '@openportal/contract';
import { AppError } from '../platform/app-error.ts';
import { parseWith } from '../platform/parse.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { exchangeCode, login, logout, refresh, type TokenServiceDeps } from './token-service.ts';

/** The token service of spec 1 §7: login, token, refresh, logout, and the public keys. */
export function registerTokenRoutes(app: FastifyInstance, deps: TokenServiceDeps, loginRatePerMin: number) {
  const limiter = createRateLimiter(loginRatePerMin, 60_000);
  const { authLogin, authToken, authRefresh, authLogout } = REST_CALLS;
  app.post(authLogin.path, async (req) => {
    const input = parseWith(authLogin.request, req.body);
    if (!limiter.take(`${req.ip}|${input.username.toLowerCase()}`))
      throw new AppError('AE', 'tooManyRequests', { httpStatus: 429 });
    const flow = await login(deps, input);
    return { authFlow: flow.authFlow, code: flow.code };
  });
  app.post(authToken.path, async (req) => {
    const input = parseWith(authToken.request, req.body);
    if ('secret' in input) throw new AppError('AU', 'invalidCode');
    return exchangeCode(deps, input);
  });
  app.post(authRefresh.path, async (req) => refresh(deps, parseWith(authRefresh.request, req.body ?? {}).refreshToken));
  app.post(authLogout.path, async (req) => {
    await logout(deps, parseWith(authLogout.request, req.body ?? {}).refreshToken);
    return {};
  });
  app.get(SERVICE_ROUTES.jwks, async () => deps.tokens.jwks());
}
