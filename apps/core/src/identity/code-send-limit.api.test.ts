import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, startTestCore, type TestCore } from '../test-support.ts';
import { CODE_LIMITS } from '../platform/codes/index.ts';

/**
 * The ten-codes-an-hour bound holds under concurrent requests: the count and the insert run in
 * one transaction under a per-user lock. On PGlite the requests interleave between statements;
 * with DATABASE_URL they race on the server's connections.
 */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
});
afterAll(async () => t?.close());

describe('code send limit', () => {
  it('sends at most ten codes an hour to a user, however many requests arrive at once', async () => {
    const email = demoEmail('personal', 'paywave');
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => callMethod(t, 'passwordChangeRequest', { email })),
    );
    // Same answer for everyone (recovery never tells who has an account)...
    expect(new Set(answers.map((a) => a.body.responseCode))).toEqual(new Set(['00']));
    // ...and no more codes than the bound.
    const codes = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM security_codes c JOIN users u ON u.id = c.user_id
        WHERE lower(u.email) = $1 AND c.purpose = 'passwordRecovery'`,
      [email],
    );
    expect(codes.rows[0]!.n).toBe(CODE_LIMITS.sentPerHour);
  });
});
