import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, currencyAccountAdd, type TAccount } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { usePopup } from '../../shared/ui/popup-store.ts';

/**
 * "Add a currency" on home: a payment account in a currency the customer does not hold yet
 * (currencyAccountAdd). One idempotency key per intent, so a retry after a blip opens one account.
 */
export function AddCurrency({ accounts }: { accounts: readonly TAccount[] }) {
  const { t } = useTranslation('accounts');
  const show = usePopup((s) => s.show);
  const add = useCallMutation(currencyAccountAdd, { invalidates: ['balanceInquiry'], t });
  const held = new Set(accounts.map((a) => a.currencyCode));
  const choices = CURRENCY_CODES.filter((c) => !held.has(c));
  const [currency, setCurrency] = useState('');
  if (choices.length === 0) return null;
  const chosen = choices.includes(currency as never) ? currency : choices[0]!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const r = await add.run({ currencyCode: chosen as never });
    if (r.ok)
      show({ kind: 'success', title: t('popup.success'), message: t('addCurrency.added', { currency: chosen }) });
  }

  return (
    <form className="op-form" onSubmit={submit} noValidate data-testid="add-currency">
      <h2>{t('addCurrency.title')}</h2>
      <label className="op-field">
        <span>{t('addCurrency.currency')}</span>
        <select data-testid="add-currency-code" value={chosen} onChange={(e) => setCurrency(e.target.value)}>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <button className="op-button" data-testid="add-currency-submit" type="submit" disabled={add.isPending}>
        {t('addCurrency.submit')}
      </button>
    </form>
  );
}
