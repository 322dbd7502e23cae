import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@openportal/db';
import { runCardLifecycle } from '../cards/lifecycle.ts';
import type { Outbox } from '../jobs/index.ts';
import { authenticateInternal } from '../platform/access/credentials.ts';
import { parseWith } from '../platform/parse.ts';

/** The test-only route that runs the card lifecycle job once, at a given time. */
export const CARD_LIFECYCLE_PATH = '/testing/card-lifecycle';

const ZRun = z.strictObject({
  /** The run's clock (default now): a time ahead makes every physical card due for its next step. */
  at: z.iso.datetime().optional(),
});

/**
 * POST /testing/card-lifecycle (TEST_SEEDING only, internal secret): one run of the
 * `card-lifecycle` job (the same function: one production step per due card, expiries), so an
 * e2e journey sees Submitted -> Printing -> Printed -> Shipped without waiting minutes. Answers
 * the cards moved with their new status and the last four digits printed on them (what the
 * customer holding the card reads off it to activate it).
 */
export function registerCardLifecycleRoutes(
  app: FastifyInstance,
  deps: { db: Db; outbox: Outbox; internalSecret: string },
) {
  app.post(CARD_LIFECYCLE_PATH, async (req) => {
    authenticateInternal(req, deps.internalSecret);
    const input = parseWith(ZRun, req.body ?? {});
    const moved = await runCardLifecycle(deps.db, deps.outbox, input.at ? new Date(input.at) : new Date());
    const cards = await deps.db.query<{ accountId: number; statusId: number; last4: string }>(
      `SELECT account_id::int AS "accountId", status_id AS "statusId", pan_last4 AS "last4"
         FROM cards WHERE account_id = ANY($1::bigint[]) ORDER BY account_id`,
      [moved.map((m) => m.accountId)],
    );
    return { responseCode: '00', moved: cards.rows };
  });
}
