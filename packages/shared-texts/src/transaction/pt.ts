import type { TTransactionTexts } from './en.ts';

/** pt: the words of a transaction both the portal's history and core's receipt PDF show (see en.ts). */
const texts: TTransactionTexts = {
  transaction: 'Transação',
  between: 'Entre as suas contas',
  account: 'Conta',
  external: 'Fora do banco',
  from: 'De',
  to: 'Para',
  amount: 'Montante',
  received: 'Recebido',
  fee: 'Comissão',
  rate: 'Taxa de câmbio',
  status: 'Estado',
  type: 'Tipo',
  date: 'Data',
  reference: 'Referência',
  note: 'Nota',
  initiatedBy: 'Iniciada por',
  approval: 'Aprovação',
  approvalStatus: { pending: 'A aguardar aprovação', approved: 'Aprovada', denied: 'Recusada', expired: 'Expirada' },
  types: {
    betweenAccounts: 'Entre contas próprias',
    fees: 'Comissões',
    p2p: 'Para outro utilizador',
    external: 'Transferência externa',
    card: 'Cartão',
    invoice: 'Fatura',
    deposit: 'Depósito',
    adjustment: 'Ajuste',
  },
  statuses: { completed: 'Concluída', pending: 'Pendente', rejected: 'Rejeitada', reversed: 'Revertida' },
};
export default texts;
