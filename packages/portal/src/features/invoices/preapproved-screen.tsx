import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preapprovedPaymentCancel, preapprovedPaymentList, type TPreapprovedPayment } from '@openportal/contract';
import { useCall, useCallMutation } from '@openportal/contract-client';
import { formatDate, formatMoney } from '@openportal/i18n';
import { Dialog } from '@openportal/ui';
import { errorPopup } from '../../shared/api/messages.ts';
import { ActingFor } from '../../shared/ui/acting-for.tsx';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';

/** One row per preapproved payment; the payer may cancel it when its terms allow (userCancel). */
function PreapprovedRows({ payments, onCancel }: { payments: TPreapprovedPayment[]; onCancel: (id: number) => void }) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  return (
    <tbody>
      {payments.map((p) => (
        <tr key={p.id} data-testid="preapproved-row" data-id={p.id}>
          <td className="op-num">{formatMoney(p.amount, p.currencyCode, lang)}</td>
          <td>{p.type === 'p2p' ? p.beneficiaryEmail : p.toAccount}</td>
          <td className="op-col--optional">{p.frequency ? t(`preapproved.frequency.${p.frequency}`) : ''}</td>
          <td>{p.nextDate ? formatDate(p.nextDate, lang) : ''}</td>
          <td className="op-col--optional">{p.endDate ? formatDate(p.endDate, lang) : t('preapproved.never')}</td>
          <td>
            {p.userCancel && (
              <button
                type="button"
                className="op-button op-button--link"
                data-testid="preapproved-cancel"
                onClick={() => onCancel(p.id)}
              >
                {t('preapproved.cancel')}
              </button>
            )}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** "Cancel this preapproved payment?": keep it, or cancel it. */
function CancelConfirm(props: { pending: boolean; onKeep: () => void; onCancel: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Dialog title={t('preapproved.confirmTitle')} testId="preapproved-confirm" onClose={props.onKeep}>
      <p>{t('preapproved.confirm')}</p>
      <div className="op-dialog__actions">
        <button type="button" className="op-button" onClick={props.onKeep}>
          {t('preapproved.keep')}
        </button>
        <button
          type="button"
          className="op-button op-button--primary"
          data-testid="preapproved-confirm-cancel"
          disabled={props.pending}
          onClick={props.onCancel}
        >
          {t('preapproved.cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * `/transfer/preapproved-payments` (spec 2 §2): the acting customer's repeating payments and
 * their cancel, after a confirmation; a failed cancel shows its popup titled "Action
 * Confirmation" (spec 2 §8).
 */
export function PreapprovedScreen() {
  const { t } = useTranslation('invoices');
  const show = usePopup((s) => s.show);
  const list = useCall(preapprovedPaymentList, {});
  const [confirming, setConfirming] = useState<number | null>(null);
  const cancel = useCallMutation(preapprovedPaymentCancel, {
    invalidates: ['preapprovedPaymentList'],
    t,
    onFailure: false,
  });
  const payments = list.data?.payments ?? [];
  const confirm = async (id: number) => {
    const r = await cancel.run({ id });
    setConfirming(null);
    if (r.ok) show({ kind: 'success', title: t('popup.success'), message: t('preapproved.cancelled') });
    else show(errorPopup(r.error, t, t('preapproved.confirmTitle')));
  };
  return (
    <section className="op-card">
      <h1>{t('preapproved.title')}</h1>
      <ActingFor />
      {list.error && (
        <ErrorState error={list.error.error} onRetry={() => void list.refetch()} testId="preapproved-error" />
      )}
      {list.data && payments.length === 0 && (
        <p className="op-empty" data-testid="preapproved-empty">
          {t('preapproved.empty')}
        </p>
      )}
      {payments.length > 0 && (
        <table className="op-table" data-testid="preapproved-table">
          <thead>
            <tr>
              <th className="op-num">{t('preapproved.column.amount')}</th>
              <th>{t('preapproved.column.to')}</th>
              <th className="op-col--optional">{t('preapproved.column.frequency')}</th>
              <th>{t('preapproved.column.next')}</th>
              <th className="op-col--optional">{t('preapproved.column.end')}</th>
              <th>{t('preapproved.column.actions')}</th>
            </tr>
          </thead>
          <PreapprovedRows payments={payments} onCancel={setConfirming} />
        </table>
      )}
      {confirming !== null && (
        <CancelConfirm
          pending={cancel.isPending}
          onKeep={() => setConfirming(null)}
          onCancel={() => void confirm(confirming)}
        />
      )}
    </section>
  );
}
