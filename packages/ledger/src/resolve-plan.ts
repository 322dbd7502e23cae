import type { Queryable } from '@openportal/db';
import { systemAccount } from './accounts.ts';
import { planMoves, systemAccountsOf, toMoves, type TPlanStep } from './posting-plan.ts';
import type { TMove } from './types.ts';

/**
 * A plan's moves with its system accounts looked up (cached: see systemAccount), ready for
 * postTransaction / postBatch: `moves: await resolvePlan(tx, postingPlan().pay(a, b, x).fee(a, f).steps)`.
 */
export async function resolvePlan(q: Queryable, steps: readonly TPlanStep[]): Promise<TMove[]> {
  const planned = planMoves(steps);
  const ids = new Map<string, bigint>();
  for (const { code, currency } of systemAccountsOf(planned))
    ids.set(`${code}\u001f${currency}`, (await systemAccount(q, code, currency)).accountId);
  return toMoves(planned, (code, currency) => ids.get(`${code}\u001f${currency}`)!);
}
