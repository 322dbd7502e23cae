import type { FieldValues } from 'react-hook-form';
import { FieldError } from '@openportal/ui';
import { useFieldAria, type TBoundFieldProps } from './use-field-aria.ts';

export interface TSelectOption {
  value: string | number;
  label: string;
}

export interface TSelectFieldProps<T extends FieldValues, TOut> extends TBoundFieldProps<T, TOut> {
  options: readonly TSelectOption[];
  /** The empty first choice ("Select…"), value ''. */
  placeholder: string;
}

/** A labelled select bound to react-hook-form, its inline error tied to it like TextField's. */
export function SelectField<T extends FieldValues, TOut>(props: TSelectFieldProps<T, TOut>) {
  const { form, name, label, testId, rules, options, placeholder } = props;
  const aria = useFieldAria(form.control, name, false);
  return (
    <>
      <label className="op-field">
        <span>{label}</span>
        <select data-testid={testId} {...aria.input} {...form.register(name, rules)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <FieldError field={name} message={aria.error} id={aria.errorId} />
    </>
  );
}
