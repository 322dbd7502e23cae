import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace certification. */
const catalogue: TCatalogue = {
  certification: {
    choose: 'Alege…',
    done: 'Autocertificarea ta a fost trimisă.',
    business: {
      title: 'Autocertificarea companiei',
      intro:
        'Ca reprezentant al companiei, dă autocertificarea fiscală a acesteia (FATCA/CRS), declarațiile ei și declarațiile privind activitățile interzise. Mai jos este starea fiecărui reprezentant.',
    },
    splash: {
      title: 'Certifică-ți compania',
      text: 'Înainte de a continua, dă autocertificarea fiscală a companiei ca reprezentant al ei. Durează câteva minute.',
      later: 'Mai târziu',
    },
    representative: {
      title: 'Autocertificarea reprezentantului',
      hello: 'Bună, {{name}}.',
      intro:
        'Ești reprezentantul unei companii. Răspunde la fiecare pas de mai jos; linkul funcționează până când trimiți.',
      done: 'Mulțumim. Autocertificarea ta a fost trimisă, iar acest link nu o mai deschide.',
    },
    steps: {
      declarations: 'Declarații',
      statements: 'Activități interzise',
      wForm: 'Formular fiscal',
      fatca: 'FATCA/CRS',
    },
    statements: {
      yes: 'Da',
      no: 'Nu',
      send: 'Confirmă răspunsurile',
      declarationsIntro: 'Răspunde la fiecare declarație.',
      statementsIntro: 'Spune pentru fiecare activitate dacă firma nu o desfășoară.',
    },
    wForm: {
      intro:
        'Semnează formularul fiscal al companiei pe pagina de semnare: un contribuabil din SUA semnează W-9, orice altă companie W-8BEN-E. Apoi revii aici.',
      usTaxPayer: 'Compania este contribuabil în SUA',
      signW9: 'Semnează W-9',
      signW8bene: 'Semnează W-8BEN-E',
    },
    fatca: {
      entityType: 'Tipul entității',
      entity: {
        'financial-institution': 'Instituție financiară',
        investment: 'Entitate de investiții',
        general: 'Altă companie',
      },
      isFinancialInstitution: 'Compania este o instituție financiară',
      giin: 'GIIN',
      isPubliclyTraded: 'Acțiunile companiei se tranzacționează pe o piață de valori',
      isEarnPassiveIncome: 'Peste jumătate din veniturile companiei sunt pasive (dividende, dobânzi, chirii)',
      taxResidency: 'Rezidența fiscală',
      country: 'Țara de rezidență fiscală (două litere)',
      countryFormat: 'Scrie țara din două litere, de ex. GB',
      taxId: 'Număr fiscal',
      tinMissingReason: 'De ce nu există număr fiscal',
      tinReasons: {
        COUNTRY_DOES_NOT_ISSUE: 'Țara nu emite numere fiscale',
        CANNOT_OBTAIN: 'Compania nu îl poate obține',
        NO_TIN_IS_REQUIRED: 'Nu este necesar un număr fiscal',
      },
      tinMissingExplanation: 'Explică de ce nu se poate obține',
      isUSTaxPayer: 'Compania este contribuabil în SUA',
      isDisregardedEntity: 'Compania este o entitate neluată în considerare fiscal în SUA',
      submit: 'Trimite autocertificarea',
    },
    representatives: {
      title: 'Reprezentanți',
      name: 'Reprezentant',
      status: 'Autocertificare',
      statuses: {
        validated: 'Certificat',
        pending: 'Link trimis, în așteptare',
        none: 'Nedată',
        notRequired: 'Nu este necesară',
        rejected: 'Respinsă',
        expiredSoon: 'Expiră curând',
      },
    },
    resolutions: {
      title: 'Hotărâri',
      empty: 'Nu există încă hotărâri.',
      signers: 'Cine trebuie să semneze o hotărâre nouă',
      send: 'Trimite spre semnare',
      sent: 'Hotărârea a fost trimisă semnatarilor.',
      signed: 'Semnată',
      unsigned: 'Încă nesemnată',
      sign: 'Semnează',
      number: 'Hotărârea nr. {{id}}',
      status: {
        waiting: 'Se așteaptă semnăturile',
        signed: 'Semnată de toți',
      },
    },
  },
};
export default catalogue;
