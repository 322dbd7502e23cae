import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLoad, parseAmount, type TAccount } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { amountToWire, formatMoney } from '@openportal/i18n';
import { Dialog, FieldError, TextField, useToasts } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { useCardName } from './card-tile.tsx';
import { LoadApproval, type TLoadWaiting } from './load-approval.tsx';

/** The key of what is wrong with a typed amount for `currency`, or null (spec 2 §5 amounts). */
export function amountKey(typed: string, currency: string, lang: Parameters<typeof amountToWire>[1]): string | null {
  const wire = amountToWire(typed, lang) ?? typed.trim();
  if (!wire) return 'cards.load.errors.required';
  const r = parseAmount(wire, currency);
  if (r.ok) return null;
  return r.error === 'tooManyDecimals' ? 'cards.load.errors.decimals' : 'cards.load.errors.amount';
}

/**
 * Load a prepaid card (spec 2 §2 popup "load"; §4 only when active): from one of the customer's
 * other accounts in the card's currency (core moves it through the money platform's quote,
 * limits and ledger, one idempotency key per intended load).
 */
export function LoadDialog({ card, others, onClose }: { card: TAccount; others: TAccount[]; onClose: () => void }) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const toast = useToasts((s) => s.push);
  const name = useCardName()(card);
  const sources = others.filter((a) => a.currencyCode === card.currencyCode);
  const [from, setFrom] = useState(sources[0] ? String(sources[0].accountId) : '');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [waiting, setWaiting] = useState<TLoadWaiting | null>(null);
  const load = useCallMutation(cardLoad, {
    invalidates: ['balanceInquiry', 'historyGet'],
    onFailure: (e) => {
      const byField = fieldErrors(e, t);
      setErrors(Object.keys(byField).length ? byField : { amount: chooseMessage(e, t) });
    },
  });
  async function submit(e: FormEvent) {
    e.preventDefault();
    const bad = amountKey(amount, card.currencyCode, lang);
    const found = {
      ...(from ? {} : { fromAccountId: t('cards.load.errors.from') }),
      ...(bad ? { amount: t(bad) } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    const wire = amountToWire(amount, lang) ?? amount.trim();
    const r = await load.run({
      accountId: card.accountId,
      fromAccountId: Number(from),
      amount: wire,
      currency: card.currencyCode,
    });
    if (!r.ok) return;
    const done = t('cards.load.done', { amount: formatMoney(wire, card.currencyCode, lang), name });
    const s = r.data;
    if (s.status !== 'pending') return finish(done);
    if (s.trxid && (s.approveMode === 2 || s.approveMode === 3 || s.approveMode === 4))
      return setWaiting({ trxid: s.trxid, approveMode: s.approveMode, sentTo: s.approvalSentTo ?? null });
    finish(t(s.approveMode === 1 ? 'cards.load.waitDevice' : 'cards.load.waitChecker'));
  }
  function finish(message: string) {
    toast({ kind: 'success', message });
    onClose();
  }
  return (
    <Dialog title={t('cards.load.title')} testId="card-load-dialog" onClose={onClose}>
      {waiting ? (
        <LoadApproval waiting={waiting} onClose={onClose} onDone={() => finish(t('cards.load.approved', { name }))} />
      ) : (
        <form className="op-form" onSubmit={submit} noValidate>
          <p>{t('cards.load.text', { name, currency: card.currencyCode })}</p>
          {sources.length === 0 && (
            <p className="op-notice" data-testid="card-load-none">
              {t('cards.load.noSource', { currency: card.currencyCode })}
            </p>
          )}
          <label className="op-field">
            <span>{t('cards.load.from')}</span>
            <select data-testid="card-load-from" value={from} onChange={(e) => setFrom(e.target.value)}>
              {sources.map((a) => (
                <option key={a.accountId} value={a.accountId}>
                  {t('cards.load.option', { id: a.accountId, balance: formatMoney(a.balance, a.currencyCode, lang) })}
                </option>
              ))}
            </select>
          </label>
          <FieldError field="fromAccountId" message={errors['fromAccountId']} />
          <TextField
            label={t('cards.load.amount', { currency: card.currencyCode })}
            testId="card-load-amount"
            field="amount"
            value={amount}
            onValue={setAmount}
            error={errors['amount'] ?? errors['currency']}
            inputMode="decimal"
            autoComplete="off"
          />
          <div className="op-dialog__actions">
            <button
              className="op-button op-button--primary"
              type="submit"
              data-testid="card-load-submit"
              disabled={load.isPending || sources.length === 0}
            >
              {t('cards.actions.load')}
            </button>
            <button className="op-button" type="button" data-testid="card-cancel" onClick={onClose}>
              {t('cards.dialog.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
