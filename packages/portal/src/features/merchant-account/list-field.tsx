import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@openportal/ui';
import { Fields, testIdOf, type TFieldSpec } from './fields.tsx';

/**
 * A list of the body (websites, principals, industries, markets): each item its fields and a
 * remove button, then an add button; the list's own error (at least one item) below it.
 */
export function ListField(props: {
  form: UseFormReturn<FieldValues, unknown, unknown>;
  name: string;
  specs: readonly TFieldSpec[];
  /** Sub-forms of each item (a principal's address), by their path under the item. */
  nested?: Readonly<Record<string, readonly TFieldSpec[]>>;
}) {
  const { t } = useTranslation('merchant');
  const { form, name, specs } = props;
  const list = useFieldArray({ control: form.control as never, name: name as never });
  const listError = readError(form, name);
  return (
    <fieldset className="ma-list" data-testid={testIdOf(name)}>
      <legend>{t(`application.list.${name.split('.').pop()!}`)}</legend>
      {list.fields.map((item, i) => (
        <div className="ma-list__item" key={item.id}>
          <Fields form={form} prefix={`${name}.${i}.`} specs={specs} />
          {Object.entries(props.nested ?? {}).map(([sub, subSpecs]) => (
            <fieldset key={sub} className="ma-group">
              <legend>{t(`application.group.${sub}`)}</legend>
              <Fields form={form} prefix={`${name}.${i}.${sub}.`} specs={subSpecs} />
            </fieldset>
          ))}
          <button
            type="button"
            className="op-button op-button--link"
            data-testid={`${testIdOf(name)}-remove-${i}`}
            onClick={() => list.remove(i)}
          >
            {t('application.form.remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="op-button"
        data-testid={`${testIdOf(name)}-add`}
        onClick={() => list.append({} as never)}
      >
        {t('application.form.add')}
      </button>
      <FieldError field={name} message={listError} id={`${testIdOf(name)}-error`} />
    </fieldset>
  );
}

function readError(form: UseFormReturn<FieldValues, unknown, unknown>, name: string) {
  let e: unknown = form.formState.errors;
  for (const part of name.split('.')) e = (e as Record<string, unknown> | undefined)?.[part];
  const message =
    (e as { message?: unknown; root?: { message?: unknown } } | undefined)?.message ??
    (e as { root?: { message?: unknown } } | undefined)?.root?.message;
  return typeof message === 'string' ? message : undefined;
}
