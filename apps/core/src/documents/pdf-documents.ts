import { formatMinor, type TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { listCustomerAccounts } from '@openportal/ledger';
import type { PdfBlock } from '../pdf/index.ts';

/** The words of the documents pdfGenerate makes, in every portal language. */
const WORDS: Record<
  TLanguage,
  { accountDetails: string; issued: string; account: string; currency: string; balance: string }
> = {
  en: {
    accountDetails: 'Account details',
    issued: 'Issued on',
    account: 'Account',
    currency: 'Currency',
    balance: 'Balance',
  },
  es: {
    accountDetails: 'Datos de las cuentas',
    issued: 'Emitido el',
    account: 'Cuenta',
    currency: 'Moneda',
    balance: 'Saldo',
  },
  pt: {
    accountDetails: 'Dados das contas',
    issued: 'Emitido em',
    account: 'Conta',
    currency: 'Moeda',
    balance: 'Saldo',
  },
  ro: {
    accountDetails: 'Detaliile conturilor',
    issued: 'Emis la',
    account: 'Cont',
    currency: 'Monedă',
    balance: 'Sold',
  },
  ru: { accountDetails: 'Реквизиты счетов', issued: 'Выдано', account: 'Счёт', currency: 'Валюта', balance: 'Остаток' },
  ua: {
    accountDetails: 'Реквізити рахунків',
    issued: 'Видано',
    account: 'Рахунок',
    currency: 'Валюта',
    balance: 'Залишок',
  },
};

export interface TPdfDocument {
  title: string;
  blocks: PdfBlock[];
}

/**
 * The documents pdfGenerate knows, by the path's `{name}` (ours: the spec names none). Each
 * reads only the acting customer's own data; the request body carries no options yet (its
 * fields are ignored).
 */
export const PDF_DOCUMENTS: Record<
  string,
  (q: Queryable, a: { customerId: string; lang: TLanguage; now: Date }) => Promise<TPdfDocument>
> = {
  'account-details': async (q, a) => {
    const w = WORDS[a.lang];
    const accounts = await listCustomerAccounts(q, a.customerId);
    return {
      title: w.accountDetails,
      blocks: [
        { kind: 'text', text: `${w.issued} ${a.now.toISOString().slice(0, 10)}` },
        {
          kind: 'table',
          header: [w.account, w.currency, w.balance],
          rows: accounts
            .filter((x) => x.status !== 'closed')
            .map((x) => [String(x.accountId), x.currency, formatMinor(x.postedMinor, x.currency)]),
          widths: [0.4, 0.2, 0.4],
          alignRight: [2],
        },
      ],
    };
  },
};
