import { dictionaryCountries, dictionarySourcesOfFunds } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { useLang } from '../../shared/ui/use-lang.ts';

/** Countries from core's dictionary in the language shown (cached like the personal form's). */
export function useCountries(): { value: string; label: string }[] {
  const lang = useLang();
  const q = useCall(dictionaryCountries, { lang });
  return (q.data?.countries ?? []).map((c) => ({ value: c.code, label: c.name }));
}

/** The personal sources of funds (a person of 25% or more names theirs, spec 1 §5). */
export function useSourcesOfFunds(): { value: string; label: string }[] {
  const lang = useLang();
  const q = useCall(dictionarySourcesOfFunds, { lang, list: 'personal' });
  return (q.data?.sourcesOfFunds ?? []).map((s) => ({ value: String(s.id), label: s.name }));
}
