import type { InputHTMLAttributes } from 'react';
import { FieldError } from './field-error.tsx';

type TInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface TTextFieldProps extends TInputProps {
  label: string;
  testId: string;
  value: string;
  onValue: (value: string) => void;
  /** Wire field name for the inline error, and the error itself. */
  field?: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input with its hint and inline error: the one shape every form uses. */
export function TextField({ label, testId, value, onValue, field, error, hint, ...input }: TTextFieldProps) {
  return (
    <>
      <label className="op-field">
        <span>{label}</span>
        <input data-testid={testId} value={value} onChange={(e) => onValue(e.target.value)} {...input} />
      </label>
      {hint && <small className="op-hint">{hint}</small>}
      {field && <FieldError field={field} message={error} />}
    </>
  );
}
