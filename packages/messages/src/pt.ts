import { TRANSACTION_TEXTS_PT } from '@openportal/shared-texts';
import type { TCatalogue } from './catalogue.ts';

/** pt: texts core sends (mail, SMS, pushes, realtime notices); never loaded by the portal. */
const messages = {
  code: {
    text: '{{brand}}: {{code}} é o seu código para {{action}}. Expira em {{minutes}} minutos. Nunca o partilhe.',
    subject: '{{brand}}: {{code}}',
    action: {
      signIn: 'iniciar sessão',
      passwordChange: 'alterar a sua palavra-passe',
      passwordRecovery: 'repor a sua palavra-passe',
      twoStepSet: 'alterar a verificação em dois passos',
      deviceApprove: 'aprovar um novo dispositivo',
      deviceRemove: 'remover um dispositivo associado',
      emailConfirm: 'confirmar o seu e-mail',
      phoneConfirm: 'confirmar o seu número de telefone',
      contactVerify: 'verificar os seus contactos',
      paymentApprove: 'aprovar um pagamento',
      cardReveal: 'ver os dados ou o PIN do seu cartão',
      usernameChange: 'alterar o seu nome de utilizador',
    },
  },
  securityChange: {
    what: {
      secondFactorChanged: 'A verificação em dois passos da sua conta foi alterada.',
      deviceLinked: 'Um novo dispositivo foi associado à sua conta.',
      deviceRemoved: 'Um dispositivo associado foi removido da sua conta.',
      passwordChanged: 'A sua palavra-passe foi alterada.',
      phoneChanged: 'O número de telefone da sua conta foi alterado.',
      emailChanged: 'O endereço de e-mail da sua conta foi alterado.',
      usernameChanged: 'O nome de utilizador com que inicia sessão foi alterado.',
      accountRecovered:
        'A sua conta foi recuperada e foi definida uma nova palavra-passe. Todas as sessões foram terminadas.',
      recoveryRequested: 'Alguém pediu para recuperar a sua conta.',
    },
    ifNotYou: 'Se não foi você, contacte-nos de imediato.',
  },
  newSignIn: {
    subject: 'Novo início de sessão na sua conta',
    body: 'Alguém iniciou sessão na sua conta a partir de {{ip}}. Se não foi você, altere a sua palavra-passe.',
  },
  passwordChanged: {
    subject: 'A sua palavra-passe foi alterada',
    body: 'A sua palavra-passe foi alterada. Se não foi você, contacte-nos de imediato.',
  },
  moneyReceived: {
    title: 'Dinheiro recebido',
    body: 'Recebeu {{amount}} de {{from}}.',
  },
  invoiceIssued: {
    title: 'Nova fatura',
    body: '{{from}} enviou-lhe uma fatura de {{amount}}.',
  },
  invoicePaid: {
    title: 'Fatura paga',
    body: '{{payer}} pagou a sua fatura de {{amount}}.',
  },
  invoiceRejected: {
    title: 'Fatura rejeitada',
    body: '{{payer}} rejeitou a sua fatura de {{amount}}.',
  },
  paymentCode: {
    text: '{{brand}}: {{code}} é o seu código para pagar {{amount}} a {{payee}}. Expira em {{minutes}} minutos. Nunca o partilhe.',
    subject: '{{brand}}: {{code}} confirma {{amount}}',
  },
  paymentAwaitsApproval: {
    title: 'Um pagamento aguarda a sua aprovação',
    body: '{{initiator}} pede-lhe que aprove um pagamento de {{amount}} para {{payee}}.',
  },
  documentConfirmed: {
    title: 'Documento confirmado',
    body: 'O seu {{document}} foi verificado e confirmado.',
  },
  documentRejected: {
    title: 'Documento rejeitado',
    body: 'O seu {{document}} foi rejeitado: {{reason}}. Carregue um novo.',
  },
  documentRequested: {
    title: 'É necessário outro documento',
    body: 'Carregue um {{document}}: {{reason}}.',
  },
  documentExpSoon: {
    title: 'O documento expira em breve',
    body: 'O seu {{document}} expira a {{date}}. Carregue um novo a tempo.',
  },
  documentExpired: {
    title: 'Documento expirado',
    body: 'O seu {{document}} expirou. A sua conta está limitada até carregar um novo.',
  },
  identityVerified: {
    title: 'Conta verificada',
    body: 'A sua identidade está verificada. Já pode usar a sua conta por completo.',
  },
  usernameChanged: {
    title: 'Nome de utilizador alterado',
    body: 'Agora inicia sessão com {{username}}.',
  },
  zohoNewMessage: {
    title: 'Nova resposta do suporte',
    body: 'O suporte respondeu ao seu ticket {{ticketNumber}}.',
  },
  zohoClosedNoReply: {
    title: 'Ticket fechado',
    body: 'O seu ticket {{ticketNumber}} foi fechado porque não recebemos resposta sua.',
  },
  applicationVerified: {
    title: 'Candidatura a conta de comerciante aprovada',
    body: 'A sua candidatura a conta de comerciante n.º {{id}} foi aprovada.',
  },
  applicationRejected: {
    title: 'Candidatura a conta de comerciante rejeitada',
    body: 'A sua candidatura a conta de comerciante n.º {{id}} foi rejeitada: {{reason}} Pode corrigi-la e enviá-la de novo.',
  },
  historyExport: {
    title: 'O seu histórico de conta {{brand}}',
    body: 'Segue em anexo o histórico de conta que exportou ({{file}}).',
    file: {
      statement: 'Extrato de conta',
      export: 'Histórico de conta',
      account: 'Conta',
      period: 'Período',
      opening: 'Saldo inicial',
      closing: 'Saldo final',
      date: 'Data',
      type: 'Tipo',
      description: 'Descrição',
      amount: 'Valor',
      currency: 'Moeda',
      status: 'Estado',
      balance: 'Saldo',
      transaction: 'Transação',
    },
  },
  receipt: { title: 'Comprovativo de pagamento', ...TRANSACTION_TEXTS_PT },
  accessRightsChanged: {
    title: 'Os seus direitos de acesso mudaram',
    body: 'Os seus direitos de acesso em {{company}} foram alterados. Aplicam-se a partir de agora: veja-os na página da empresa.',
  },
  kybApproved: {
    title: 'Empresa aprovada',
    body: 'A análise de {{company}} está concluída: a empresa foi aprovada e pode usar todos os serviços.',
  },
  kybRejected: {
    title: 'A análise da empresa não foi aprovada',
    body: 'A análise de {{company}} não foi aprovada: {{reason}} Corrija e voltaremos a analisar a empresa.',
  },
  resolutionToSign: {
    title: 'Uma resolução de {{company}} para assinar',
    body: 'A resolução n.º {{id}} de {{company}} aguarda a sua assinatura. Assine aqui: {{url}}',
  },
} satisfies TCatalogue;

export default messages;
