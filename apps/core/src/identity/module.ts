import type { FastifyInstance } from 'fastify';
import { SERVICE_ROUTES } from '@openportal/contract';
import { loadOperations, type CoreModule } from '../platform/module.ts';
import type { RegistrationDeps } from './registration.ts';
import type { TSeiClients } from './sei.ts';
import { registerSessionCheckRoute } from './session-check-route.ts';

/** Identity: registration, activation, the token service, who the caller is. */
export async function identityModule(
  deps: RegistrationDeps & { internalSecret: string; oldWebUrl?: string | undefined; seiClients?: TSeiClients },
): Promise<CoreModule> {
  return {
    name: 'identity',
    operations: await loadOperations(new URL('./operations/', import.meta.url), deps),
    routes(app: FastifyInstance) {
      app.get(SERVICE_ROUTES.jwks, async () => deps.tokens.jwks());
      registerSessionCheckRoute(app, { db: deps.db, tokens: deps.tokens, internalSecret: deps.internalSecret });
    },
  };
}
