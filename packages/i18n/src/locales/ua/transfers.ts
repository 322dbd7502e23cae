import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace transfers. */
const catalogue: TCatalogue = {
  transfer: {
    title: 'Переказ між власними рахунками',
    from: 'З рахунку',
    to: 'На рахунок',
    amount: 'Сума',
    fee: 'Комісія',
    max: 'Максимум',
    rate: 'Курс обміну',
    receive: 'Ви отримаєте',
    submit: 'Переказати',
    success: 'Переказ виконано.',
    choose: 'Оберіть рахунок',
    needTwoAccounts: 'Для переказу між рахунками потрібно два рахунки.',
    option: '{{currency}} · {{id}} · {{balance}}',
    errors: {
      required: "Обов'язкове поле",
      format: 'Введіть суму, наприклад 10.50',
      tooManyDecimals: 'Забагато знаків після коми для цієї валюти',
      notPositive: 'Сума має бути більшою за нуль',
      tooLarge: 'Завелика сума',
      sameAccount: 'Оберіть два різні рахунки',
    },
  },
  payment: {
    title: 'Підтвердження платежу',
    waiting: 'Підтвердьте цей платіж на прив’язаному пристрої.',
    pendingNote: 'До того часу суму зарезервовано, а в історії платіж показано як очікуваний.',
    success: 'Успішно надіслано',
    failed: 'Транзакцію не виконано. {{reason}}',
    close: 'Закрити',
  },
};
export default catalogue;
