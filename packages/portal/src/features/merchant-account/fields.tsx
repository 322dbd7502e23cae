import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@openportal/ui';
import { useFieldAria } from '../../shared/forms/use-field-aria.ts';
import { optionLabel } from './labels.ts';

/** What a form field holds, which decides its input and how its text becomes the wire value. */
export type TFieldKind = 'text' | 'email' | 'tel' | 'url' | 'date' | 'int' | 'number' | 'yesNo' | 'country' | 'list';
export interface TFieldSpec {
  /** Path under the form's values (e.g. `data.companyInfo.tin`). */
  name: string;
  kind?: TFieldKind;
  /** A choice among these values (an enum of the contract). */
  options?: readonly string[];
}

/** Text to wire value: empty is absent, numbers are numbers, yes/no a boolean, a list split at commas. */
function valueAs(kind: TFieldKind) {
  return (v: unknown) => {
    if (v === '' || v === null || v === undefined) return undefined;
    if (typeof v !== 'string') return v;
    if (kind === 'int' || kind === 'number') return Number(v.replace(',', '.'));
    if (kind === 'yesNo') return v === 'true';
    if (kind === 'country') return v.toUpperCase();
    if (kind === 'list')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    return v;
  };
}

const INPUT_TYPE: Partial<Record<TFieldKind, string>> = { email: 'email', tel: 'tel', url: 'url', date: 'date' };

/** The label key of a field: its last path segment (address, contact and list fields share theirs). */
export const labelKeyOf = (name: string) => `application.field.${name.split('.').pop()!.replace(/^\d+$/, 'item')}`;
export const testIdOf = (name: string) => `ma-${name.replace(/^data\./, '').replace(/\./g, '-')}`;

/** One field of the application form, by its spec: a select for choices and yes/no, else an input. */
export function Field<T extends FieldValues>({
  form,
  spec,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  spec: TFieldSpec;
}) {
  const { t } = useTranslation('merchant');
  const kind = spec.kind ?? 'text';
  const name = spec.name as Path<T>;
  const common = { form, name, label: t(labelKeyOf(spec.name)), testId: testIdOf(spec.name) } as const;
  const rules = { setValueAs: valueAs(kind) };
  // The saved value shown when the form opens (a resumed draft): written into the element itself.
  const saved: unknown = form.getValues(name);
  const initial = saved === undefined || saved === null ? '' : String(saved);
  if (spec.options || kind === 'yesNo') {
    const options = spec.options
      ? spec.options.map((v) => ({ value: v, label: optionLabel(v) }))
      : [
          { value: 'true', label: t('application.form.yes') },
          { value: 'false', label: t('application.form.no') },
        ];
    return <ChoiceField {...common} rules={rules} options={options} initial={initial} />;
  }
  const numeric = kind === 'int' || kind === 'number';
  return (
    <TextInput
      {...common}
      rules={rules}
      initial={initial}
      type={INPUT_TYPE[kind] ?? 'text'}
      inputMode={numeric ? (kind === 'int' ? 'numeric' : 'decimal') : undefined}
      hint={kind === 'list' ? t('application.form.commaList') : undefined}
    />
  );
}

/** Several fields under one prefix (`data.companyInfo.` + each name). */
export function Fields<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, unknown>;
  prefix: string;
  specs: readonly TFieldSpec[];
}) {
  return (
    <>
      {props.specs.map((s) => (
        <Field key={s.name} form={props.form} spec={{ ...s, name: `${props.prefix}${s.name}` }} />
      ))}
    </>
  );
}

/** A labelled select bound to the form, its saved value chosen when it opens, its error tied to it. */
function ChoiceField<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  testId: string;
  rules: { setValueAs: (v: unknown) => unknown };
  options: readonly { value: string; label: string }[];
  initial: string;
}) {
  const { t } = useTranslation('merchant');
  const { form, name } = props;
  const aria = useFieldAria(form.control, name, false);
  return (
    <>
      <label className="op-field">
        <span>{props.label}</span>
        <select
          data-testid={props.testId}
          defaultValue={props.initial}
          {...aria.input}
          {...form.register(name, props.rules)}
        >
          <option value="">{t('application.form.choose')}</option>
          {props.options.map((o) => (
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

/** A labelled input bound to the form, its saved value shown when it opens, its hint and error tied to it. */
function TextInput<T extends FieldValues>(props: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
  testId: string;
  rules: { setValueAs: (v: unknown) => unknown };
  initial: string;
  type: string;
  inputMode: 'numeric' | 'decimal' | undefined;
  hint: string | undefined;
}) {
  const { form, name, hint } = props;
  const aria = useFieldAria(form.control, name, !!hint);
  return (
    <>
      <label className="op-field">
        <span>{props.label}</span>
        <input
          data-testid={props.testId}
          type={props.type}
          inputMode={props.inputMode}
          defaultValue={props.initial}
          {...aria.input}
          {...form.register(name, props.rules)}
        />
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
