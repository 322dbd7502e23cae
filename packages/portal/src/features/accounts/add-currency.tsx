import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, currencyAccountAdd, type TAccount } from '@openportal/contract';
import { errorPopup } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';

/**
 * "Add a currency" on home: a payment account in a currency the customer does not hold yet
 * (currencyAccountAdd). One idempotency key per intent, so a retry after a blip opens one account.
 */
export function AddCurrency({ accounts }: { accounts: readonly TAccount[] }) {
  const { t } = useTranslation('accounts');
  const { api, invalidate } = usePortal();
  const show = usePopup((s) => s.show);
  const held = new Set(accounts.map((a) => a.currencyCode));
  const choices = CURRENCY_CODES.filter((c) => !held.has(c));
  const [currency, setCurrency] = useState('');
  const [busy, setBusy] = useState(false);
  const intent = useRef<{ currency: string; key: string } | null>(null);
  if (choices.length === 0) return null;
  const chosen = choices.includes(currency as never) ? currency : choices[0]!;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (intent.current?.currency !== chosen) intent.current = { currency: chosen, key: crypto.randomUUID() };
    setBusy(true);
    const r = await api.call(
      currencyAccountAdd,
      { currencyCode: chosen as never },
      { idempotencyKey: intent.current.key },
    );
    setBusy(false);
    if (!r.ok) return show(errorPopup(r.error, t));
    intent.current = null;
    invalidate(['balanceInquiry']);
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
      <button className="op-button" data-testid="add-currency-submit" type="submit" disabled={busy}>
        {t('addCurrency.submit')}
      </button>
    </form>
  );
}
