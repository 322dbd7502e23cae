import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approvalThresholdList,
  approvalThresholdSet,
  MAIN_USER_RIGHTS,
  type TCurrencyCode,
} from '@openportal/contract';
import { type TCallResponse, useCall, useCallMutation } from '@openportal/contract-client';
import { amountToWire, formatDate, formatMoney } from '@openportal/i18n';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { useSession } from '../../shared/services.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

type TChange = TCallResponse<typeof approvalThresholdList>['changes'][number];

/** The policy's changes: when, who, the currency, before → after. */
function ThresholdChanges({
  changes,
  money,
}: {
  changes: readonly TChange[];
  money: (v: string | null, c: string) => string;
}) {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  if (changes.length === 0) return null;
  return (
    <>
      <h3>{t('thresholds.changes')}</h3>
      <ul data-testid="threshold-changes">
        {changes.map((c) => (
          <li key={`${c.at}-${c.currencyCode}`}>
            {labelled(
              `${formatDate(c.at, lang)} ${c.changedBy}`,
              `${c.currencyCode} ${money(c.before, c.currencyCode)} → ${money(c.after, c.currencyCode)}`,
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A full-access user's form: a currency of the company's accounts and the amount above which a checker approves. */
function ThresholdForm(p: {
  currencies: readonly string[];
  chosen: string;
  setCurrency: (c: string) => void;
  amount: string;
  setAmount: (v: string) => void;
  busy: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <form
      className="op-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        p.onSave();
      }}
    >
      <label className="op-field">
        <span>{t('thresholds.currency')}</span>
        <select data-testid="threshold-currency" value={p.chosen} onChange={(e) => p.setCurrency(e.target.value)}>
          {p.currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="op-field">
        <span>{t('thresholds.amount')}</span>
        <input
          data-testid="threshold-amount"
          inputMode="decimal"
          autoComplete="off"
          value={p.amount}
          onChange={(e) => p.setAmount(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="op-button op-button--primary"
        data-testid="threshold-save"
        disabled={p.busy || p.amount.trim() === ''}
      >
        {t('thresholds.save')}
      </button>
    </form>
  );
}

/**
 * The company's approval policy by amount (issue 20; our choice: a company setting, on the
 * company's approvals screen, not in the back office, since the company decides who approves its
 * payments as it decides its users' rights): every user reads the thresholds and their changes
 * (who, when, before, after); a full-access user sets one per currency, or removes it.
 */
export function ApprovalThresholds() {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const rights = useSession((s) => s.access?.accessRights);
  const { accounts } = useAccounts();
  const q = useCall(approvalThresholdList, {});
  const save = useCallMutation(approvalThresholdSet, { invalidates: ['approvalThresholdList'], t });
  const currencies = [...new Set(accounts.map((a) => a.currencyCode))];
  const [currency, setCurrency] = useState<string>('');
  const [amount, setAmount] = useState('');
  const chosen = (currency || currencies[0]) as TCurrencyCode | undefined;
  const canEdit = rights === MAIN_USER_RIGHTS;
  const put = async (c: TCurrencyCode, value: string | null) => {
    const r = await save.run({
      currency: c,
      amount: value === null ? null : (amountToWire(value, lang) ?? value.trim()),
    });
    if (!r.ok) return;
    setAmount('');
    show({ kind: 'success', title: t('thresholds.title'), message: t('thresholds.saved') });
  };
  const money = (v: string | null, c: string) => (v === null ? t('thresholds.noValue') : formatMoney(v, c, lang));
  const thresholds = q.data?.thresholds ?? [];
  return (
    <section className="op-card" data-testid="approval-thresholds">
      <h2>{t('thresholds.title')}</h2>
      <p className="op-muted">{t('thresholds.note')}</p>
      {thresholds.length === 0 && <p className="op-empty">{t('thresholds.none')}</p>}
      <ul>
        {thresholds.map((x) => (
          <li key={x.currencyCode} data-testid={`threshold-${x.currencyCode}`}>
            {labelled(x.currencyCode, formatMoney(x.amount, x.currencyCode, lang))}
            {canEdit && (
              <button
                type="button"
                className="op-button op-button--link"
                data-testid={`threshold-remove-${x.currencyCode}`}
                disabled={save.isPending}
                onClick={() => void put(x.currencyCode, null)}
              >
                {t('thresholds.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && chosen ? (
        <ThresholdForm
          currencies={currencies}
          chosen={chosen}
          setCurrency={setCurrency}
          amount={amount}
          setAmount={setAmount}
          busy={save.isPending}
          onSave={() => void put(chosen, amount)}
        />
      ) : (
        !canEdit && <p className="op-muted">{t('thresholds.onlyFull')}</p>
      )}
      <ThresholdChanges changes={q.data?.changes ?? []} money={money} />
    </section>
  );
}
