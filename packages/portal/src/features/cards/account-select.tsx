import { useTranslation } from 'react-i18next';
import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { FieldError } from '@openportal/ui';
import { useLang } from '../../shared/ui/use-lang.ts';

/** A labelled select of plain choices, its inline error under it. */
export function Choice(p: {
  label: string;
  testId: string;
  field: string;
  value: string;
  onValue: (v: string) => void;
  options: { value: string; label: string }[];
  error: string | undefined;
}) {
  return (
    <>
      <label className="op-field">
        <span>{p.label}</span>
        <select data-testid={p.testId} value={p.value} onChange={(e) => p.onValue(e.target.value)}>
          {p.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <FieldError field={p.field} message={p.error} />
    </>
  );
}

/** The customer's accounts as choices ("Account 12 · $40.00"): where a load or a card fee comes from. */
export function AccountSelect(p: Omit<Parameters<typeof Choice>[0], 'options'> & { accounts: readonly TAccount[] }) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const options = p.accounts.map((a) => ({
    value: String(a.accountId),
    label: t('cards.load.option', { id: a.accountId, balance: formatMoney(a.balance, a.currencyCode, lang) }),
  }));
  return <Choice {...p} options={options} />;
}
