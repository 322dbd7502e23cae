import { formatMinor, type TLanguage } from '@openportal/contract';
import type { PdfRequest } from '../../pdf/index.ts';
import type { TInvoiceRow } from './invoices.ts';

interface TWords {
  title: string;
  issued: string;
  intro: string;
  payTo: string;
  account: string;
  amount: string;
  currency: string;
  reference: string;
  field: string;
  value: string;
}

/** The words of the funding invoice, in every portal language. */
const WORDS: Record<TLanguage, TWords> = {
  en: {
    title: 'Funding invoice No. {id}',
    issued: 'Issued on',
    intro: 'Pay this amount with the reference below to fund your account.',
    payTo: 'Pay to',
    account: 'Account to fund',
    amount: 'Amount',
    currency: 'Currency',
    reference: 'Payment reference',
    field: 'Item',
    value: 'Value',
  },
  es: {
    title: 'Factura de fondeo n.º {id}',
    issued: 'Emitida el',
    intro: 'Pague este importe con la referencia indicada para añadir fondos a su cuenta.',
    payTo: 'Pagar a',
    account: 'Cuenta a fondear',
    amount: 'Importe',
    currency: 'Moneda',
    reference: 'Referencia de pago',
    field: 'Concepto',
    value: 'Valor',
  },
  pt: {
    title: 'Fatura de carregamento n.º {id}',
    issued: 'Emitida em',
    intro: 'Pague este valor com a referência abaixo para carregar a sua conta.',
    payTo: 'Pagar a',
    account: 'Conta a carregar',
    amount: 'Valor',
    currency: 'Moeda',
    reference: 'Referência de pagamento',
    field: 'Item',
    value: 'Valor',
  },
  ro: {
    title: 'Factură de alimentare nr. {id}',
    issued: 'Emisă la',
    intro: 'Plătiți această sumă cu referința de mai jos pentru a alimenta contul.',
    payTo: 'Plătiți către',
    account: 'Contul de alimentat',
    amount: 'Sumă',
    currency: 'Monedă',
    reference: 'Referința plății',
    field: 'Element',
    value: 'Valoare',
  },
  ru: {
    title: 'Счёт на пополнение № {id}',
    issued: 'Выставлен',
    intro: 'Оплатите эту сумму с указанным ниже назначением платежа, чтобы пополнить счёт.',
    payTo: 'Получатель',
    account: 'Пополняемый счёт',
    amount: 'Сумма',
    currency: 'Валюта',
    reference: 'Назначение платежа',
    field: 'Поле',
    value: 'Значение',
  },
  ua: {
    title: 'Рахунок на поповнення № {id}',
    issued: 'Виставлено',
    intro: 'Сплатіть цю суму з указаним нижче призначенням платежу, щоб поповнити рахунок.',
    payTo: 'Одержувач',
    account: 'Рахунок для поповнення',
    amount: 'Сума',
    currency: 'Валюта',
    reference: 'Призначення платежу',
    field: 'Поле',
    value: 'Значення',
  },
};

/** The reference a payment from outside quotes so that operators can match it to the invoice. */
export const fundingReference = (invoiceId: string) => `INV-${invoiceId}`;

/**
 * The funding invoice as a branded PDF (`pdf/`): who to pay (the brand's legal name and address),
 * the account it funds, the amount and the reference, in the reader's language.
 */
export function fundingInvoicePdf(
  row: TInvoiceRow,
  lang: TLanguage,
  brand: { legalName: string; address: string; projectName: string },
): Omit<PdfRequest, 'logo'> {
  const w = WORDS[lang];
  return {
    title: w.title.replace('{id}', row.id),
    subtitle: `${w.issued} ${row.created_at.toISOString().slice(0, 10)}`,
    author: brand.projectName,
    footer: brand.legalName,
    blocks: [
      { kind: 'text', text: w.intro },
      {
        kind: 'table',
        header: [w.field, w.value],
        rows: [
          [w.payTo, `${brand.legalName}, ${brand.address}`],
          [w.account, row.payee_account_id ?? ''],
          [w.amount, formatMinor(BigInt(row.amount_minor), row.currency)],
          [w.currency, row.currency],
          [w.reference, fundingReference(row.id)],
        ],
        widths: [0.35, 0.65],
      },
    ],
  };
}
