import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supportDeskMe, supportJwt, type RestCall } from '@openportal/contract';
import {
  CallError,
  callKey,
  useCallMutation,
  useClientContext,
  type TCallRequest,
  type TCallResponse,
  type TPathParams,
} from '@openportal/contract-client';
import { createSupportGate, type TSupportGate } from './support-gate.ts';

/** The widget the portal's message centre asks desk tokens for (ours: the spec names no id). */
export const SUPPORT_WIDGET_ID = 'portal-messages';

/** How the gate renews the desk session: set by the screen that holds the session. */
const renewer: { renew: (() => Promise<boolean>) | null } = { renew: null };
const gates = new WeakMap<object, TSupportGate>();

/** The support calls' gate of this app (one per API client: the 429 block is shared by every screen). */
export function useSupportGate(): TSupportGate {
  const { api } = useClientContext();
  let gate = gates.get(api);
  if (!gate) {
    gate = createSupportGate(async () => (renewer.renew ? renewer.renew() : false));
    gates.set(api, gate);
  }
  return gate;
}

/** Whether support calls are blocked (after a 429), re-rendering when it changes. */
export function useSupportBlocked(): boolean {
  const gate = useSupportGate();
  return useSyncExternalStore(gate.subscribe, gate.blocked, gate.blocked);
}

/** The cache key of the desk session's contact. */
const SESSION_KEY = ['supportDesk', 'session'] as const;

/**
 * The desk session: a desk token (GET /zoho/jwt), exchanged for the contact (POST /me). Opened
 * when the screen mounts; the gate renews it on a desk 401.
 */
export function useDeskSession() {
  const { api } = useClientContext();
  const queries = useQueryClient();
  const me = useCallMutation(supportDeskMe, { onFailure: false });
  const run = me.run;
  const open = useCallback(async () => {
    const jwt = await api.call(supportJwt, { widgetId: SUPPORT_WIDGET_ID });
    if (!jwt.ok) return null;
    const r = await run({ jwt: jwt.data.jwt });
    return r.ok ? r.data.contact : null;
  }, [api, run]);
  useEffect(() => {
    const renew = async () => {
      const contact = await open();
      if (contact) queries.setQueryData(SESSION_KEY, contact);
      return contact !== null;
    };
    renewer.renew = renew;
    return () => {
      if (renewer.renew === renew) renewer.renew = null;
    };
  }, [open, queries]);
  const session = useQuery({ queryKey: SESSION_KEY, queryFn: open, staleTime: Infinity, retry: false });
  return session.data ?? null;
}

/**
 * A support read through the gate, cached like useCall (so writes invalidate it by its id). Its
 * type admits GET calls only: writes go through useSupportWrite (useCallMutation).
 */
export function useSupportRead<C extends RestCall & { verb: 'GET' }>(
  call: C,
  input: TCallRequest<C>,
  opts: { params?: TPathParams<C>; refetchMs?: number; probe?: boolean; enabled?: boolean; staleTime?: number } = {},
) {
  const { api } = useClientContext();
  const gate = useSupportGate();
  return useQuery<TCallResponse<C>, CallError>({
    queryKey: callKey(call, input, opts.params),
    queryFn: async ({ signal }) => {
      const r = await gate.run(() => api.call(call, input, { signal, params: opts.params }), { probe: opts.probe });
      if (!r.ok) throw new CallError(r.error);
      return r.data;
    },
    enabled: opts.enabled ?? true,
    ...(opts.staleTime !== undefined ? { staleTime: opts.staleTime } : {}),
    refetchInterval: opts.refetchMs,
    retry: false,
  });
}
