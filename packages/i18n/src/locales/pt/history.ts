import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace history. */
const catalogue: TCatalogue = {
  history: {
    title: 'Histórico',
    empty: 'Nenhuma transação encontrada.',
    apply: 'Aplicar',
    reset: 'Repor',
    filters: 'Filtros',
    filtersActive: 'Filtros ({{n}})',
    total_one: '{{count}} transação',
    total_many: '{{count}} de transações',
    total_other: '{{count}} transações',
    filter: {
      account: 'Conta',
      keyword: 'Palavra-chave',
      type: 'Tipo',
      fromDate: 'Desde',
      toDate: 'Até',
      fromAmount: 'Montante desde',
      toAmount: 'Montante até',
      direction: 'Direção',
      status: 'Estado',
      email: 'E-mail',
    },
    column: {
      date: 'Data',
      description: 'Descrição',
      account: 'Conta',
      type: 'Tipo',
      status: 'Estado',
      amount: 'Montante',
    },
    accountLabel: '{{account}} · {{currency}}',
    description: {
      betweenAccounts_out: 'Para a conta {{account}}',
      betweenAccounts_in: 'Da conta {{account}}',
    },
    direction: {
      in: 'Recebida',
      out: 'Enviada',
    },
    type: {
      betweenAccounts: 'Entre contas próprias',
      fees: 'Comissões',
      p2p: 'Para outro utilizador',
      external: 'Transferência externa',
      card: 'Cartão',
      invoice: 'Fatura',
      deposit: 'Depósito',
      adjustment: 'Ajuste',
    },
    status: {
      completed: 'Concluída',
      pending: 'Pendente',
      rejected: 'Rejeitada',
      reversed: 'Revertida',
    },
  },
};
export default catalogue;
