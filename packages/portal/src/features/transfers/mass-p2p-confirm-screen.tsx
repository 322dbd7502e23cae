import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { p2pMassConfirm, portalPath } from '@openportal/contract';
import { useCallMutation } from '@openportal/contract-client';
import { formatMoney } from '@openportal/i18n';
import { ApprovalPopup } from '../../shared/approval/approval-popup.tsx';
import { usePaymentAnswer } from '../../shared/approval/use-payment-answer.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { labelled } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import { useUploadedBatch, type TUploadedBatch } from './mass-p2p-store.ts';

/** The batch's bad rows (line and reason) and the payer's "send only the valid rows". */
function BadRows(p: { errors: TUploadedBatch['errors']; partial: boolean; setPartial: (v: boolean) => void }) {
  const { t } = useTranslation('transfers');
  return (
    <>
      <h2>{t('mass.badRows')}</h2>
      <ul data-testid="mass-errors">
        {p.errors.map((e) => (
          <li key={`${e.row}-${e.field}`}>{labelled(t('mass.row', { row: e.row }), e.message)}</li>
        ))}
      </ul>
      <label className="op-check">
        <input
          type="checkbox"
          data-testid="mass-partial"
          checked={p.partial}
          onChange={(e) => p.setPartial(e.target.checked)}
        />
        <span>{t('mass.partial')}</span>
      </label>
    </>
  );
}

/**
 * `/transfer/mass/p2p/confirm` (spec 1 §2): the uploaded batch before it moves: its valid rows'
 * count, total and fee, and every bad row with its line and reason. With bad rows the payer
 * must tick "send only the valid rows" (a partial batch); otherwise the batch goes all or nothing.
 */
export function MassP2pConfirmScreen() {
  const { t } = useTranslation('transfers');
  const lang = useLang();
  const show = usePopup((s) => s.show);
  const { batch, set } = useUploadedBatch();
  const [partial, setPartial] = useState(false);
  const { awaiting, stopAwaiting, follow } = usePaymentAnswer();
  const confirm = useCallMutation(p2pMassConfirm, {
    invalidates: ['balanceInquiry', 'historyGet', 'p2pBeneficiaryList'],
  });
  if (!batch)
    return (
      <section className="op-card">
        <h1>{t('mass.confirmTitle')}</h1>
        <p className="op-empty">{t('mass.nothing')}</p>
        <Link to={portalPath('transferMassP2p')}>{t('mass.title')}</Link>
        {awaiting && <ApprovalPopup pending={awaiting} onClose={stopAwaiting} />}
      </section>
    );
  const money = (v: string) => formatMoney(v, batch.currencyCode, lang);
  const bad = batch.errors.length > 0;
  const send = async () => {
    const r = await confirm.run({ batchId: batch.batchId, ...(bad ? { partial } : {}) });
    if (!r.ok) return;
    const sent = r.data.count;
    // The popup follows the answer: sent, or the batch waits for its approval (one code for all
    // its rows, the device, or a checker) before anything moves.
    follow(r.data, undefined, () =>
      show({ kind: 'success', title: t('popup.success'), message: t('mass.sent', { count: sent }) }),
    );
    set(null);
  };
  return (
    <section className="op-card">
      <h1>{t('mass.confirmTitle')}</h1>
      <dl className="op-review" data-testid="mass-summary">
        <dt>{t('mass.batchName')}</dt>
        <dd>{batch.batchName}</dd>
        <dt>{t('mass.valid')}</dt>
        <dd data-testid="mass-count">{t('mass.rowsOf', { count: batch.count, rows: batch.rows })}</dd>
        <dt>{t('transfer.amount')}</dt>
        <dd data-testid="mass-total">{money(batch.total)}</dd>
        <dt>{t('transfer.fee')}</dt>
        <dd data-testid="mass-fee">{money(batch.fee)}</dd>
      </dl>
      {bad && <BadRows errors={batch.errors} partial={partial} setPartial={setPartial} />}
      <button
        type="button"
        className="op-button op-button--primary"
        data-testid="mass-confirm"
        disabled={confirm.isPending || batch.count === 0 || (bad && !partial)}
        onClick={() => void send()}
      >
        {t('mass.confirm')}
      </button>
    </section>
  );
}
