import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    title: 'Contas',
    empty: 'Ainda não tem contas.',
    recent: 'Atividade recente',
    accountsCount_one: '{{count}} conta',
    accountsCount_many: '{{count}} de contas',
    accountsCount_other: '{{count}} contas',
  },
  accounts: {
    balance: 'Saldo',
    pending: 'Pendente',
    account: 'Conta {{id}}',
  },
  addCurrency: {
    title: 'Adicionar uma moeda',
    currency: 'Moeda',
    submit: 'Adicionar',
    added: 'Conta em {{currency}} adicionada.',
  },
};
export default catalogue;
