import { useId } from 'react';
import {
  get,
  useFormState,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

/** What a bound field needs of `useForm()`'s answer (pass the whole of it). */
export interface TFieldForm<T extends FieldValues, TOut = T> {
  register: UseFormRegister<T>;
  control: Control<T, unknown, TOut>;
}

/** The props every bound field takes: the form, the field's name, its label and test id. */
export interface TBoundFieldProps<T extends FieldValues, TOut = T> {
  form: TFieldForm<T, TOut>;
  name: FieldPath<T>;
  label: string;
  testId: string;
  /** register() options, e.g. `setValueAs` to turn the text into the wire value. */
  rules?: RegisterOptions<T, FieldPath<T>>;
}

/** What ties a field to its hint and error: the input's id and aria attributes, and the texts' ids. */
export interface TFieldAria {
  /** The field's current error message, if any (already in the language shown). */
  error: string | undefined;
  errorId: string;
  hintId: string;
  input: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
}

/**
 * The field's error from react-hook-form (this field's state only) and the ids that tie it to its
 * input: `aria-invalid` while there is an error, `aria-describedby` to the hint and the error.
 */
export function useFieldAria<T extends FieldValues, TOut>(
  control: Control<T, unknown, TOut>,
  name: FieldPath<T>,
  hasHint: boolean,
): TFieldAria {
  const id = useId();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof message === 'string' && message !== '' ? message : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    error,
    errorId,
    hintId,
    input: { id, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy || undefined },
  };
}
