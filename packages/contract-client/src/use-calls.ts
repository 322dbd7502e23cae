import { useQueries } from '@tanstack/react-query';
import type { Call } from '@openportal/contract';
import { CallError } from './call-error.ts';
import { callKey } from './call-id.ts';
import { cachePolicy } from './cache-policy.ts';
import { useClientContext } from './context.tsx';
import type { TApiError, TCallRequest, TCallResponse } from './types.ts';

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
  const { api } = useClientContext();
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
