import { TRANSACTION_TEXTS_PT } from '@openportal/shared-texts';
import type { TCatalogue } from '../../catalogue.ts';

/** A transaction's words (labels, types, statuses) are core's receipt's too: @openportal/shared-texts. */
const { transaction, types, statuses, ...detail } = TRANSACTION_TEXTS_PT;

/** pt, namespace history. */
const catalogue: TCatalogue = {
  history: {
    detail: { title: transaction, ...detail, receipt: 'Descarregar comprovativo (PDF)' },
    authorizations: {
      title: 'Autorizações de cartão nesta conta',
      empty: 'Ainda não há autorizações de cartão nesta conta.',
      error: 'Não foi possível mostrar as autorizações. Tente mais tarde.',
      status: { pending: 'Pendente', settled: 'Liquidada', reversed: 'Revertida', declined: 'Recusada' },
    },
    statements: {
      title: 'Extratos mensais',
      allAccounts: 'Todas as contas',
      empty: 'Ainda não há extratos: cada um é gerado no fim do seu mês.',
      month: '{{month}} · conta {{account}}',
      download: 'Descarregar PDF',
      preparing: 'Em preparação…',
    },
    export: {
      title: 'Exportar',
      format: 'Ficheiro',
      start: 'Exportar',
      preparing: 'A preparar a exportação…',
      progress: '{{done}} de {{total}} linhas',
      ready: 'A exportação está pronta.',
      failed: 'A exportação falhou. Tente novamente.',
      download: 'Descarregar',
      email: 'Enviar por e-mail',
      send: 'Enviar',
      sent: 'Enviado para {{email}}.',
    },
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
    type: types,
    status: statuses,
  },
};
export default catalogue;
