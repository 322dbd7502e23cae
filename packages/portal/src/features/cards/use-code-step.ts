import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@openportal/contract';
import type { TApiError, TApiResult } from '@openportal/contract-client';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';

/** Whether a refusal is core's "code sent" answer (the call needs the one-time code on `otp`). */
export const isCodeSent = (e: TApiError): boolean =>
  e.validationErrors?.some((v) => v.field === 'otp' && v.message === ERROR_MESSAGES.cardCodeSent) === true;

/**
 * A card secret's confirmation (spec 2 §2: details revealed after a one-time code): the call is
 * made without `otp`, core sends a code of the user's current factor and answers cardCodeSent;
 * the screen then asks for the code and makes the call again with it. `send(otp?)` is the call.
 */
export function useCodeStep<T>(send: (otp: string | undefined) => Promise<TApiResult<T>>) {
  const { t } = useTranslation('cards');
  const [asked, setAsked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<T | null>(null);
  async function run(otp?: string): Promise<T | null> {
    if (otp !== undefined && !/^[0-9]{6}$/.test(otp.trim())) {
      setError(t('common.invalid'));
      return null;
    }
    setBusy(true);
    const r = await send(otp?.trim());
    setBusy(false);
    if (r.ok) {
      setError(undefined);
      setFields({});
      setData(r.data);
      return r.data;
    }
    if (isCodeSent(r.error)) {
      setAsked(true);
      setData(null);
      setError(undefined);
      return null;
    }
    const byField = fieldErrors(r.error, t);
    setFields(byField);
    setError(byField['otp'] ?? (Object.keys(byField).length ? undefined : chooseMessage(r.error, t)));
    return null;
  }
  return { asked, error, fields, busy, data, run };
}
