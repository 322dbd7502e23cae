import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@openportal/contract';
import type { TApiError, TApiResult } from '@openportal/contract-client';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';

/** Whether a refusal is core's "code sent" answer (the call needs the one-time code on `otp`). */
export const isCodeSent = (e: TApiError): boolean =>
  e.validationErrors?.some((v) => v.field === 'otp' && v.message === ERROR_MESSAGES.cardCodeSent) === true;

/**
 * A card secret's confirmation (spec 2 §2: details revealed after a one-time code): `start()`
 * makes the call without `otp`, core sends a code of the user's current factor and answers
 * cardCodeSent (`asked`: the shared code popup opens); `confirm(code)` makes the call again with
 * it and answers null when taken (then `onDone`), else the message for the code field. A refusal
 * of the first call lands in `error` (or `fields` by field). `send(otp?)` is the call.
 */
export function useCodeStep<T>(send: (otp: string | undefined) => Promise<TApiResult<T>>, onDone?: (data: T) => void) {
  const { t } = useTranslation('cards');
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<T | null>(null);
  const taken = (d: T) => {
    setAsked(false);
    setError(undefined);
    setFields({});
    setData(d);
    onDone?.(d);
  };
  async function start(): Promise<void> {
    setBusy(true);
    const r = await send(undefined);
    setBusy(false);
    if (r.ok) return taken(r.data);
    if (isCodeSent(r.error)) {
      setError(undefined);
      setFields({});
      return setAsked(true);
    }
    const byField = fieldErrors(r.error, t);
    setFields(byField);
    setError(Object.keys(byField).length ? undefined : chooseMessage(r.error, t));
  }
  async function confirm(otp: string): Promise<string | null> {
    const r = await send(otp);
    if (r.ok) {
      taken(r.data);
      return null;
    }
    return fieldErrors(r.error, t)['otp'] ?? chooseMessage(r.error, t);
  }
  return { asked, error, fields, busy, data, start, confirm, cancel: () => setAsked(false) };
}

export type TCodeStep<T> = ReturnType<typeof useCodeStep<T>>;
