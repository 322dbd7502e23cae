import { useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BANK_ACCOUNT_PREFERENCES, SETTLEMENT_CRYPTOCURRENCIES } from '@openportal/contract';
import { FieldError } from '@openportal/ui';
import { Fields, type TFieldSpec } from './fields.tsx';

/** The currencies the body has settlement options for (spec 3 §3: USD, EUR, GBP, fiat or crypto each). */
export const SETTLEMENT_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
type TCurrency = (typeof SETTLEMENT_CURRENCIES)[number];
const BASE = 'data.transactionSettlementOptions';

const FIAT: readonly TFieldSpec[] = [
  { name: 'bankAccountPreference', options: BANK_ACCOUNT_PREFERENCES },
  { name: 'bankCountry', kind: 'country' },
  { name: 'bankName' },
  { name: 'bankAccountNumber' },
  { name: 'swiftBicCode' },
  { name: 'accountHolderName' },
];
const CRYPTO: readonly TFieldSpec[] = [
  { name: 'cryptocurrency', options: SETTLEMENT_CRYPTOCURRENCIES },
  { name: 'percentage', kind: 'int' },
  { name: 'walletAddress' },
  { name: 'preferredNetwork' },
];

/**
 * Processing currencies (at least one) and, for each one chosen, how it settles: to a bank
 * account (fiat) or to a wallet (crypto). Switching clears the other kind, so only one is sent.
 */
export function SettlementStep<T extends FieldValues>({ form }: { form: UseFormReturn<T, unknown, unknown> }) {
  const { t } = useTranslation('merchant');
  const f = form as unknown as UseFormReturn<FieldValues, unknown, unknown>;
  const chosen = (useWatch({ control: f.control, name: `${BASE}.processingCurrencies` }) ?? []) as string[];
  const [kind, setKind] = useState<Record<TCurrency, 'fiat' | 'crypto'>>(() => {
    const v = f.getValues(BASE) as Record<string, unknown> | undefined;
    return Object.fromEntries(
      SETTLEMENT_CURRENCIES.map((c) => [c, v?.[`settlement${c}Crypto`] ? 'crypto' : 'fiat']),
    ) as Record<TCurrency, 'fiat' | 'crypto'>;
  });
  const choose = (c: TCurrency, k: 'fiat' | 'crypto') => {
    setKind((s) => ({ ...s, [c]: k }));
    f.setValue(`${BASE}.${k === 'fiat' ? `settlement${c}Crypto` : `settlement${c}`}`, undefined);
  };
  const error = (
    f.formState.errors as { data?: { transactionSettlementOptions?: { processingCurrencies?: { message?: string } } } }
  ).data?.transactionSettlementOptions?.processingCurrencies?.message;
  return (
    <>
      <fieldset className="ma-group" data-testid="ma-processingCurrencies">
        <legend>{t('application.field.processingCurrencies')}</legend>
        {SETTLEMENT_CURRENCIES.map((c) => (
          <label className="op-check" key={c}>
            <input
              type="checkbox"
              value={c}
              data-testid={`ma-currency-${c}`}
              {...f.register(`${BASE}.processingCurrencies`)}
            />
            <span>{c}</span>
          </label>
        ))}
        <FieldError field={`${BASE}.processingCurrencies`} message={error} />
      </fieldset>
      {SETTLEMENT_CURRENCIES.filter((c) => chosen.includes(c)).map((c) => (
        <fieldset className="ma-group" key={c} data-testid={`ma-settlement-${c}`}>
          <legend>{t('application.group.settlementFor', { currency: c })}</legend>
          <label className="op-field">
            <span>{t('application.field.settlementKind')}</span>
            <select
              value={kind[c]}
              data-testid={`ma-settlement-${c}-kind`}
              onChange={(e) => choose(c, e.target.value as 'fiat' | 'crypto')}
            >
              <option value="fiat">{t('application.form.fiat')}</option>
              <option value="crypto">{t('application.form.crypto')}</option>
            </select>
          </label>
          {kind[c] === 'fiat' ? (
            <Fields form={f} prefix={`${BASE}.settlement${c}.`} specs={FIAT} />
          ) : (
            <Fields form={f} prefix={`${BASE}.settlement${c}Crypto.`} specs={CRYPTO} />
          )}
        </fieldset>
      ))}
    </>
  );
}
