import type { TCatalogue } from '../../catalogue.ts';

/** ru, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    title: 'Счета',
    empty: 'У вас пока нет счетов.',
    recent: 'Последние операции',
    accountsCount_one: '{{count}} счёт',
    accountsCount_few: '{{count}} счёта',
    accountsCount_many: '{{count}} счетов',
    accountsCount_other: '{{count}} счёта',
  },
  accounts: {
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
};
export default catalogue;
