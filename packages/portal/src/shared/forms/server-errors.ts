import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { TApiError } from '../api/types.ts';
import type { TTranslate } from '../api/messages.ts';
import { localiseMessage, type TMessageKeys } from './contract-resolver.ts';

export interface TServerErrorOptions<T extends FieldValues> {
  /** The fields the screen shows, in the order shown: the first with an error gets the focus. */
  fields: readonly FieldPath<T>[];
  t: TTranslate;
  /** The screen's table of contract messages (as for `contractResolver`). */
  keys?: TMessageKeys;
}

/**
 * Puts a failure's `validationErrors` on the fields the screen shows (react-hook-form
 * `setError`, messages localised like the resolver's, several on one field joined) and focuses
 * the first of them in the screen's order. Answers what is left for the popup: null when every
 * validation error found its field, else the error without the placed ones (the whole error when
 * none was placed: a 500, a refusal, an error on a field the screen does not show).
 */
export function setServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: TApiError,
  { fields, t, keys = {} }: TServerErrorOptions<T>,
): TApiError | null {
  const rank = (field: string) => fields.findIndex((f) => field === f || field.startsWith(`${f}.`));
  const all = error.validationErrors ?? [];
  const placed = all.filter((v) => rank(v.field) >= 0);
  if (placed.length === 0) return error;
  const messages = new Map<string, string[]>();
  for (const v of [...placed].sort((a, b) => rank(a.field) - rank(b.field)))
    messages.set(v.field, [...(messages.get(v.field) ?? []), localiseMessage(v.message, keys, t)]);
  [...messages].forEach(([field, texts], i) =>
    form.setError(field as FieldPath<T>, { type: 'server', message: texts.join(', ') }, { shouldFocus: i === 0 }),
  );
  const rest = all.filter((v) => rank(v.field) < 0);
  return rest.length > 0 ? { ...error, validationErrors: rest } : null;
}
