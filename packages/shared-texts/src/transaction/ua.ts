import type { TTransactionTexts } from './en.ts';

/** ua: the words of a transaction both the portal's history and core's receipt PDF show (see en.ts). */
const texts: TTransactionTexts = {
  transaction: 'Транзакція',
  between: 'Між вашими рахунками',
  account: 'Рахунок',
  external: 'Поза банком',
  from: 'Звідки',
  to: 'Куди',
  amount: 'Сума',
  received: 'Отримано',
  fee: 'Комісія',
  rate: 'Курс обміну',
  status: 'Статус',
  type: 'Тип',
  date: 'Дата',
  reference: 'Призначення',
  note: 'Примітка',
  initiatedBy: 'Ініціатор',
  approval: 'Підтвердження',
  approvalStatus: {
    pending: 'Очікує підтвердження',
    approved: 'Підтверджено',
    denied: 'Відхилено',
    expired: 'Минув строк',
  },
  types: {
    betweenAccounts: 'Між власними рахунками',
    fees: 'Комісії',
    p2p: 'Іншому користувачу',
    external: 'Зовнішній переказ',
    card: 'Картка',
    invoice: 'Рахунок-фактура',
    deposit: 'Поповнення',
    adjustment: 'Коригування',
  },
  statuses: { completed: 'Виконано', pending: 'В обробці', rejected: 'Відхилено', reversed: 'Повернено' },
};
export default texts;
