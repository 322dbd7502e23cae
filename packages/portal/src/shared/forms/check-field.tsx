import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldError } from '@openportal/ui';
import { useFieldAria, type TBoundFieldProps } from './use-field-aria.ts';

/**
 * A checkbox bound to react-hook-form (value true/false), with what explains it (`children`,
 * e.g. the terms' links) and its inline error tied to it.
 */
export function CheckField<T extends FieldValues, TOut>(props: TBoundFieldProps<T, TOut> & { children?: ReactNode }) {
  const { form, name, label, testId, rules, children } = props;
  const aria = useFieldAria(form.control, name, false);
  return (
    <>
      <label className="op-check">
        <input data-testid={testId} type="checkbox" {...aria.input} {...form.register(name, rules)} />
        <span>{label}</span>
      </label>
      {children}
      <FieldError field={name} message={aria.error} id={aria.errorId} />
    </>
  );
}
