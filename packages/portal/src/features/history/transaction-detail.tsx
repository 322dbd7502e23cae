import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  transactionDetailGet,
  transactionReceiptGet,
  type TLanguage,
  type TTransactionDetail,
  type TTransactionParty,
} from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate, formatMoney } from '@openportal/i18n';
import { Dialog, Skeleton } from '@openportal/ui';
import { errorPopup } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { saveFile } from '../../shared/shell/files.ts';
import { ErrorState } from '../../shared/ui/error-state.tsx';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { accountShort } from '../../shared/ui/text.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import './history.css';

type T = TFunction<'history'>;

/** The receipt PDF of a transaction (transactionReceiptGet), saved as a download. */
function useReceipt() {
  const { t } = useTranslation('history');
  const { api, shell } = usePortal();
  const show = usePopup((s) => s.show);
  return async (transactionId: string) => {
    const r = await api.call(transactionReceiptGet, {}, { params: { transactionId } });
    if (!r.ok) return show(errorPopup(r.error, t));
    await saveFile(shell, r.data as unknown as Blob, `receipt-${transactionId}.pdf`);
  };
}

/** A side of the movement: an own account by name and number, another customer by name and e-mail. */
function partyText(p: TTransactionParty, t: T): string {
  if (p.kind === 'own')
    return `${p.name ?? t('history.detail.account')} · ${accountShort(p.currencyCode, p.accountId ?? '')}`;
  const named = [p.name, p.email].filter(Boolean).join(' · ');
  return named || t('history.detail.external');
}

const person = (p: { name: string; email: string } | null) =>
  p ? (p.name && p.name !== p.email ? `${p.name} (${p.email})` : p.email) : null;

/** The dialog's lines (key, value), leaving out what the transaction does not have. */
function linesOf(d: TTransactionDetail, t: T, lang: TLanguage): Array<[string, string]> {
  const money = (m: { amount: string; currencyCode: string }) => formatMoney(m.amount, m.currencyCode, lang);
  const received = d.to.amount !== d.from.amount || d.to.currencyCode !== d.from.currencyCode;
  const approval = d.approval
    ? [t(`history.detail.approvalStatus.${d.approval.status}`), person(d.approval.decidedBy)]
        .filter(Boolean)
        .join(' · ')
    : null;
  const lines: Array<[string, string | null]> = [
    ['from', partyText(d.from, t)],
    ['to', partyText(d.to, t)],
    ['amount', money(d.from)],
    ['received', received ? money(d.to) : null],
    ['fee', d.fee ? money(d.fee) : null],
    ['rate', d.rate],
    ['status', t(`history.status.${d.status}`)],
    ['type', t(`history.type.${d.type}`)],
    ['date', formatDate(d.createdAt, lang)],
    ['reference', d.reference],
    ['note', d.note],
    ['initiatedBy', person(d.initiatedBy)],
    ['approval', approval],
  ];
  return lines.filter((l): l is [string, string] => l[1] !== null && l[1] !== '');
}

/**
 * A history row opened (issue 24 "Transaction detail"): both sides of the movement (an own
 * transfer reads "Between your accounts" with both accounts), the counterparty by name, fee,
 * rate, reference, status, who initiated and who approved it, and its receipt PDF.
 */
export function TransactionDetailDialog({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const { t } = useTranslation('history');
  const lang = useLang();
  const q = useCall(transactionDetailGet, {}, { params: { transactionId } });
  const receipt = useReceipt();
  const d = q.data?.transaction;
  return (
    <Dialog title={t('history.detail.title')} testId="transaction-detail" onClose={onClose}>
      {q.isPending && <Skeleton lines={4} />}
      {q.error && (
        <ErrorState error={q.error.error} onRetry={() => void q.refetch()} testId="transaction-detail-error" />
      )}
      {d?.direction === 'between' && (
        <p className="op-muted" data-testid="detail-between">
          {t('history.detail.between')}
        </p>
      )}
      {d && (
        <dl className="op-detail-list" data-direction={d.direction}>
          {linesOf(d, t, lang).map(([k, v]) => (
            <Fragment key={k}>
              <dt>{t(`history.detail.${k}`)}</dt>
              <dd data-testid={`detail-${k}`}>{v}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <div className="op-dialog__actions">
        {d && (
          <button
            type="button"
            className="op-button"
            data-testid="transaction-receipt"
            onClick={() => void receipt(d.transactionId)}
          >
            {t('history.detail.receipt')}
          </button>
        )}
        <button type="button" className="op-button op-button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
