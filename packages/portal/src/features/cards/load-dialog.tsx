import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLoad, parseAmount, type TAccount, type TLanguage } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { amountToWire, formatMoney } from '@openportal/i18n';
import { Dialog, TextField, useToasts } from '@openportal/ui';
import { chooseMessage, fieldErrors } from '../../shared/api/messages.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { AccountSelect } from './account-select.tsx';
import { useCardName } from './card-tile.tsx';
import { LoadApproval, type TLoadWaiting } from './load-approval.tsx';

/** The key of what is wrong with a typed amount for `currency`, or null (spec 2 §5 amounts). */
export function amountKey(typed: string, currency: string, lang: TLanguage): string | null {
  const wire = amountToWire(typed, lang) ?? typed.trim();
  if (!wire) return 'cards.load.errors.required';
  const r = parseAmount(wire, currency);
  if (r.ok) return null;
  return r.error === 'tooManyDecimals' ? 'cards.load.errors.decimals' : 'cards.load.errors.amount';
}

/** The load call: refusals on the fields; an answer held for a code goes to `onWaiting`, else `onDone`. */
function useLoad(card: TAccount, onWaiting: (w: TLoadWaiting) => void, onDone: (message: string) => void) {
  const { t } = useTranslation('cards');
  const lang = useLang();
  const name = useCardName()(card);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const load = useCallMutation(cardLoad, {
    invalidates: ['balanceInquiry', 'historyGet'],
    onFailure: (e) => {
      const byField = fieldErrors(e, t);
      setErrors(Object.keys(byField).length ? byField : { amount: chooseMessage(e, t) });
    },
  });
  async function run(from: string, amount: string) {
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
    const s = r.data;
    if (s.status !== 'pending')
      return onDone(t('cards.load.done', { amount: formatMoney(wire, card.currencyCode, lang), name }));
    if (s.trxid && (s.approveMode === 2 || s.approveMode === 3 || s.approveMode === 4))
      return onWaiting({ trxid: s.trxid, approveMode: s.approveMode, sentTo: s.approvalSentTo ?? null });
    onDone(t(s.approveMode === 1 ? 'cards.load.waitDevice' : 'cards.load.waitChecker'));
  }
  return { run, errors, busy: load.isPending };
}

/**
 * Load a prepaid card (spec 2 §2 popup "load"; §4 only when active): from one of the customer's
 * other accounts in the card's currency (core moves it through the money platform's quote,
 * limits, approvals and ledger, one idempotency key per intended load). A load held for the
 * user's code asks for it (LoadApproval).
 */
export function LoadDialog({ card, others, onClose }: { card: TAccount; others: TAccount[]; onClose: () => void }) {
  const { t } = useTranslation('cards');
  const toast = useToasts((s) => s.push);
  const name = useCardName()(card);
  const sources = others.filter((a) => a.currencyCode === card.currencyCode);
  const [from, setFrom] = useState(sources[0] ? String(sources[0].accountId) : '');
  const [amount, setAmount] = useState('');
  const [waiting, setWaiting] = useState<TLoadWaiting | null>(null);
  const finish = (message: string) => {
    toast({ kind: 'success', message });
    onClose();
  };
  const load = useLoad(card, setWaiting, finish);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void load.run(from, amount);
  };
  if (waiting)
    return (
      <Dialog title={t('cards.load.title')} testId="card-load-dialog" onClose={onClose}>
        <LoadApproval waiting={waiting} onClose={onClose} onDone={() => finish(t('cards.load.approved', { name }))} />
      </Dialog>
    );
  return (
    <Dialog title={t('cards.load.title')} testId="card-load-dialog" onClose={onClose}>
      <form className="op-form" onSubmit={submit} noValidate>
        <p>{t('cards.load.text', { name, currency: card.currencyCode })}</p>
        {sources.length === 0 && (
          <p className="op-notice" data-testid="card-load-none">
            {t('cards.load.noSource', { currency: card.currencyCode })}
          </p>
        )}
        <AccountSelect
          label={t('cards.load.from')}
          testId="card-load-from"
          field="fromAccountId"
          value={from}
          onValue={setFrom}
          accounts={sources}
          error={load.errors['fromAccountId']}
        />
        <TextField
          label={t('cards.load.amount', { currency: card.currencyCode })}
          testId="card-load-amount"
          field="amount"
          value={amount}
          onValue={setAmount}
          error={load.errors['amount'] ?? load.errors['currency']}
          inputMode="decimal"
          autoComplete="off"
        />
        <div className="op-dialog__actions">
          <button
            className="op-button op-button--primary"
            type="submit"
            data-testid="card-load-submit"
            disabled={load.busy || sources.length === 0}
          >
            {t('cards.actions.load')}
          </button>
          <button className="op-button" type="button" data-testid="card-cancel" onClick={onClose}>
            {t('cards.dialog.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
