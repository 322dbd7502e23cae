import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace transfers. */
const catalogue: TCatalogue = {
  transfer: {
    title: 'Перевод между своими счетами',
    from: 'Со счёта',
    to: 'На счёт',
    amount: 'Сумма',
    fee: 'Комиссия',
    max: 'Максимум',
    rate: 'Курс обмена',
    receive: 'Вы получите',
    submit: 'Перевести',
    success: 'Перевод выполнен.',
    choose: 'Выберите счёт',
    needTwoAccounts: 'Для перевода между счетами нужно два счёта.',
    option: '{{currency}} · {{id}} · {{balance}}',
    errors: {
      required: 'Обязательное поле',
      format: 'Введите сумму, например 10.50',
      tooManyDecimals: 'Слишком много знаков после запятой для этой валюты',
      notPositive: 'Сумма должна быть больше нуля',
      tooLarge: 'Слишком большая сумма',
      sameAccount: 'Выберите два разных счёта',
    },
  },
  payment: {
    title: 'Подтверждение платежа',
    waiting: 'Подтвердите этот платёж на привязанном устройстве.',
    pendingNote: 'До тех пор сумма зарезервирована, а в истории платёж отображается как ожидающий.',
    success: 'Успешно отправлено',
    failed: 'Транзакция не выполнена. {{reason}}',
    close: 'Закрыть',
  },
};
export default catalogue;
