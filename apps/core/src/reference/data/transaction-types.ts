import type { TRANSACTION_TYPES } from '@openportal/contract';
import type { TTranslated } from './translated.ts';

/**
 * Names of the history's transaction types (contract's TRANSACTION_TYPES, ids are the type
 * itself). The same words as the portal's history catalogue (packages/i18n), which core does
 * not import.
 */
export const TRANSACTION_TYPE_NAMES: Readonly<Record<(typeof TRANSACTION_TYPES)[number], TTranslated>> = {
  betweenAccounts: {
    en: 'Between own accounts',
    es: 'Entre cuentas propias',
    ro: 'Între conturile proprii',
    ru: 'Между своими счетами',
    ua: 'Між власними рахунками',
    pt: 'Entre contas próprias',
  },
  fees: { en: 'Fees', es: 'Comisiones', ro: 'Comisioane', ru: 'Комиссии', ua: 'Комісії', pt: 'Comissões' },
  p2p: {
    en: 'To another user',
    es: 'A otro usuario',
    ro: 'Către alt utilizator',
    ru: 'Другому пользователю',
    ua: 'Іншому користувачу',
    pt: 'Para outro utilizador',
  },
  external: {
    en: 'External transfer',
    es: 'Transferencia externa',
    ro: 'Transfer extern',
    ru: 'Внешний перевод',
    ua: 'Зовнішній переказ',
    pt: 'Transferência externa',
  },
  card: { en: 'Card', es: 'Tarjeta', ro: 'Card', ru: 'Карта', ua: 'Картка', pt: 'Cartão' },
  invoice: { en: 'Invoice', es: 'Factura', ro: 'Factură', ru: 'Счёт на оплату', ua: 'Рахунок-фактура', pt: 'Fatura' },
  deposit: { en: 'Deposit', es: 'Depósito', ro: 'Depunere', ru: 'Пополнение', ua: 'Поповнення', pt: 'Depósito' },
  adjustment: { en: 'Adjustment', es: 'Ajuste', ro: 'Ajustare', ru: 'Корректировка', ua: 'Коригування', pt: 'Ajuste' },
};
