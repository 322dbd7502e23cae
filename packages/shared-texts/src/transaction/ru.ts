import type { TTransactionTexts } from './en.ts';

/** ru: the words of a transaction both the portal's history and core's receipt PDF show (see en.ts). */
const texts: TTransactionTexts = {
  transaction: 'Транзакция',
  between: 'Между вашими счетами',
  account: 'Счёт',
  external: 'Вне банка',
  from: 'Откуда',
  to: 'Куда',
  amount: 'Сумма',
  received: 'Получено',
  fee: 'Комиссия',
  rate: 'Курс обмена',
  status: 'Статус',
  type: 'Тип',
  date: 'Дата',
  reference: 'Назначение',
  note: 'Примечание',
  initiatedBy: 'Инициатор',
  approval: 'Подтверждение',
  approvalStatus: {
    pending: 'Ожидает подтверждения',
    approved: 'Подтверждена',
    denied: 'Отклонена',
    expired: 'Истекла',
  },
  types: {
    betweenAccounts: 'Между своими счетами',
    fees: 'Комиссии',
    p2p: 'Другому пользователю',
    external: 'Внешний перевод',
    card: 'Карта',
    invoice: 'Счёт на оплату',
    deposit: 'Пополнение',
    adjustment: 'Корректировка',
  },
  statuses: { completed: 'Выполнена', pending: 'В обработке', rejected: 'Отклонена', reversed: 'Возвращена' },
};
export default texts;
