import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Call } from '@openportal/contract';
import { CallError } from './call-error.ts';
import { callKey } from './call-id.ts';
import { cachePolicy } from './cache-policy.ts';
import { useClientContext } from './context.tsx';
import { readSessionCache, writeSessionCache } from './session-cache.ts';
import type { TCallRequest, TCallResponse, TPathParams } from './types.ts';

export interface TUseCallOptions<C extends Call = Call> {
  /** False: wait (e.g. until the form has what the call needs). */
  enabled?: boolean;
  /** Keep showing the last answer while the next input loads (paging). */
  keepPrevious?: boolean;
  /** REST: the values of the `{name}` parts of the path (part of the cache key). */
  params?: TPathParams<C>;
  /** A representative's link, sent instead of the session (TCallOptions.authSecret). */
  authSecret?: string;
  /** The customer the call acts for instead of the session's (TCallOptions.customerId; part of the cache key). */
  customerId?: string;
}

/**
 * A contract call's answer, cached under `[callId, input]`: equal calls in flight are made once,
 * the call's cache policy (cache-policy.ts) sets freshness, throttling and session persistence,
 * and realtime events or writes invalidate it by its cache id.
 */
export function useCall<C extends Call>(
  call: C,
  input: TCallRequest<C>,
  options: TUseCallOptions<C> = {},
): UseQueryResult<TCallResponse<C>, CallError> {
  const { api, sessionCache, recoverMs } = useClientContext();
  const policy = cachePolicy(call);
  const persist = policy.persist ? sessionCache : undefined;
  const base = callKey(call, input, options.params);
  const key = options.customerId === undefined ? base : [...base, { customerId: options.customerId }];
  return useQuery<TCallResponse<C>, CallError>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const r = await api.call(call, input, {
        signal,
        params: options.params,
        authSecret: options.authSecret,
        customerId: options.customerId,
      });
      if (!r.ok) throw new CallError(r.error);
      if (persist) writeSessionCache(persist, key, r.data);
      return r.data;
    },
    staleTime: policy.staleTimeMs,
    gcTime: persist ? Infinity : undefined,
    initialData: persist ? () => readSessionCache<TCallResponse<C>>(persist, key) : undefined,
    enabled: options.enabled ?? true,
    // A failed answer is asked again every recoverMs while the view is open: it recovers by
    // itself when the API is back (and at once when the browser comes back online).
    refetchInterval: recoverMs ? (q) => (q.state.status === 'error' ? recoverMs : false) : undefined,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: false,
  });
}
