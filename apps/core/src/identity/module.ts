import type { FastifyInstance } from 'fastify';
import { SERVICE_ROUTES } from '@openportal/contract';
import type { CoreModule } from '../platform/module.ts';
import { accountActivateOp } from './operations/account-activate.ts';
import { activationCodeResendOp } from './operations/activation-code-resend.ts';
import { customerInfoGetOp } from './operations/customer-info-get.ts';
import { personalAccountCreateOp } from './operations/personal-account-create.ts';
import { tokenServiceOps } from './operations/token-service.ts';
import { userAccessInfoGetOp } from './operations/user-access-info-get.ts';
import type { RegistrationDeps } from './registration.ts';
import { registerSessionCheckRoute } from './session-check-route.ts';

/** Identity: registration, activation, the token service, who the caller is. */
export function identityModule(deps: RegistrationDeps & { internalSecret: string }): CoreModule {
  return {
    name: 'identity',
    operations: [
      personalAccountCreateOp(deps),
      accountActivateOp(deps),
      activationCodeResendOp(deps),
      customerInfoGetOp(deps),
      userAccessInfoGetOp(deps),
      ...tokenServiceOps(deps),
    ],
    routes(app: FastifyInstance) {
      app.get(SERVICE_ROUTES.jwks, async () => deps.tokens.jwks());
      registerSessionCheckRoute(app, { db: deps.db, tokens: deps.tokens, internalSecret: deps.internalSecret });
    },
  };
}
