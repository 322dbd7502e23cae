import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDownload, invoiceGet, type TInvoice } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';
import { formatDate, formatMoney } from '@openportal/i18n';
import { Dialog } from '@openportal/ui';
import { errorPopup } from '../../shared/api/messages.ts';
import { usePortal } from '../../shared/services.tsx';
import { saveFile } from '../../shared/shell/files.ts';
import { usePopup } from '../../shared/ui/popup-store.ts';
import { useLang } from '../../shared/ui/use-lang.ts';
import './invoices.css';

/** The PDF of an invoice (a funding invoice's), downloaded with the session (fileDownload). */
export function useInvoicePdf() {
  const { t } = useTranslation('invoices');
  const { api, shell } = usePortal();
  const show = usePopup((s) => s.show);
  return async (invoice: TInvoice) => {
    const fileId = invoice.urlPdf?.split('/').pop();
    if (!fileId) return;
    const r = await api.call(fileDownload, {}, { params: { fileId } });
    if (!r.ok) return show(errorPopup(r.error, t));
    await saveFile(shell, r.data as unknown as Blob, `invoice-${invoice.id}.pdf`);
  };
}

/**
 * The "invoice info" popup (spec 2 §2): every field of the invoice, and its PDF when it has one.
 * The invoice is read again (`invoiceGet`, spec 2 §7 Invoices: get) so the popup shows its state
 * now (paid or rejected since the list was read); the list's row is shown until it answers.
 */
export function InvoiceInfoDialog({ invoice: row, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const fresh = useCall(invoiceGet, { invoiceId: row.id });
  const i = fresh.data?.invoice ?? row;
  const lang = useLang();
  const download = useInvoicePdf();
  const money = (amount: string) => formatMoney(amount, i.currencyCode, lang);
  const lines: Array<[string, string | null]> = [
    ['payee', i.payeeName ? `${i.payeeName} (${i.payeeEmail})` : i.payeeEmail],
    ['payer', i.payerName ? `${i.payerName} (${i.payerEmail})` : i.payerEmail],
    ['amount', money(i.amount)],
    ['fee', money(i.feePayment)],
    ['total', money(i.total)],
    ['status', t(`invoices.status.${i.status}`)],
    ['sent', formatDate(i.sentDate, lang)],
    ['due', i.dueDate ? formatDate(i.dueDate, lang) : null],
    ['note', i.noteBody],
  ];
  return (
    <Dialog title={t('invoices.info.title', { id: i.id })} testId="invoice-info" onClose={onClose}>
      <dl className="op-invoice-info">
        {lines
          .filter(([, v]) => v !== null)
          .map(([k, v]) => (
            <Fragment key={k}>
              <dt>{t(`invoices.info.${k}`)}</dt>
              <dd data-testid={`invoice-info-${k}`}>{v}</dd>
            </Fragment>
          ))}
      </dl>
      <div className="op-dialog__actions">
        {i.urlPdf && (
          <button type="button" className="op-button" data-testid="invoice-download" onClick={() => void download(i)}>
            {t('invoices.action.download')}
          </button>
        )}
        <button type="button" className="op-button op-button--primary" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
