import { authPostLogin, authPostToken } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { exchangeCode, login, type TokenServiceDeps } from '../token-service.ts';
import { signInClient } from './token-service.ts';

/**
 * The second variant of the token service (spec 1 §7): POST /auth/postlogin answers 200 with
 * tokens when the flow is simple (the code is exchanged at once, the challenge checked against
 * the code it was given for) and 201 with the code when a step remains, which POST
 * /auth/posttoken finishes with the verifier (and the one-time code). Our reading of "200 or 201".
 */
export const postLoginOps = (deps: TokenServiceDeps) => [
  operation(authPostLogin, async (ctx, input) => {
    const client = signInClient(ctx);
    const flow = await login(deps, ctx.brand!, input, client);
    if (flow.authFlow !== 'simple') return { status: 201 as const, authFlow: flow.authFlow, code: flow.code };
    const tokens = await exchangeCode(deps, ctx.brand!, { code: flow.code, codeVerifier: '', trusted: true }, client);
    return { status: 200 as const, authFlow: 'simple' as const, ...tokens };
  }),
  operation(authPostToken, async (ctx, input) => exchangeCode(deps, ctx.brand!, input, signInClient(ctx))),
];
