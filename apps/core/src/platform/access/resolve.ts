import type { FastifyRequest } from 'fastify';
import { accessesOf, type Call, type TAccess } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { AccessTokens } from '../../identity/index.ts';
import { AppError } from '../app-error.ts';
import type { BrandContext } from '../brand-context.ts';
import type { Caller } from '../caller.ts';
import {
  ADMIN_TOKEN_PREFIX,
  API_KEY_HEADER,
  authenticateAdmin,
  authenticateInternal,
  authenticateMerchantKey,
  authenticatePaymentLink,
  authenticateRepresentative,
  INTERNAL_SECRET_HEADER,
} from './credentials.ts';
import { authenticateCustomer, bearerOf, type ActingFields } from './customer.ts';

export interface AccessDeps {
  db: Queryable;
  tokens: AccessTokens;
  brandContext: BrandContext;
  internalSecret: string;
}

/** What a request carries besides its headers: the method body's transport fields and payload. */
export interface Presented extends ActingFields {
  authSecret?: string | undefined;
  payload: Record<string, unknown>;
}

interface Strategy {
  /** Does the request carry this kind's credential? */
  present(req: FastifyRequest, p: Presented): boolean;
  /** The caller, or the kind's own refusal. */
  resolve(req: FastifyRequest, p: Presented, deps: AccessDeps, call: Call): Promise<Caller>;
}

const adminBearer = (req: FastifyRequest) => bearerOf(req).startsWith(ADMIN_TOKEN_PREFIX);

/** One strategy per access kind of the contract (TAccess). */
const STRATEGIES: Record<TAccess, Strategy> = {
  public: {
    present: () => true,
    resolve: async (req, _p, deps, call) =>
      call.brandless ? { kind: 'public' } : { kind: 'public', brand: deps.brandContext.brandOf(req) },
  },
  bearer: {
    present: (req) => bearerOf(req) !== '' && !adminBearer(req),
    resolve: (req, p, deps) => authenticateCustomer(req, deps, deps.brandContext.brandOf(req), p),
  },
  admin: {
    present: adminBearer,
    resolve: async (req, _p, deps) => {
      if (!adminBearer(req)) throw new AppError('AU', 'accessTokenInvalid');
      return authenticateAdmin(deps.db, bearerOf(req));
    },
  },
  internal: {
    present: (req) => req.headers[INTERNAL_SECRET_HEADER] !== undefined,
    resolve: async (req, _p, deps) => authenticateInternal(req, deps.internalSecret),
  },
  authSecret: {
    present: (_req, p) => p.authSecret !== undefined,
    resolve: (req, p, deps) => authenticateRepresentative(deps.db, p.authSecret, deps.brandContext.brandOf(req)),
  },
  paymentSecret: {
    present: (_req, p) => p.payload.paymentSecret !== undefined,
    resolve: (req, p, deps) =>
      authenticatePaymentLink(deps.db, p.payload.paymentSecret, deps.brandContext.brandOf(req)),
  },
  merchantApiKey: {
    present: (req) => req.headers[API_KEY_HEADER] !== undefined,
    resolve: (req, _p, deps) =>
      authenticateMerchantKey(deps.db, req.headers[API_KEY_HEADER], deps.brandContext.brandOf(req)),
  },
};

/**
 * The caller of a call: the first of its access kinds (access, then alsoAccess; public last)
 * whose credential the request carries decides, and refuses when that credential is bad. With
 * none present, the call's own access kind refuses (public lets anyone in).
 */
export async function resolveCaller(call: Call, req: FastifyRequest, p: Presented, deps: AccessDeps): Promise<Caller> {
  const ways = [...accessesOf(call)].sort((a, b) => Number(a === 'public') - Number(b === 'public'));
  const chosen = ways.find((way) => STRATEGIES[way].present(req, p)) ?? call.access;
  return STRATEGIES[chosen].resolve(req, p, deps, call);
}
