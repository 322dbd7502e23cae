import { invoiceReceivedList, invoiceSentList, type TInvoice } from '@openportal/contract';
import { type TApiError, type TMethodRequest, useCall } from '@openportal/contract-client';

export type TSide = 'received' | 'sent';
/** The filter of both lists; `email` is the other party's (payer on sent, payee on received). */
export type TInvoiceQuery = Omit<TMethodRequest<typeof invoiceSentList>, 'pageNumber' | 'pageSize' | 'payerEmail'> & {
  email?: string;
};

export interface TInvoicePage {
  invoices: TInvoice[];
  total: number;
  pageSize: number;
  loading: boolean;
  error: TApiError | null;
  retry: () => void;
}

/** One page of a side's invoices (20 a page, spec 2 §9), newest first; both calls cached per filter and page. */
export function useInvoices(side: TSide, query: TInvoiceQuery, page: number): TInvoicePage {
  const { email, ...filter } = query;
  const pageSize = invoiceSentList.pageSize ?? 20;
  const base = { ...filter, pageNumber: page, pageSize };
  const sent = useCall(
    invoiceSentList,
    { ...base, ...(email ? { payerEmail: email } : {}) },
    {
      enabled: side === 'sent',
      keepPrevious: true,
    },
  );
  const received = useCall(
    invoiceReceivedList,
    { ...base, ...(email ? { payeeEmail: email } : {}) },
    {
      enabled: side === 'received',
      keepPrevious: true,
    },
  );
  const q = side === 'sent' ? sent : received;
  const failed = { error: q.error?.error ?? null, retry: () => void q.refetch() };
  if (!q.data) return { invoices: [], total: 0, pageSize, loading: q.isPending, ...failed };
  return { invoices: q.data.invoices, total: q.data.total, pageSize, loading: false, ...failed };
}
