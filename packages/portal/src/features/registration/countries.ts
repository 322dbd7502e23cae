import { dictionaryCountries } from '@openportal/contract';
import { type TApiError, useCall } from '@openportal/contract-client';
import { useLang } from '../../shared/ui/use-lang.ts';

export interface TCountryOptions {
  options: { value: string; label: string }[];
  error: TApiError | undefined;
  retry: () => void;
}

/**
 * Countries of residence from core's `dictionaryCountries` (CLDR names, sorted by name in the
 * language shown), through the query layer: kept for the browser session, asked once per
 * language however many forms show it (spec 1 §3 Dictionaries).
 */
export function useCountryOptions(): TCountryOptions {
  const lang = useLang();
  const q = useCall(dictionaryCountries, { lang });
  return {
    options: (q.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name })),
    error: q.error?.error,
    retry: () => void q.refetch(),
  };
}
