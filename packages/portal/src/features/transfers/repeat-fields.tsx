import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import type { TTransferForm } from './use-transfer-form.ts';

const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
const REPEAT_FIELDS = ['subscriptionFrequency', 'subscriptionEndDate', 'subscriptionTransactions'] as const;
const blankToUndefined = (v: string) => (v === '' ? undefined : v);
const count = (v: string) => (v.trim() === '' ? undefined : Number(v));

/**
 * The optional repeat of a transfer between own accounts (spec 2 §2 "optionally as a
 * subscription"): how often, until when and how many payments in all, the contract's
 * subscription fields. Off, none is sent; the payer lists and cancels repeats on
 * transfer/preapproved-payments.
 */
export function RepeatFields({ form }: { form: UseFormReturn<TTransferForm> }) {
  const { t } = useTranslation('transfers');
  const [on, setOn] = useState(false);
  const toggle = (checked: boolean) => {
    setOn(checked);
    if (!checked) form.unregister([...REPEAT_FIELDS]);
  };
  return (
    <fieldset className="op-repeat">
      <label className="op-check">
        <input type="checkbox" data-testid="transfer-repeat" checked={on} onChange={(e) => toggle(e.target.checked)} />
        <span>{t('repeat.toggle')}</span>
      </label>
      {on && (
        <>
          <SelectField
            form={form}
            name="subscriptionFrequency"
            label={t('repeat.frequency')}
            testId="transfer-repeat-frequency"
            options={FREQUENCIES.map((f) => ({ value: f, label: t(`repeat.every.${f}`) }))}
            placeholder={t('transfer.choose')}
            rules={{ setValueAs: blankToUndefined }}
          />
          <TextField
            form={form}
            name="subscriptionEndDate"
            type="date"
            label={t('repeat.endDate')}
            testId="transfer-repeat-end"
            rules={{ setValueAs: blankToUndefined }}
          />
          <TextField
            form={form}
            name="subscriptionTransactions"
            inputMode="numeric"
            label={t('repeat.transactions')}
            testId="transfer-repeat-count"
            rules={{ setValueAs: count }}
          />
        </>
      )}
    </fieldset>
  );
}
