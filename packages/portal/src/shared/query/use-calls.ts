import { useQueries } from '@tanstack/react-query';
import type { Call } from '@openportal/contract';
import type { TApiError, TCallRequest, TCallResponse } from '../api/types.ts';
import { usePortal } from '../services.tsx';
import { callKey } from './call-key.ts';
import { cachePolicy } from './cache-policy.ts';
import { CallError } from './use-call.ts';

export interface TCallsState<C extends Call> {
  /** Answers in the order of the inputs; undefined while one loads or after it failed. */
  data: (TCallResponse<C> | undefined)[];
  loading: boolean;
  error: TApiError | null;
  retry: () => void;
}

/**
 * One call with several inputs at once (a rate per currency), each cached under the same key as
 * `useCall` would use, so a screen asking one of them singly shares the answer.
 */
export function useCalls<C extends Call>(call: C, inputs: readonly TCallRequest<C>[]): TCallsState<C> {
  const { api } = usePortal();
  const policy = cachePolicy(call);
  const results = useQueries({
    queries: inputs.map((input) => ({
      queryKey: callKey(call, input),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const r = await api.call(call, input, { signal });
        if (!r.ok) throw new CallError(r.error);
        return r.data as TCallResponse<C>;
      },
      staleTime: policy.staleTimeMs,
      retry: false,
    })),
  });
  const failed = results.find((r) => r.error);
  return {
    data: results.map((r) => r.data),
    loading: results.some((r) => r.isPending && !r.error),
    error: failed?.error instanceof CallError ? failed.error.error : null,
    retry: () => results.forEach((r) => r.error && void r.refetch()),
  };
}
