import { useCallback, useEffect, useRef, useState } from 'react';
import { isIdempotent, type Call, type TCallId } from '@openportal/contract';
import { useClientContext, type TFailureDisplay } from './context.tsx';
import { createIdempotencyKeeper } from './idempotency.ts';
import { placeServerErrors, type TFieldTarget } from './server-errors.ts';
import type {
  TApiError,
  TApiResult,
  TCallOptions,
  TCallRequest,
  TCallResponse,
  TMessageKeys,
  TTranslate,
} from './types.ts';

export interface TCallMutationOptions {
  /** The cached reads this write makes stale (cache ids typed from the contract). */
  invalidates?: readonly TCallId[];
  /** Invalidate after a failure too (a switch whose state only the server knows after a refusal). */
  invalidateOnFailure?: boolean;
  /** The form whose fields take the server's validation errors (react-hook-form's `setError`). */
  form?: TFieldTarget;
  /** The fields the screen shows, in order: the first with an error gets the focus. */
  fields?: readonly string[];
  /** The screen's translations of contract messages, by message code. */
  messages?: TMessageKeys;
  /** The screen's translate function (its namespace). */
  t?: TTranslate;
  /**
   * What no field took: by default the app's (`loadFailureDisplay`: the portal's error popup); a
   * function instead; false when the caller reads the result itself.
   */
  onFailure?: false | ((error: TApiError) => void);
}

/**
 * A write in one line: `const save = useCallMutation(call, { invalidates: ['balanceInquiry'] })`,
 * then `await save.run(input)`. It sends one Idempotency-Key per intended input to a call that
 * takes one (a retry of the same input keeps it; a new input or a success starts a new one),
 * marks the listed reads stale on success, puts validation errors on the form's fields, and
 * hands what is left to `onFailure` (the app's error popup unless told otherwise).
 */
export function useCallMutation<C extends Call>(call: C, options: TCallMutationOptions = {}) {
  const ctx = useClientContext();
  const keeper = useRef(createIdempotencyKeeper());
  const latest = useRef(options);
  latest.current = options;
  const display = useRef<TFailureDisplay | undefined>(undefined);
  const [state, setState] = useState<{ pending: boolean; result?: TApiResult<TCallResponse<C>> }>({ pending: false });
  // The app's failure display loads with the screen that writes, so a failure shows at once.
  useEffect(() => {
    void ctx.loadFailureDisplay?.().then((d) => (display.current = d));
  }, [ctx]);

  /** What no field took goes to onFailure (the app's popup unless told otherwise). */
  const settle = useCallback(
    async (error: TApiError) => {
      const o = latest.current;
      const shown = display.current ?? (await ctx.loadFailureDisplay?.());
      const t = o.t;
      const localise = (m: string) => (shown && t ? shown.localise(m, o.messages ?? {}, t) : m);
      const rest = o.form && o.fields ? placeServerErrors(o.form, error, o.fields, localise) : error;
      if (rest && o.onFailure !== false) (o.onFailure ?? ((e) => shown?.show(e, t)))(rest);
    },
    [ctx],
  );

  const run = useCallback(
    async (input: TCallRequest<C>, opts?: TCallOptions<C>): Promise<TApiResult<TCallResponse<C>>> => {
      const o = latest.current;
      setState((s) => ({ ...s, pending: true }));
      const keyed = isIdempotent(call) && !opts?.idempotencyKey;
      const idempotencyKey = keyed ? keeper.current.keyFor({ input, params: opts?.params }) : opts?.idempotencyKey;
      const r = await ctx.api.call(call, input, { ...opts, idempotencyKey } as TCallOptions<C>);
      if (r.ok) keeper.current.succeeded();
      if (o.invalidates?.length && (r.ok || o.invalidateOnFailure)) ctx.invalidate(o.invalidates, { immediate: true });
      if (!r.ok) await settle(r.error);
      setState({ pending: false, result: r });
      return r;
    },
    [call, ctx, settle],
  );
  const result = state.result;
  return {
    /** Sends the call; answers its result (a failure already shown as the options say). Stable across renders. */
    run,
    /** `run` without waiting. */
    mutate: (input: TCallRequest<C>, opts?: TCallOptions<C>) => void run(input, opts),
    isPending: state.pending,
    isSuccess: result?.ok === true,
    data: result?.ok ? result.data : undefined,
    error: result && !result.ok ? result.error : null,
    /** Forgets the last result (success or failure shown by the screen). */
    reset: () => setState({ pending: false }),
  };
}
