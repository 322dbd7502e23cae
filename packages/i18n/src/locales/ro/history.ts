import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace history. */
const catalogue: TCatalogue = {
  history: {
    title: 'Istoric',
    empty: 'Nu s-au găsit tranzacții.',
    apply: 'Aplică',
    reset: 'Resetează',
    filters: 'Filtre',
    filtersActive: 'Filtre ({{n}})',
    total_one: '{{count}} tranzacție',
    total_few: '{{count}} tranzacții',
    total_other: '{{count}} de tranzacții',
    filter: {
      account: 'Cont',
      keyword: 'Cuvânt cheie',
      type: 'Tip',
      fromDate: 'De la data',
      toDate: 'Până la data',
      fromAmount: 'Suma de la',
      toAmount: 'Suma până la',
      direction: 'Direcție',
      status: 'Stare',
      email: 'E-mail',
    },
    column: {
      date: 'Data',
      description: 'Descriere',
      account: 'Cont',
      type: 'Tip',
      status: 'Stare',
      amount: 'Sumă',
    },
    accountLabel: '{{account}} · {{currency}}',
    description: {
      betweenAccounts_out: 'Către contul {{account}}',
      betweenAccounts_in: 'Din contul {{account}}',
    },
    direction: {
      in: 'Intrare',
      out: 'Ieșire',
    },
    type: {
      betweenAccounts: 'Între conturile proprii',
      fees: 'Comisioane',
      p2p: 'Către alt utilizator',
      external: 'Transfer extern',
      card: 'Card',
      invoice: 'Factură',
      deposit: 'Depunere',
      adjustment: 'Ajustare',
    },
    status: {
      completed: 'Finalizată',
      pending: 'În așteptare',
      rejected: 'Respinsă',
      reversed: 'Anulată',
    },
  },
};
export default catalogue;
