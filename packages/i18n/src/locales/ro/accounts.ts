import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    title: 'Conturi',
    empty: 'Nu aveți încă niciun cont.',
    recent: 'Activitate recentă',
    accountsCount_one: '{{count}} cont',
    accountsCount_few: '{{count}} conturi',
    accountsCount_other: '{{count}} de conturi',
  },
  accounts: {
    balance: 'Sold',
    pending: 'În așteptare',
    account: 'Contul {{id}}',
  },
  addCurrency: {
    title: 'Adăugați o monedă',
    currency: 'Monedă',
    submit: 'Adăugați',
    added: 'Contul în {{currency}} a fost adăugat.',
  },
};
export default catalogue;
