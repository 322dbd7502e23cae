import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    recentP2p: 'Недавние платежи людям',
    noRecentP2p: 'Платежей людям пока нет.',
    total: 'Общий баланс',
    rate: 'Курс',
    notConverted: 'Не учтено (сейчас нет курса обмена): {{currencies}}',
    accounts: 'Ваши счета',
    actions: 'Быстрые действия',
    title: 'Счета',
    empty: 'У вас пока нет счетов.',
    recent: 'Последние операции',
    accountsCount_one: '{{count}} счёт',
    accountsCount_few: '{{count}} счёта',
    accountsCount_many: '{{count}} счетов',
    accountsCount_other: '{{count}} счёта',
  },
  accounts: {
    rename: 'Переименовать',
    renameLabel: 'Переименовать {{name}}',
    chart: 'Баланс во времени, {{name}}: с {{from}} до {{to}}',
    chartTitle: 'Динамика баланса',
    balance: 'Баланс',
    pending: 'В обработке',
    account: 'Счёт {{id}}',
  },
  addCurrency: {
    title: 'Добавить валюту',
    currency: 'Валюта',
    submit: 'Добавить',
    added: 'Счёт в {{currency}} добавлен.',
  },
  quickActions: {
    transfer: 'Перевести',
    addCurrency: 'Добавить валюту',
    history: 'Все операции',
  },
  rename: {
    title: 'Переименовать счёт',
    name: 'Название счёта',
    save: 'Сохранить',
    cancel: 'Отмена',
    done: 'Счёт переименован.',
    errors: {
      required: 'Введите название.',
      tooLong: 'Не более 50 символов.',
    },
  },
  fund: {
    open: 'Пополнить',
    openLabel: 'Пополнить {{name}}',
    title: 'Пополнить {{name}}',
    intro:
      'Отправьте {{currency}} банковским переводом по этим реквизитам. Укажите назначение платежа, чтобы деньги попали на этот счёт.',
    none: 'Реквизитов для {{currency}} пока нет.',
    error: 'Не удалось показать реквизиты. Попробуйте позже.',
    beneficiary: 'Получатель',
    accountNumber: 'Номер счёта',
    reference: 'Назначение платежа',
    bankName: 'Банк',
    swift: 'SWIFT',
    branch: 'Отделение',
    bankAddress: 'Адрес банка',
    cryptoShow: 'Показать адрес для пополнения',
    cryptoIntro: 'Отправляйте на этот адрес только {{currency}}.',
    close: 'Закрыть',
    ratesIntro: 'Деньги в другой валюте обмениваются в {{currency}} по курсу:',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
};
export default catalogue;
