import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace transfers. */
const catalogue: TCatalogue = {
  transfer: {
    title: 'Transferência entre contas próprias',
    from: 'Conta de origem',
    to: 'Conta de destino',
    amount: 'Montante',
    fee: 'Comissão',
    max: 'Máximo',
    rate: 'Taxa de câmbio',
    receive: 'Vai receber',
    submit: 'Transferir',
    success: 'A transferência foi concluída.',
    choose: 'Escolha uma conta',
    needTwoAccounts: 'Precisa de duas contas para movimentar dinheiro entre elas.',
    option: '{{currency}} · {{id}} · {{balance}}',
    errors: {
      required: 'Obrigatório',
      format: 'Introduza um montante como 10.50',
      tooManyDecimals: 'Demasiadas casas decimais para esta moeda',
      notPositive: 'O montante tem de ser superior a zero',
      tooLarge: 'O montante é demasiado elevado',
      sameAccount: 'Escolha duas contas diferentes',
    },
  },
  payment: {
    title: 'Confirmação de pagamento',
    waiting: 'Confirme este pagamento no seu dispositivo associado.',
    pendingNote: 'Até lá o montante fica reservado e o histórico mostra o pagamento como pendente.',
    success: 'Enviado com sucesso',
    failed: 'Transação falhada. {{reason}}',
    close: 'Fechar',
  },
};
export default catalogue;
