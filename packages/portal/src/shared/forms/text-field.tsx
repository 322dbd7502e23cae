import type { InputHTMLAttributes } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldError } from '@openportal/ui';
import { useFieldAria, type TBoundFieldProps } from './use-field-aria.ts';

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'value' | 'defaultValue' | 'id'>;

export interface TTextFieldProps<T extends FieldValues, TOut> extends TBoundFieldProps<T, TOut>, TInputProps {
  hint?: string;
}

/**
 * A labelled input bound to react-hook-form, with its hint and inline error, both tied to the
 * input (aria-describedby, aria-invalid): the one shape every form's text field has.
 */
export function TextField<T extends FieldValues, TOut>(props: TTextFieldProps<T, TOut>) {
  const { form, name, label, testId, rules, hint, ...input } = props;
  const aria = useFieldAria(form.control, name, !!hint);
  return (
    <>
      <label className="op-field">
        <span>{label}</span>
        <input data-testid={testId} {...input} {...aria.input} {...form.register(name, rules)} />
      </label>
      {hint && (
        <small className="op-hint" id={aria.hintId}>
          {hint}
        </small>
      )}
      <FieldError field={name} message={aria.error} id={aria.errorId} />
    </>
  );
}
