import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import { writeMonthlyStatements } from '../money/exports/statements.ts';
import { authenticateInternal } from '../platform/access/credentials.ts';
import { parseWith } from '../platform/parse.ts';

/** The test-only route that runs the monthly statement job's work for one customer. */
export const STATEMENTS_PATH = '/testing/statements';

const ZStatements = z.strictObject({
  customerId: z.string().min(1).max(64),
  /** The month's first and last day (the job itself writes last month's). */
  from: z.iso.date(),
  to: z.iso.date(),
});

/**
 * POST /testing/statements (TEST_SEEDING only, internal secret): writes the statements of the
 * customer's accounts for the month as the `statements-monthly` job does (same function, same
 * `export` jobs), so an e2e journey can download one without waiting for the 1st of a month.
 */
export function registerStatementRoutes(
  app: FastifyInstance,
  deps: { db: Db; outbox: Outbox; internalSecret: string },
) {
  app.post(STATEMENTS_PATH, async (req) => {
    authenticateInternal(req, deps.internalSecret);
    const input = parseWith(ZStatements, req.body ?? {});
    const written = await writeMonthlyStatements(deps.db, deps.outbox, input, input.customerId);
    return { responseCode: '00', written };
  });
}
