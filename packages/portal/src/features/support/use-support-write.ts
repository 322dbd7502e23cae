import { useCallback } from 'react';
import type { Call, TCallId } from '@openportal/contract';
import { useCallMutation, type TApiError, type TCallOptions, type TCallRequest } from '@openportal/contract-client';
import { useSupportGate } from './use-support.ts';

/**
 * A support write through the gate (401: renew and retry once; blocked after a 429). Failures
 * are the caller's to show (inline beside the form), so nothing is shown twice.
 */
export function useSupportWrite<C extends Call>(call: C, invalidates: readonly TCallId[]) {
  const gate = useSupportGate();
  const m = useCallMutation(call, { invalidates, onFailure: false });
  const mutate = m.run;
  const run = useCallback(
    (input: TCallRequest<C>, opts?: TCallOptions<C>) => gate.run(() => mutate(input, opts)),
    [gate, mutate],
  );
  return { run, pending: m.isPending };
}

export type { TApiError };

/** The reads every support write makes stale. */
export const SUPPORT_READS: readonly TCallId[] = [
  'GET /zoho/tickets/stats',
  'GET /zoho/tickets',
  'GET /tickets',
  'GET /tickets/{id}/conversations',
  'GET /tickets/{id}',
];
