import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace history. */
const catalogue: TCatalogue = {
  history: {
    title: 'Історія',
    empty: 'Операцій не знайдено.',
    apply: 'Застосувати',
    reset: 'Скинути',
    filters: 'Фільтри',
    filtersActive: 'Фільтри ({{n}})',
    total_one: '{{count}} операція',
    total_few: '{{count}} операції',
    total_many: '{{count}} операцій',
    total_other: '{{count}} операції',
    filter: {
      account: 'Рахунок',
      keyword: 'Ключове слово',
      type: 'Тип',
      fromDate: 'З дати',
      toDate: 'По дату',
      fromAmount: 'Сума від',
      toAmount: 'Сума до',
      direction: 'Напрямок',
      status: 'Статус',
      email: 'Електронна пошта',
    },
    column: {
      date: 'Дата',
      description: 'Опис',
      account: 'Рахунок',
      type: 'Тип',
      status: 'Статус',
      amount: 'Сума',
    },
    accountLabel: '{{account}} · {{currency}}',
    description: {
      betweenAccounts_out: 'На рахунок {{account}}',
      betweenAccounts_in: 'З рахунку {{account}}',
    },
    direction: {
      in: 'Вхідні',
      out: 'Вихідні',
    },
    type: {
      betweenAccounts: 'Між власними рахунками',
      fees: 'Комісії',
      p2p: 'Іншому користувачу',
      external: 'Зовнішній переказ',
      card: 'Картка',
      invoice: 'Рахунок-фактура',
      deposit: 'Поповнення',
      adjustment: 'Коригування',
    },
    status: {
      completed: 'Виконано',
      pending: 'В обробці',
      rejected: 'Відхилено',
      reversed: 'Повернено',
    },
  },
};
export default catalogue;
