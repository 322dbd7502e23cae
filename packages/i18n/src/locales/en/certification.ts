import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace certification. */
const catalogue: TCatalogue = {
  certification: {
    choose: 'Choose…',
    done: 'Your self-certification is submitted.',
    business: {
      title: 'Business self-certification',
      intro:
        'As a representative of your company, give its tax self-certification (FATCA/CRS), its declarations and the prohibited activities statements. The status of every representative is shown below.',
    },
    splash: {
      title: 'Certify your company',
      text: 'Before you go on, give your company’s tax self-certification as its representative. It takes a few minutes.',
      later: 'Later',
    },
    representative: {
      title: 'Representative self-certification',
      hello: 'Hello, {{name}}.',
      intro: 'You are a representative of a company. Answer each step below; this link works until you submit.',
      done: 'Thank you. Your self-certification is submitted, and this link no longer opens it.',
    },
    steps: {
      declarations: 'Declarations',
      statements: 'Prohibited activities',
      wForm: 'Tax form',
      fatca: 'FATCA/CRS',
    },
    statements: {
      yes: 'Yes',
      no: 'No',
      send: 'Confirm answers',
      declarationsIntro: 'Answer each declaration.',
      statementsIntro: 'Say for each activity whether the company stays out of it.',
    },
    wForm: {
      intro:
        'Sign the company’s tax form on the signing page: a US tax payer signs the W-9, any other company the W-8BEN-E. You come back here afterwards.',
      usTaxPayer: 'The company is a US tax payer',
      signW9: 'Sign the W-9',
      signW8bene: 'Sign the W-8BEN-E',
    },
    fatca: {
      entityType: 'Entity type',
      entity: {
        'financial-institution': 'Financial institution',
        investment: 'Investment entity',
        general: 'Other company',
      },
      isFinancialInstitution: 'The company is a financial institution',
      giin: 'GIIN',
      isPubliclyTraded: 'The company’s shares are traded on a securities market',
      isEarnPassiveIncome: 'More than half of the company’s income is passive (dividends, interest, rent)',
      taxResidency: 'Tax residency',
      country: 'Country of tax residence (two letters)',
      countryFormat: 'Give the country as two letters, e.g. GB',
      taxId: 'Tax number',
      tinMissingReason: 'Why there is no tax number',
      tinReasons: {
        COUNTRY_DOES_NOT_ISSUE: 'The country does not issue tax numbers',
        CANNOT_OBTAIN: 'The company cannot obtain one',
        NO_TIN_IS_REQUIRED: 'No tax number is required',
      },
      tinMissingExplanation: 'Explain why it cannot be obtained',
      isUSTaxPayer: 'The company is a US tax payer',
      isDisregardedEntity: 'The company is a disregarded entity for US tax',
      submit: 'Submit self-certification',
    },
    representatives: {
      title: 'Representatives',
      name: 'Representative',
      status: 'Self-certification',
      statuses: {
        validated: 'Certified',
        pending: 'Link sent, waiting',
        none: 'Not given',
        notRequired: 'Not required',
        rejected: 'Rejected',
        expiredSoon: 'Expires soon',
      },
    },
    resolutions: {
      title: 'Resolutions',
      empty: 'No resolutions yet.',
      signers: 'Who must sign a new resolution',
      send: 'Send for signature',
      sent: 'The resolution was sent to its signers.',
      signed: 'Signed',
      unsigned: 'Not signed yet',
      sign: 'Sign',
      number: 'Resolution #{{id}}',
      status: {
        waiting: 'Waiting for signatures',
        signed: 'Signed by all',
      },
    },
  },
};
export default catalogue;
