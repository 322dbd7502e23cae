import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace accounts. */
const catalogue: TCatalogue = {
  home: {
    recentP2p: 'Pagamentos recentes a pessoas',
    noRecentP2p: 'Ainda não há pagamentos a pessoas.',
    total: 'Saldo total',
    rate: 'Câmbio',
    notConverted: 'Não incluído (sem taxa de câmbio agora): {{currencies}}',
    accounts: 'As suas contas',
    actions: 'Ações rápidas',
    title: 'Contas',
    empty: 'Ainda não tem contas.',
    recent: 'Atividade recente',
    accountsCount_one: '{{count}} conta',
    accountsCount_many: '{{count}} de contas',
    accountsCount_other: '{{count}} contas',
  },
  accounts: {
    rename: 'Mudar o nome',
    renameLabel: 'Mudar o nome de {{name}}',
    chart: 'Saldo ao longo do tempo, {{name}}: de {{from}} para {{to}}',
    chartTitle: 'Evolução do saldo',
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
  quickActions: {
    transfer: 'Transferir',
    addCurrency: 'Adicionar moeda',
    history: 'Toda a atividade',
  },
  rename: {
    title: 'Mudar o nome da conta',
    name: 'Nome da conta',
    save: 'Guardar',
    cancel: 'Cancelar',
    done: 'Nome da conta alterado.',
    errors: {
      required: 'Introduza um nome.',
      tooLong: 'No máximo 50 carateres.',
    },
  },
  fund: {
    open: 'Adicionar dinheiro',
    openLabel: 'Adicionar dinheiro a {{name}}',
    title: 'Adicionar dinheiro a {{name}}',
    intro:
      'Envie {{currency}} por transferência bancária para estes dados. Indique a referência no pagamento para que o dinheiro chegue a esta conta.',
    none: 'Ainda não há dados bancários para {{currency}}.',
    error: 'Não foi possível mostrar os dados bancários. Tente mais tarde.',
    beneficiary: 'Beneficiário',
    accountNumber: 'Número da conta',
    reference: 'Referência',
    bankName: 'Banco',
    swift: 'SWIFT',
    branch: 'Agência',
    bankAddress: 'Morada do banco',
    cryptoShow: 'Mostrar o endereço de depósito',
    cryptoIntro: 'Envie apenas {{currency}} para este endereço.',
    close: 'Fechar',
    ratesIntro: 'O dinheiro enviado em outra moeda é convertido para {{currency}} a:',
    rate: '1 {{from}} = {{rate}} {{to}}',
  },
};
export default catalogue;
