import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CheckField } from '../../shared/forms/check-field.tsx';
import { SelectField } from '../../shared/forms/select-field.tsx';
import { TextField } from '../../shared/forms/text-field.tsx';
import { CurrencyFlag, MoneyText } from '@openportal/ui';
import { Section } from './gallery-section.tsx';
import type { TGalleryTexts } from './gallery-texts.ts';

export function ButtonsSection({ tx }: { tx: TGalleryTexts }) {
  return (
    <Section id="buttons" title={tx.buttons}>
      <div className="op-row">
        <button type="button" className="op-button op-button--primary">
          {tx.primary}
        </button>
        <button type="button" className="op-button">
          {tx.secondary}
        </button>
        <button type="button" className="op-button op-button--link">
          {tx.link}
        </button>
        <button type="button" className="op-button op-button--primary" disabled>
          {tx.disabled}
        </button>
      </div>
    </Section>
  );
}

type TSample = { name: string; email: string; country: string; date: string; agree: boolean; amount: string };

/** Bound fields as every form has them; the e-mail shows its error state. */
export function FieldsSection({ tx }: { tx: TGalleryTexts }) {
  const form = useForm<TSample>({
    defaultValues: {
      name: 'Ana Lee',
      email: 'ana@',
      country: 'PT',
      date: '2026-03-01',
      agree: true,
      amount: '1,250.50',
    },
  });
  const { setError } = form;
  useEffect(() => setError('email', { type: 'manual', message: tx.emailError }), [setError, tx.emailError]);
  return (
    <Section id="fields" title={tx.fields}>
      <div className="op-gallery__grid">
        <div>
          <TextField form={form} name="name" label={tx.name} testId="gallery-name" hint={tx.nameHint} />
          <TextField form={form} name="email" label={tx.email} testId="gallery-email" type="email" />
          <TextField form={form} name="amount" label={tx.amount} testId="gallery-amount" inputMode="decimal" />
        </div>
        <div>
          <SelectField
            form={form}
            name="country"
            label={tx.country}
            testId="gallery-country"
            placeholder={tx.country}
            options={[
              { value: 'PT', label: 'Portugal' },
              { value: 'RO', label: 'România' },
            ]}
          />
          <TextField form={form} name="date" label={tx.date} testId="gallery-date" type="date" />
          <CheckField form={form} name="agree" label={tx.agree} testId="gallery-agree" />
        </div>
      </div>
    </Section>
  );
}

export function MoneySection({ tx }: { tx: TGalleryTexts }) {
  const samples: [string, string][] = [
    ['12500.00', 'EUR'],
    ['-42.10', 'USD'],
    ['1234567', 'JPY'],
    ['0.5', 'GBP'],
  ];
  return (
    <Section id="money" title={tx.money}>
      <ul className="op-gallery__money">
        {samples.map(([amount, currency]) => (
          <li key={currency}>
            <CurrencyFlag code={currency} />
            <MoneyText amount={amount} currency={currency} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
