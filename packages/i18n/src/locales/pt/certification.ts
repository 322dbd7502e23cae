import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace certification. */
const catalogue: TCatalogue = {
  certification: {
    choose: 'Escolha…',
    done: 'A sua autocertificação foi enviada.',
    business: {
      title: 'Autocertificação da empresa',
      intro:
        'Como representante da sua empresa, dê a autocertificação fiscal dela (FATCA/CRS), as declarações e as declarações sobre atividades proibidas. O estado de cada representante aparece abaixo.',
    },
    splash: {
      title: 'Certifique a sua empresa',
      text: 'Antes de continuar, dê a autocertificação fiscal da sua empresa como representante. Leva poucos minutos.',
      later: 'Mais tarde',
    },
    representative: {
      title: 'Autocertificação do representante',
      hello: 'Olá, {{name}}.',
      intro: 'É representante de uma empresa. Responda a cada passo abaixo; esta ligação funciona até enviar.',
      done: 'Obrigado. A sua autocertificação foi enviada e esta ligação já não a abre.',
    },
    steps: {
      declarations: 'Declarações',
      statements: 'Atividades proibidas',
      wForm: 'Formulário fiscal',
      fatca: 'FATCA/CRS',
    },
    statements: {
      yes: 'Sim',
      no: 'Não',
      send: 'Confirmar respostas',
      declarationsIntro: 'Responda a cada declaração.',
      statementsIntro: 'Diga para cada atividade se a empresa se mantém fora dela.',
    },
    wForm: {
      intro:
        'Assine o formulário fiscal da empresa na página de assinatura: um contribuinte dos EUA assina o W-9, qualquer outra empresa o W-8BEN-E. Depois volta aqui.',
      usTaxPayer: 'A empresa é contribuinte dos EUA',
      signW9: 'Assinar o W-9',
      signW8bene: 'Assinar o W-8BEN-E',
    },
    fatca: {
      entityType: 'Tipo de entidade',
      entity: {
        'financial-institution': 'Instituição financeira',
        investment: 'Entidade de investimento',
        general: 'Outra empresa',
      },
      isFinancialInstitution: 'A empresa é uma instituição financeira',
      giin: 'GIIN',
      isPubliclyTraded: 'As ações da empresa são negociadas num mercado de valores',
      isEarnPassiveIncome: 'Mais de metade do rendimento da empresa é passivo (dividendos, juros, rendas)',
      taxResidency: 'Residência fiscal',
      country: 'País de residência fiscal (duas letras)',
      countryFormat: 'Indique o país com duas letras, p. ex. GB',
      taxId: 'Número fiscal',
      tinMissingReason: 'Porque não há número fiscal',
      tinReasons: {
        COUNTRY_DOES_NOT_ISSUE: 'O país não emite números fiscais',
        CANNOT_OBTAIN: 'A empresa não o consegue obter',
        NO_TIN_IS_REQUIRED: 'Não é exigido número fiscal',
      },
      tinMissingExplanation: 'Explique porque não pode ser obtido',
      isUSTaxPayer: 'A empresa é contribuinte dos EUA',
      isDisregardedEntity: 'A empresa é uma entidade desconsiderada para impostos dos EUA',
      submit: 'Enviar autocertificação',
    },
    representatives: {
      title: 'Representantes',
      name: 'Representante',
      status: 'Autocertificação',
      statuses: {
        validated: 'Certificado',
        pending: 'Ligação enviada, a aguardar',
        none: 'Não dada',
        notRequired: 'Não exigida',
        rejected: 'Rejeitada',
        expiredSoon: 'Expira em breve',
      },
    },
    resolutions: {
      title: 'Deliberações',
      empty: 'Ainda não há deliberações.',
      signers: 'Quem deve assinar uma nova deliberação',
      send: 'Enviar para assinatura',
      sent: 'A deliberação foi enviada aos signatários.',
      signed: 'Assinada',
      unsigned: 'Ainda não assinada',
      sign: 'Assinar',
      number: 'Deliberação n.º {{id}}',
      status: {
        waiting: 'A aguardar assinaturas',
        signed: 'Assinada por todos',
      },
    },
  },
};
export default catalogue;
