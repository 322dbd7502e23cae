import { useTranslation } from 'react-i18next';
import type { TInvoice } from '@openportal/contract';
import { formatDate, formatMoney } from '@openportal/i18n';
import { useLang } from '../../shared/ui/use-lang.ts';
import type { TSide } from './use-invoices.ts';

export type TInvoiceAction = 'info' | 'pay' | 'reject';

/**
 * One page of invoices: date, the other party, status, amount, and the actions the row allows
 * (details always; pay and reject on an unpaid invoice received).
 */
export function InvoiceTable(props: {
  side: TSide;
  invoices: TInvoice[];
  onAction: (a: TInvoiceAction, i: TInvoice) => void;
}) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  if (props.invoices.length === 0)
    return (
      <p className="op-empty" data-testid="invoices-empty">
        {t('invoices.empty')}
      </p>
    );
  const button = (a: TInvoiceAction, i: TInvoice) => (
    <button
      type="button"
      className="op-button op-button--link"
      data-testid={`invoice-${a}`}
      onClick={() => props.onAction(a, i)}
    >
      {t(`invoices.action.${a}`)}
    </button>
  );
  return (
    <table className="op-table" data-testid="invoices-table">
      <thead>
        <tr>
          <th>{t('invoices.column.date')}</th>
          <th>{t('invoices.column.party')}</th>
          <th className="op-col--optional">{t('invoices.column.status')}</th>
          <th className="op-num">{t('invoices.column.amount')}</th>
          <th>{t('invoices.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.invoices.map((i) => (
          <tr key={i.id} data-testid="invoice-row" data-invoice-id={i.id} data-status={i.status}>
            <td>{formatDate(i.sentDate, lang)}</td>
            <td>{props.side === 'sent' ? i.payerEmail : i.payeeEmail}</td>
            <td className="op-col--optional" data-testid="invoice-status">
              {t(`invoices.status.${i.status}`)}
            </td>
            <td className="op-num">{formatMoney(i.amount, i.currencyCode, lang)}</td>
            <td className="op-invoice-actions">
              {button('info', i)}
              {props.side === 'received' && i.status === 'unpaid' && button('pay', i)}
              {props.side === 'received' && i.status === 'unpaid' && button('reject', i)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
