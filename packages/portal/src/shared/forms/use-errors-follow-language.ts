import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useLang } from '../ui/use-lang.ts';

/**
 * When the person switches language with errors on screen, the fields with client errors are
 * validated again, so their messages come in the new language (the resolver is made with the
 * new `t` by then). Server errors stay until their field changes.
 */
export function useErrorsFollowLanguage<T extends FieldValues, TOut>(form: UseFormReturn<T, unknown, TOut>): void {
  const lang = useLang();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    const names = Object.entries(form.formState.errors)
      .filter(([, e]) => e && e.type !== 'server')
      .map(([name]) => name as FieldPath<T>);
    if (names.length > 0) void form.trigger(names);
  }, [lang, form]);
}
