import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Call } from '@openportal/contract';
import type { TApiError, TCallRequest, TCallResponse } from '../api/types.ts';
import { usePortal } from '../services.tsx';
import { callKey } from './call-key.ts';
import { cachePolicy } from './cache-policy.ts';
import { readSessionCache, writeSessionCache } from './session-cache.ts';

/** How often a failed call is asked again while its view is shown. */
const RECOVERY_MS = 10_000;

/** A failed call as a thrown value (TanStack Query's error channel); `.error` is the API error. */
export class CallError extends Error {
  readonly error: TApiError;
  constructor(error: TApiError) {
    super(error.responseDescription ?? error.responseCode ?? 'call failed');
    this.error = error;
  }
}

export interface TUseCallOptions {
  /** False: wait (e.g. until the form has what the call needs). */
  enabled?: boolean;
  /** Keep showing the last answer while the next input loads (paging). */
  keepPrevious?: boolean;
}

/**
 * A contract call's answer, cached under `[callId, input]`: equal calls in flight are made once,
 * the call's cache policy (cache-policy.ts) sets freshness, throttling and session persistence,
 * and realtime events invalidate it through the features' handlers.
 */
export function useCall<C extends Call>(
  call: C,
  input: TCallRequest<C>,
  options: TUseCallOptions = {},
): UseQueryResult<TCallResponse<C>, CallError> {
  const { api, tabStorage } = usePortal();
  const policy = cachePolicy(call);
  const key = callKey(call, input);
  return useQuery<TCallResponse<C>, CallError>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const r = await api.call(call, input, { signal });
      if (!r.ok) throw new CallError(r.error);
      if (policy.persist) writeSessionCache(tabStorage, key, r.data);
      return r.data;
    },
    staleTime: policy.staleTimeMs,
    gcTime: policy.persist ? Infinity : undefined,
    initialData: policy.persist ? () => readSessionCache<TCallResponse<C>>(tabStorage, key) : undefined,
    enabled: options.enabled ?? true,
    // A failed answer is asked again every RECOVERY_MS while the view is open: it recovers by
    // itself when the API is back (and at once when the browser comes back online).
    refetchInterval: (q) => (q.state.status === 'error' ? RECOVERY_MS : false),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: false,
  });
}
