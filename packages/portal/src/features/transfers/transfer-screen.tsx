import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { transferBetweenAccounts } from '@openportal/contract';
import { formatMoney } from '@openportal/i18n';
import { errorPopup, fieldErrors } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { FieldError } from '../../shared/ui/field-error.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { amountProblem, normaliseAmount } from './amount-input.ts';
import { createIdempotencyKeeper } from './idempotency.ts';
import { useTransferQuote } from './use-transfer-quote.ts';

/** `/transfer/account`: between own accounts, fee and max shown before submit, popup per spec 2 §8. */
export function TransferScreen() {
  const { t } = useTranslation('transfers');
  const { api, invalidate } = usePortal();
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const { accounts } = useAccounts();
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const keeper = useRef(createIdempotencyKeeper());
  const from = accounts.find((a) => String(a.accountId) === fromId);
  const to = accounts.find((a) => String(a.accountId) === toId);
  const quote = useTransferQuote(from, to, amount);

  function validate(): Record<string, string> {
    const e: Record<string, string> = {};
    if (!from) e.fromAccount = t('transfer.errors.required');
    if (!to) e.toAccount = t('transfer.errors.required');
    if (from && to && from.accountId === to.accountId) e.toAccount = t('transfer.errors.sameAccount');
    const problem = amountProblem(amount, from?.currencyCode ?? 'USD');
    if (problem) e.toAmount = t(problem);
    return e;
  }

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    const e = validate();
    setErrors(e);
    if (Object.keys(e).length > 0 || !from || !to) return;
    const body = {
      toAmount: normaliseAmount(amount),
      currency: from.currencyCode,
      fromAccount: from.accountId,
      toAccount: to.accountId,
    };
    setBusy(true);
    const r = await api.method(transferBetweenAccounts, body, {
      idempotencyKey: keeper.current.keyFor(body),
    });
    setBusy(false);
    if (r.ok) {
      keeper.current.succeeded();
      setAmount('');
      invalidate(['balanceInquiry', 'historyGet']);
      show({ kind: 'success', title: t('popup.success'), message: t('transfer.success') });
    } else {
      setErrors(fieldErrors(r.error, t));
      show(errorPopup(r.error, t));
    }
  }

  const option = (a: (typeof accounts)[number]) => (
    <option key={a.accountId} value={a.accountId}>
      {t('transfer.option', {
        currency: a.currencyCode,
        id: a.accountId,
        balance: formatMoney(a.balance, a.currencyCode, lang),
      })}
    </option>
  );
  return (
    <section className="op-card">
      <h1>{t('transfer.title')}</h1>
      {accounts.length < 2 && <p className="op-muted">{t('transfer.needTwoAccounts')}</p>}
      <form className="op-form" onSubmit={submit} noValidate>
        <label className="op-field">
          <span>{t('transfer.from')}</span>
          <select data-testid="transfer-from" value={fromId} onChange={(e) => setFromId(e.target.value)}>
            <option value="">{t('transfer.choose')}</option>
            {accounts.map(option)}
          </select>
        </label>
        <FieldError field="fromAccount" message={errors.fromAccount} />
        <label className="op-field">
          <span>{t('transfer.to')}</span>
          <select data-testid="transfer-to" value={toId} onChange={(e) => setToId(e.target.value)}>
            <option value="">{t('transfer.choose')}</option>
            {accounts.map(option)}
          </select>
        </label>
        <FieldError field="toAccount" message={errors.toAccount} />
        <TextField
          label={t('transfer.amount')}
          testId="transfer-amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={setAmount}
          field="toAmount"
          error={errors.toAmount}
        />
        {quote.max && from && (
          <p
            className="op-muted"
            data-testid="transfer-max"
          >{`${t('transfer.max')}: ${formatMoney(quote.max, from.currencyCode, lang)}`}</p>
        )}
        {quote.fee && (
          <p
            className="op-fee"
            data-testid="transfer-fee"
          >{`${t('transfer.fee')}: ${formatMoney(quote.fee.amount, quote.fee.currency, lang)}`}</p>
        )}
        {quote.fx && from && (
          <>
            <p className="op-muted" data-testid="transfer-rate">
              {`${t('transfer.rate')}: 1 ${from.currencyCode} = ${quote.fx.rate} ${quote.fx.toCurrency}`}
            </p>
            <p className="op-fee" data-testid="transfer-receive">
              {`${t('transfer.receive')}: ${formatMoney(quote.fx.toAmount, quote.fx.toCurrency, lang)}`}
            </p>
          </>
        )}
        <button className="op-button op-button--primary" data-testid="transfer-submit" type="submit" disabled={busy}>
          {t('transfer.submit')}
        </button>
      </form>
    </section>
  );
}
