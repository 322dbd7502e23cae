import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionLabel } from './labels.ts';
import { BILLING } from './steps.ts';

/** Billing methods: any of three, as ticks (an empty choice is no list at all). */
export function BillingChecks({ form }: { form: UseFormReturn<FieldValues, unknown, unknown> }) {
  const { t } = useTranslation('merchant');
  return (
    <fieldset className="ma-group" data-testid="ma-billingMethods">
      <legend>{t('application.field.billingMethods')}</legend>
      {BILLING.map((m) => (
        <label className="op-check" key={m}>
          <input
            type="checkbox"
            value={m}
            {...form.register('data.billingMethods', {
              setValueAs: (v: unknown) =>
                Array.isArray(v) && v.length === 0 ? undefined : v === false ? undefined : v,
            })}
          />
          <span>{optionLabel(m)}</span>
        </label>
      ))}
    </fieldset>
  );
}
