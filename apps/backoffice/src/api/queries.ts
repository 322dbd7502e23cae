import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { RestCall } from '@openportal/contract';
import type { z } from 'zod';
import type { TApiError, TCallInput } from './client.ts';
import { useServices } from './services.tsx';

/** A failed call as a thrown value (TanStack Query's error channel). */
export class CallError extends Error {
  readonly error: TApiError;
  constructor(error: TApiError) {
    super(error.responseDescription ?? error.responseCode ?? 'call failed');
    this.error = error;
  }
}

/** The query key of a call: its verb and path, then its input (as the portal's query layer). */
export const callKey = (call: RestCall, args: TCallInput = {}) => [
  `${call.verb} ${call.path}`,
  args.params ?? {},
  args.input ?? {},
];

/** A read call's answer, cached by call and input; equal calls in flight are made once. */
export function useAdminCall<C extends RestCall>(
  call: C,
  args: TCallInput = {},
  options: { enabled?: boolean } = {},
): UseQueryResult<z.output<C['response']>, CallError> {
  const { api } = useServices();
  return useQuery({
    queryKey: callKey(call, args),
    queryFn: async () => {
      const r = await api.call(call, args);
      if (!r.ok) throw new CallError(r.error);
      return r.data;
    },
    enabled: options.enabled ?? true,
    retry: false,
  });
}

/** A write call; on success the listed reads are marked stale and refetched. */
export function useAdminWrite<C extends RestCall>(call: C, invalidates: readonly RestCall[]) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation<z.output<C['response']>, CallError, Record<string, unknown>>({
    mutationFn: async (input) => {
      const r = await api.call(call, { input });
      if (!r.ok) throw new CallError(r.error);
      return r.data;
    },
    onSuccess: async () => {
      await Promise.all(invalidates.map((c) => client.invalidateQueries({ queryKey: [`${c.verb} ${c.path}`] })));
    },
  });
}

/**
 * A write on one row named by its path (approve, reject): `mutate(params)` sends an empty body;
 * on success the listed reads are marked stale and refetched.
 */
export function useAdminAction<C extends RestCall>(call: C, invalidates: readonly RestCall[]) {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation<z.output<C['response']>, CallError, Record<string, string | number>>({
    mutationFn: async (params) => {
      const r = await api.call(call, { params, input: {} });
      if (!r.ok) throw new CallError(r.error);
      return r.data;
    },
    onSuccess: async () => {
      await Promise.all(invalidates.map((c) => client.invalidateQueries({ queryKey: [`${c.verb} ${c.path}`] })));
    },
  });
}
