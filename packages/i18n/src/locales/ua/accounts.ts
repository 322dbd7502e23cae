import type { TCatalogue } from '../../catalogue.ts';

/** ua, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    title: 'Рахунки',
    empty: 'У вас ще немає рахунків.',
    recent: 'Останні операції',
    accountsCount_one: '{{count}} рахунок',
    accountsCount_few: '{{count}} рахунки',
    accountsCount_many: '{{count}} рахунків',
    accountsCount_other: '{{count}} рахунку',
  },
  accounts: {
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
};
export default catalogue;
