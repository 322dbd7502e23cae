import type { TApiError } from './types.ts';

/** A form that takes errors per field (react-hook-form's `setError` fits). */
export interface TFieldTarget {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setError: (name: any, error: { type: string; message: string }, options?: { shouldFocus: boolean }) => void;
}

/**
 * Puts a failure's `validationErrors` on the fields the screen shows (messages localised,
 * several on one field joined) and focuses the first of them in the screen's order. Answers what
 * is left for the popup: null when every validation error found its field, else the error
 * without the placed ones (the whole error when none was placed: a 500, a refusal, an error on a
 * field the screen does not show).
 */
export function placeServerErrors(
  form: TFieldTarget,
  error: TApiError,
  fields: readonly string[],
  localise: (message: string) => string,
): TApiError | null {
  const rank = (field: string) => fields.findIndex((f) => field === f || field.startsWith(`${f}.`));
  const all = error.validationErrors ?? [];
  const placed = all.filter((v) => rank(v.field) >= 0);
  if (placed.length === 0) return error;
  const messages = new Map<string, string[]>();
  for (const v of [...placed].sort((a, b) => rank(a.field) - rank(b.field)))
    messages.set(v.field, [...(messages.get(v.field) ?? []), localise(v.message)]);
  [...messages].forEach(([field, texts], i) =>
    form.setError(field, { type: 'server', message: texts.join(', ') }, { shouldFocus: i === 0 }),
  );
  const rest = all.filter((v) => rank(v.field) < 0);
  return rest.length > 0 ? { ...error, validationErrors: rest } : null;
}
