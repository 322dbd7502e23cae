import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    title: 'Accounts',
    empty: 'You have no accounts yet.',
    recent: 'Recent activity',
    accountsCount_one: '{{count}} account',
    accountsCount_other: '{{count}} accounts',
  },
  accounts: {
    balance: 'Balance',
    pending: 'Pending',
    account: 'Account {{id}}',
  },
  addCurrency: {
    title: 'Add a currency',
    currency: 'Currency',
    submit: 'Add',
    added: '{{currency}} account added.',
  },
};
export default catalogue;
