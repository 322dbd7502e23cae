import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicePay, invoiceReject, type TInvoice } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { formatMoney } from '@openportal/i18n';
import { Dialog } from '@openportal/ui';
import { useAccounts } from '../../shared/money/use-accounts.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { ApprovalPopup } from '../../shared/approval/approval-popup.tsx';
import { usePaymentAnswer } from '../../shared/approval/use-payment-answer.ts';
import { labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { AccountPicker } from './account-picker.tsx';

const AFTER_DECISION = ['invoiceReceivedList', 'invoiceSentList', 'balanceInquiry', 'historyGet'] as const;

/**
 * The "pay invoice" popup (spec 2 §2): the amount and whom it goes to, the account to pay from
 * (the customer's accounts in the invoice's currency), then one payment per intent (its key kept
 * across a retry). Refusals (balance, limits, an invoice paid meanwhile) show as the error popup.
 */
export function InvoicePayDialog({ invoice: i, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const { accounts } = useAccounts();
  const usable = accounts.filter((a) => a.currencyCode === i.currencyCode);
  const [accountId, setAccountId] = useState<number | undefined>(usable[0]?.accountId);
  const pay = useCallMutation(invoicePay, { invalidates: [...AFTER_DECISION], t });
  const { awaiting, follow } = usePaymentAnswer();
  const chosen = accountId ?? usable[0]?.accountId;
  const send = async () => {
    if (chosen === undefined) return;
    const r = await pay.run({ invoiceId: i.id, accountId: chosen });
    if (!r.ok) return;
    // The popup follows the answer: paid, or the payment waits for its approval (this popup
    // becomes the approval popup: code, device, or a checker's notice).
    const waits = follow(r.data, chosen, () =>
      show({ kind: 'success', title: t('popup.success'), message: t('invoices.paid') }),
    );
    if (!waits) onClose();
  };
  if (awaiting) return <ApprovalPopup pending={awaiting} onClose={onClose} />;
  return (
    <Dialog title={t('invoices.payTitle', { id: i.id })} testId="invoice-pay" onClose={onClose}>
      <p data-testid="invoice-pay-amount">
        {labelled(i.payeeName || i.payeeEmail, formatMoney(i.amount, i.currencyCode, lang))}
      </p>
      {usable.length === 0 ? (
        <p className="op-notice">{t('invoices.noAccount')}</p>
      ) : (
        <AccountPicker
          label={t('invoices.field.account')}
          testId="invoice-pay-account"
          accounts={usable}
          value={chosen}
          onChange={setAccountId}
        />
      )}
      <div className="op-dialog__actions">
        <button type="button" className="op-button" onClick={onClose}>
          {t('invoices.action.cancel')}
        </button>
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid="invoice-pay-send"
          disabled={pay.isPending || chosen === undefined}
          onClick={() => void send()}
        >
          {t('invoices.action.pay')}
        </button>
      </div>
    </Dialog>
  );
}

/** The "reject invoice" popup (spec 2 §2): an optional reason, then the rejection. */
export function InvoiceRejectDialog({ invoice: i, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const show = usePopup((s) => s.show);
  const [note, setNote] = useState('');
  const reject = useCallMutation(invoiceReject, { invalidates: [...AFTER_DECISION], t });
  const send = async () => {
    const r = await reject.run({ invoiceId: i.id, ...(note.trim() ? { note: note.trim() } : {}) });
    if (!r.ok) return;
    onClose();
    show({ kind: 'success', title: t('popup.success'), message: t('invoices.rejected') });
  };
  return (
    <Dialog title={t('invoices.rejectTitle', { id: i.id })} testId="invoice-reject" onClose={onClose}>
      <label className="op-field">
        <span>{t('invoices.rejectNote')}</span>
        <textarea data-testid="invoice-reject-note" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="op-dialog__actions">
        <button type="button" className="op-button" onClick={onClose}>
          {t('invoices.action.cancel')}
        </button>
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid="invoice-reject-send"
          disabled={reject.isPending}
          onClick={() => void send()}
        >
          {t('invoices.action.reject')}
        </button>
      </div>
    </Dialog>
  );
}
