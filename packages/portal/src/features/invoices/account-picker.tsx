import type { TAccount } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { accountShort, labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

/**
 * THE account picker of the invoice popups (issue 20 review: the pay popup and the funding
 * invoice had one each): each account as its currency, id and balance.
 */
export function AccountPicker(p: {
  label: string;
  testId: string;
  accounts: readonly TAccount[];
  value: number | undefined;
  onChange: (accountId: number) => void;
}) {
  const lang = useLang();
  return (
    <label className="op-field">
      <span>{p.label}</span>
      <select data-testid={p.testId} value={p.value} onChange={(e) => p.onChange(Number(e.target.value))}>
        {p.accounts.map((a) => (
          <option key={a.accountId} value={a.accountId}>
            {labelled(accountShort(a.currencyCode, a.accountId), formatMoney(a.balance, a.currencyCode, lang))}
          </option>
        ))}
      </select>
    </label>
  );
}
