import type { QueryClient } from '@tanstack/react-query';
import type { TCallId } from '@openportal/contract';
import { policyFor } from './cache-policy.ts';

/**
 * Marks the cached answers of calls stale, by cache id (typed from the contract: never any string).
 * `immediate`: the user's own write (useCallMutation): the throttle is for event storms, and the
 * screen a write leads to must see what it wrote (a new card on confirm-card), so it fires now.
 */
export type TInvalidate = (callIds: readonly TCallId[], options?: { immediate?: boolean }) => void;

/**
 * Marks the cached answers of calls stale (active screens refetch). A call with a throttle (the
 * accounts: ACCOUNTS_THROTTLE_MS) is invalidated at most once per window; events inside the
 * window collapse into one trailing invalidation at its end.
 */
export function createInvalidator(client: QueryClient, now: () => number = Date.now): TInvalidate {
  const last = new Map<string, number>();
  const pending = new Set<string>();
  const fire = (id: string) => {
    last.set(id, now());
    void client.invalidateQueries({ queryKey: [id] });
  };
  return (ids, options) => {
    for (const id of new Set(ids)) {
      const wait = policyFor(id).throttleMs - (now() - (last.get(id) ?? -Infinity));
      if (wait <= 0 || options?.immediate) fire(id);
      else if (!pending.has(id)) {
        pending.add(id);
        setTimeout(() => {
          pending.delete(id);
          fire(id);
        }, wait);
      }
    }
  };
}
