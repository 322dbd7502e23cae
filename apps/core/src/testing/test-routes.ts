import type { FastifyInstance } from 'fastify';
import type { Db } from '@openportal/db';
import type { BrandContext } from '../platform/brand-context.ts';
import { registerCardLifecycleRoutes } from './card-lifecycle-routes.ts';
import { registerSeedingRoutes } from './seeding-routes.ts';
import { registerStatementRoutes } from './statement-routes.ts';

type TOutbox = Parameters<typeof registerStatementRoutes>[1]['outbox'];

/**
 * The test-only routes (TEST_SEEDING): seeded customers, a month's statements and a card
 * lifecycle run on demand. app.ts imports this file only when asked for, so production images
 * leave src/testing out.
 */
export function registerTestRoutes(
  app: FastifyInstance,
  deps: { db: Db; brandContext: BrandContext; outbox: TOutbox; internalSecret: string },
) {
  registerSeedingRoutes(app, deps);
  registerStatementRoutes(app, deps);
  registerCardLifecycleRoutes(app, deps);
}
