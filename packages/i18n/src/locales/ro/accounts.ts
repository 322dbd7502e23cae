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
};
export default catalogue;
