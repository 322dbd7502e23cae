import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace history. */
const catalogue: TCatalogue = {
  history: {
    title: 'История',
    empty: 'Операции не найдены.',
    apply: 'Применить',
    reset: 'Сбросить',
    filters: 'Фильтры',
    filtersActive: 'Фильтры ({{n}})',
    total_one: '{{count}} операция',
    total_few: '{{count}} операции',
    total_many: '{{count}} операций',
    total_other: '{{count}} операции',
    filter: {
      account: 'Счёт',
      keyword: 'Ключевое слово',
      type: 'Тип',
      fromDate: 'С даты',
      toDate: 'По дату',
      fromAmount: 'Сумма от',
      toAmount: 'Сумма до',
      direction: 'Направление',
      status: 'Статус',
      email: 'Электронная почта',
    },
    column: {
      date: 'Дата',
      description: 'Описание',
      account: 'Счёт',
      type: 'Тип',
      status: 'Статус',
      amount: 'Сумма',
    },
    accountLabel: '{{account}} · {{currency}}',
    description: {
      betweenAccounts_out: 'На счёт {{account}}',
      betweenAccounts_in: 'Со счёта {{account}}',
    },
    direction: {
      in: 'Входящие',
      out: 'Исходящие',
    },
    type: {
      betweenAccounts: 'Между своими счетами',
      fees: 'Комиссии',
      p2p: 'Другому пользователю',
      external: 'Внешний перевод',
      card: 'Карта',
      invoice: 'Счёт на оплату',
      deposit: 'Пополнение',
      adjustment: 'Корректировка',
    },
    status: {
      completed: 'Выполнена',
      pending: 'В обработке',
      rejected: 'Отклонена',
      reversed: 'Возвращена',
    },
  },
};
export default catalogue;
