import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    recentP2p: 'Останні платежі людям',
    noRecentP2p: 'Платежів людям ще немає.',
    total: 'Загальний баланс',
    rate: 'Курс',
    notConverted: 'Не враховано (зараз немає курсу обміну): {{currencies}}',
    accounts: 'Ваші рахунки',
    actions: 'Швидкі дії',
    title: 'Рахунки',
    empty: 'У вас ще немає рахунків.',
    recent: 'Останні операції',
    accountsCount_one: '{{count}} рахунок',
    accountsCount_few: '{{count}} рахунки',
    accountsCount_many: '{{count}} рахунків',
    accountsCount_other: '{{count}} рахунку',
  },
  accounts: {
    rename: 'Перейменувати',
    renameLabel: 'Перейменувати {{name}}',
    chart: 'Баланс у часі, {{name}}: з {{from}} до {{to}}',
    chartTitle: 'Динаміка балансу',
    balance: 'Баланс',
    pending: 'В обробці',
    account: 'Рахунок {{id}}',
  },
  addCurrency: {
    title: 'Додати валюту',
    currency: 'Валюта',
    submit: 'Додати',
    added: 'Рахунок у {{currency}} додано.',
  },
  quickActions: {
    transfer: 'Переказати',
    addCurrency: 'Додати валюту',
    history: 'Усі операції',
  },
  rename: {
    title: 'Перейменувати рахунок',
    name: 'Назва рахунку',
    save: 'Зберегти',
    cancel: 'Скасувати',
    done: 'Рахунок перейменовано.',
    errors: {
      required: 'Введіть назву.',
      tooLong: 'Не більше 50 символів.',
    },
  },
  fund: {
    open: 'Поповнити',
    openLabel: 'Поповнити {{name}}',
    title: 'Поповнити {{name}}',
    intro:
      'Надішліть {{currency}} банківським переказом за цими реквізитами. Вкажіть призначення платежу, щоб гроші потрапили на цей рахунок.',
    none: 'Реквізитів для {{currency}} ще немає.',
    error: 'Не вдалося показати реквізити. Спробуйте пізніше.',
    beneficiary: 'Отримувач',
    accountNumber: 'Номер рахунку',
    reference: 'Призначення платежу',
    bankName: 'Банк',
    swift: 'SWIFT',
    branch: 'Відділення',
    bankAddress: 'Адреса банку',
    cryptoShow: 'Показати адресу для поповнення',
    cryptoIntro: 'Надсилайте на цю адресу лише {{currency}}.',
    close: 'Закрити',
    ratesIntro: 'Гроші в іншій валюті обмінюються в {{currency}} за курсом:',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
};
export default catalogue;
