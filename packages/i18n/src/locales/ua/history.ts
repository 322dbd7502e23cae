import { TRANSACTION_TEXTS_UA } from '@openportal/shared-texts';
import type { TCatalogue } from '../../catalogue.ts';

/** A transaction's words (labels, types, statuses) are core's receipt's too: @openportal/shared-texts. */
const { transaction, types, statuses, ...detail } = TRANSACTION_TEXTS_UA;

/** ua, namespace history. */
const catalogue: TCatalogue = {
  history: {
    detail: { title: transaction, ...detail, receipt: 'Завантажити квитанцію (PDF)' },
    authorizations: {
      title: 'Авторизації карток за цим рахунком',
      empty: 'За цим рахунком ще немає авторизацій карток.',
      error: 'Не вдалося показати авторизації. Спробуйте пізніше.',
      status: { pending: 'Очікує', settled: 'Проведена', reversed: 'Скасована', declined: 'Відхилена' },
    },
    statements: {
      title: 'Щомісячні виписки',
      allAccounts: 'Усі рахунки',
      empty: 'Виписок поки немає: кожна готується після закінчення свого місяця.',
      month: '{{month}} · рахунок {{account}}',
      download: 'Завантажити PDF',
      preparing: 'Готується…',
    },
    export: {
      title: 'Експорт',
      format: 'Файл',
      start: 'Експортувати',
      preparing: 'Готуємо експорт…',
      progress: '{{done}} з {{total}} рядків',
      ready: 'Експорт готовий.',
      failed: 'Експорт не вдався. Спробуйте знову.',
      download: 'Завантажити',
      email: 'Надіслати на e-mail',
      send: 'Надіслати',
      sent: 'Надіслано на {{email}}.',
    },
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
    type: types,
    status: statuses,
  },
};
export default catalogue;
