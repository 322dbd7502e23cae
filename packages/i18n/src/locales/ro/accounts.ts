import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    recentP2p: 'Plăți recente către persoane',
    noRecentP2p: 'Încă nu există plăți către persoane.',
    total: 'Sold total',
    rate: 'Curs',
    notConverted: 'Neincluse (fără curs de schimb acum): {{currencies}}',
    accounts: 'Conturile dvs.',
    actions: 'Acțiuni rapide',
    title: 'Conturi',
    empty: 'Nu aveți încă niciun cont.',
    recent: 'Activitate recentă',
    accountsCount_one: '{{count}} cont',
    accountsCount_few: '{{count}} conturi',
    accountsCount_other: '{{count}} de conturi',
  },
  accounts: {
    rename: 'Redenumiți',
    renameLabel: 'Redenumiți {{name}}',
    chart: 'Evoluția soldului, {{name}}: de la {{from}} la {{to}}',
    chartTitle: 'Evoluția soldului',
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
  quickActions: {
    transfer: 'Transfer',
    addCurrency: 'Adăugați o monedă',
    history: 'Toată activitatea',
  },
  rename: {
    title: 'Redenumiți contul',
    name: 'Numele contului',
    save: 'Salvați',
    cancel: 'Anulați',
    done: 'Contul a fost redenumit.',
    errors: {
      required: 'Introduceți un nume.',
      tooLong: 'Cel mult 50 de caractere.',
    },
  },
  fund: {
    open: 'Adaugă bani',
    openLabel: 'Adaugă bani în {{name}}',
    title: 'Adaugă bani în {{name}}',
    intro:
      'Trimiteți {{currency}} prin transfer bancar la aceste date. Menționați referința în plată ca banii să ajungă în acest cont.',
    none: 'Încă nu există date bancare pentru {{currency}}.',
    error: 'Datele bancare nu au putut fi afișate. Încercați mai târziu.',
    beneficiary: 'Beneficiar',
    accountNumber: 'Număr de cont',
    reference: 'Referință',
    bankName: 'Banca',
    swift: 'SWIFT',
    branch: 'Sucursala',
    bankAddress: 'Adresa băncii',
    cryptoShow: 'Arată adresa de depunere',
    cryptoIntro: 'Trimiteți doar {{currency}} la această adresă.',
    close: 'Închide',
    ratesIntro: 'Banii trimiși în altă monedă sunt schimbați în {{currency}} la:',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
};
export default catalogue;
