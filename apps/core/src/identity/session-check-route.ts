import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES, SERVICE_ROUTES } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { authenticateInternal } from '../platform/access/credentials.ts';
import type { AccessTokens } from './signing-keys.ts';
import { sessionAlive } from './data/refresh-tokens.ts';

/**
 * POST /internal/session {accessToken}, for gateways only (internal secret): the token's
 * claims while its signature holds and its session lives, else 401. A gateway asks it before
 * it lets a socket receive a user's events, so a logged-out session's token opens nothing.
 */
export function registerSessionCheckRoute(
  app: FastifyInstance,
  deps: { db: Queryable; tokens: AccessTokens; internalSecret: string },
) {
  app.post(SERVICE_ROUTES.sessionCheck, async (req, reply) => {
    authenticateInternal(req, deps.internalSecret);
    const body = req.body as { accessToken?: unknown } | null;
    const token = typeof body?.accessToken === 'string' ? body.accessToken : '';
    const claims = token.length > 0 && token.length <= 8192 ? await deps.tokens.verify(token) : null;
    if (!claims || !(await sessionAlive(deps.db, claims.sid)))
      return reply.status(401).send({ responseCode: 'AU', responseDescription: ERROR_MESSAGES.accessTokenInvalid });
    return { responseCode: '00', sub: claims.sub, sid: claims.sid, exp: claims.exp, brand: claims.brand };
  });
}
