import { TRANSACTION_TEXTS_RU } from '@openportal/shared-texts';
import type { TCatalogue } from '../../catalogue.ts';

/** A transaction's words (labels, types, statuses) are core's receipt's too: @openportal/shared-texts. */
const { transaction, types, statuses, ...detail } = TRANSACTION_TEXTS_RU;

/** ru, namespace history. */
const catalogue: TCatalogue = {
  history: {
    detail: { title: transaction, ...detail, receipt: 'Скачать квитанцию (PDF)' },
    authorizations: {
      title: 'Авторизации карт по этому счёту',
      empty: 'По этому счёту пока нет авторизаций карт.',
      error: 'Не удалось показать авторизации. Попробуйте позже.',
      status: { pending: 'В ожидании', settled: 'Проведена', reversed: 'Отменена', declined: 'Отклонена' },
    },
    statements: {
      title: 'Ежемесячные выписки',
      allAccounts: 'Все счета',
      empty: 'Выписок пока нет: каждая готовится после окончания своего месяца.',
      month: '{{month}} · счёт {{account}}',
      download: 'Скачать PDF',
      preparing: 'Готовится…',
    },
    export: {
      title: 'Экспорт',
      format: 'Файл',
      start: 'Экспортировать',
      preparing: 'Готовим экспорт…',
      progress: '{{done}} из {{total}} строк',
      ready: 'Экспорт готов.',
      failed: 'Экспорт не удался. Попробуйте снова.',
      download: 'Скачать',
      email: 'Отправить на e-mail',
      send: 'Отправить',
      sent: 'Отправлено на {{email}}.',
    },
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
    type: types,
    status: statuses,
  },
};
export default catalogue;
