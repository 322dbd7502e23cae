import { PASSPORT_STAMP_COUNTRIES, PASSPORT_STAMP_DOCUMENT_TYPE, type DOCUMENT_CATEGORIES } from '@openportal/contract';
import type { TEntry, TTranslated } from './translated.ts';

type TCategory = (typeof DOCUMENT_CATEGORIES)[number];

/**
 * Document categories in the order spec 1 §3 lists them; the id is that position (our choice,
 * the spec gives names only). Append only.
 */
export const DOCUMENT_CATEGORY_IDS: Readonly<Record<TCategory, number>> = {
  identityProof: 1,
  addressProof: 2,
  phoneProof: 3,
  businessRegistration: 4,
  other: 5,
  relationshipProof: 6,
  businessAddress: 7,
  registrationAddress: 8,
  controlDocument: 9,
  businessAdditionalDocument: 10,
  sourceOfWealth: 11,
  residencePermit: 12,
};

export const DOCUMENT_CATEGORY_NAMES: Readonly<Record<TCategory, TTranslated>> = {
  identityProof: {
    en: 'Identity proof',
    es: 'Prueba de identidad',
    ro: 'Dovada identității',
    ru: 'Подтверждение личности',
    ua: 'Підтвердження особи',
    pt: 'Comprovativo de identidade',
  },
  addressProof: {
    en: 'Address proof',
    es: 'Prueba de domicilio',
    ro: 'Dovada adresei',
    ru: 'Подтверждение адреса',
    ua: 'Підтвердження адреси',
    pt: 'Comprovativo de morada',
  },
  phoneProof: {
    en: 'Phone proof',
    es: 'Prueba de teléfono',
    ro: 'Dovada numărului de telefon',
    ru: 'Подтверждение телефона',
    ua: 'Підтвердження телефону',
    pt: 'Comprovativo de telefone',
  },
  businessRegistration: {
    en: 'Business registration',
    es: 'Registro de la empresa',
    ro: 'Înregistrarea companiei',
    ru: 'Регистрация компании',
    ua: 'Реєстрація компанії',
    pt: 'Registo da empresa',
  },
  other: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' },
  relationshipProof: {
    en: 'Relationship proof',
    es: 'Prueba de vínculo',
    ro: 'Dovada relației',
    ru: 'Подтверждение связи',
    ua: 'Підтвердження зв’язку',
    pt: 'Comprovativo de relação',
  },
  businessAddress: {
    en: 'Business address',
    es: 'Domicilio comercial',
    ro: 'Adresa comercială',
    ru: 'Адрес ведения бизнеса',
    ua: 'Адреса ведення бізнесу',
    pt: 'Morada comercial',
  },
  registrationAddress: {
    en: 'Registration address',
    es: 'Domicilio social',
    ro: 'Adresa de înregistrare',
    ru: 'Юридический адрес',
    ua: 'Юридична адреса',
    pt: 'Sede social',
  },
  controlDocument: {
    en: 'Control document',
    es: 'Documento de control',
    ro: 'Document de control',
    ru: 'Документ о контроле',
    ua: 'Документ про контроль',
    pt: 'Documento de controlo',
  },
  businessAdditionalDocument: {
    en: 'Additional business document',
    es: 'Documento adicional de la empresa',
    ro: 'Document suplimentar al companiei',
    ru: 'Дополнительный документ компании',
    ua: 'Додатковий документ компанії',
    pt: 'Documento adicional da empresa',
  },
  sourceOfWealth: {
    en: 'Source of wealth',
    es: 'Origen del patrimonio',
    ro: 'Sursa averii',
    ru: 'Источник состояния',
    ua: 'Джерело статків',
    pt: 'Origem do património',
  },
  residencePermit: {
    en: 'Residence permit',
    es: 'Permiso de residencia',
    ro: 'Permis de ședere',
    ru: 'Вид на жительство',
    ua: 'Посвідка на проживання',
    pt: 'Autorização de residência',
  },
};

const UTILITY_BILL: TTranslated = {
  en: 'Utility bill',
  es: 'Factura de suministros',
  ro: 'Factură de utilități',
  ru: 'Счёт за коммунальные услуги',
  ua: 'Рахунок за комунальні послуги',
  pt: 'Fatura de serviços públicos',
};
const BANK_STATEMENT: TTranslated = {
  en: 'Bank statement',
  es: 'Extracto bancario',
  ro: 'Extras de cont bancar',
  ru: 'Банковская выписка',
  ua: 'Банківська виписка',
  pt: 'Extrato bancário',
};

/**
 * Document types per category. Ids 4 and 5 are the two-sided ones and 88 the passport
 * registration stamp (spec 1 §5, contract constants); the rest are our choice. Ids are unique
 * across categories; append only. `twoSided` is derived from TWO_SIDED_DOCUMENT_TYPES.
 */
export const DOCUMENT_TYPES: Readonly<Record<TCategory, readonly TEntry[]>> = {
  identityProof: [
    {
      id: 1,
      name: { en: 'Passport', es: 'Pasaporte', ro: 'Pașaport', ru: 'Паспорт', ua: 'Паспорт', pt: 'Passaporte' },
    },
    {
      id: 4,
      name: {
        en: 'National identity card',
        es: 'Documento nacional de identidad',
        ro: 'Carte de identitate',
        ru: 'Национальное удостоверение личности',
        ua: 'ID-картка',
        pt: 'Cartão de cidadão',
      },
    },
    {
      id: 5,
      name: {
        en: 'Driving licence',
        es: 'Permiso de conducir',
        ro: 'Permis de conducere',
        ru: 'Водительское удостоверение',
        ua: 'Посвідчення водія',
        pt: 'Carta de condução',
      },
    },
  ],
  addressProof: [
    { id: 10, name: UTILITY_BILL },
    { id: 11, name: BANK_STATEMENT },
    {
      id: 12,
      name: {
        en: 'Tax notice',
        es: 'Notificación tributaria',
        ro: 'Decizie de impunere',
        ru: 'Налоговое уведомление',
        ua: 'Податкове повідомлення',
        pt: 'Nota de liquidação de impostos',
      },
    },
    {
      id: 13,
      name: {
        en: 'Tenancy agreement',
        es: 'Contrato de alquiler',
        ro: 'Contract de închiriere',
        ru: 'Договор аренды',
        ua: 'Договір оренди',
        pt: 'Contrato de arrendamento',
      },
    },
    {
      id: 14,
      name: {
        en: 'Government-issued letter',
        es: 'Carta de un organismo público',
        ro: 'Scrisoare de la o autoritate publică',
        ru: 'Письмо государственного органа',
        ua: 'Лист державного органу',
        pt: 'Carta de uma entidade pública',
      },
    },
    {
      id: PASSPORT_STAMP_DOCUMENT_TYPE,
      name: {
        en: 'Passport registration stamp and front page',
        es: 'Sello de empadronamiento del pasaporte y página principal',
        ro: 'Ștampila de înregistrare din pașaport și prima pagină',
        ru: 'Штамп о регистрации в паспорте и главная страница',
        ua: 'Штамп про реєстрацію в паспорті та головна сторінка',
        pt: 'Carimbo de registo no passaporte e página principal',
      },
    },
  ],
  phoneProof: [
    {
      id: 20,
      name: {
        en: 'Phone bill',
        es: 'Factura telefónica',
        ro: 'Factură de telefon',
        ru: 'Счёт за телефон',
        ua: 'Рахунок за телефон',
        pt: 'Fatura de telefone',
      },
    },
  ],
  businessRegistration: [
    {
      id: 30,
      name: {
        en: 'Certificate of incorporation',
        es: 'Certificado de constitución',
        ro: 'Certificat de înregistrare',
        ru: 'Свидетельство о регистрации',
        ua: 'Свідоцтво про реєстрацію',
        pt: 'Certidão de constituição',
      },
    },
    {
      id: 31,
      name: {
        en: 'Articles of association',
        es: 'Estatutos sociales',
        ro: 'Act constitutiv',
        ru: 'Устав',
        ua: 'Статут',
        pt: 'Estatutos',
      },
    },
    {
      id: 32,
      name: {
        en: 'Extract from the company register',
        es: 'Extracto del registro mercantil',
        ro: 'Extras din registrul comerțului',
        ru: 'Выписка из реестра компаний',
        ua: 'Витяг з реєстру компаній',
        pt: 'Certidão do registo comercial',
      },
    },
  ],
  other: [
    {
      id: 90,
      name: {
        en: 'Other document',
        es: 'Otro documento',
        ro: 'Alt document',
        ru: 'Другой документ',
        ua: 'Інший документ',
        pt: 'Outro documento',
      },
    },
  ],
  relationshipProof: [
    {
      id: 40,
      name: {
        en: 'Power of attorney',
        es: 'Poder notarial',
        ro: 'Procură',
        ru: 'Доверенность',
        ua: 'Довіреність',
        pt: 'Procuração',
      },
    },
    {
      id: 41,
      name: {
        en: 'Board resolution',
        es: 'Acta del consejo de administración',
        ro: 'Hotărârea consiliului de administrație',
        ru: 'Решение совета директоров',
        ua: 'Рішення ради директорів',
        pt: 'Deliberação do conselho de administração',
      },
    },
  ],
  businessAddress: [
    { id: 50, name: UTILITY_BILL },
    {
      id: 51,
      name: {
        en: 'Office lease agreement',
        es: 'Contrato de arrendamiento de oficina',
        ro: 'Contract de închiriere a biroului',
        ru: 'Договор аренды офиса',
        ua: 'Договір оренди офісу',
        pt: 'Contrato de arrendamento de escritório',
      },
    },
  ],
  registrationAddress: [
    {
      id: 55,
      name: {
        en: 'Registered office certificate',
        es: 'Certificado de domicilio social',
        ro: 'Certificat privind sediul social',
        ru: 'Справка о юридическом адресе',
        ua: 'Довідка про юридичну адресу',
        pt: 'Certidão da sede social',
      },
    },
  ],
  controlDocument: [
    {
      id: 60,
      name: {
        en: 'Register of shareholders',
        es: 'Libro registro de accionistas',
        ro: 'Registrul acționarilor',
        ru: 'Реестр акционеров',
        ua: 'Реєстр акціонерів',
        pt: 'Registo de acionistas',
      },
    },
    {
      id: 61,
      name: {
        en: 'Ownership structure chart',
        es: 'Organigrama de la estructura de propiedad',
        ro: 'Schema structurii de proprietate',
        ru: 'Схема структуры собственности',
        ua: 'Схема структури власності',
        pt: 'Organograma da estrutura de propriedade',
      },
    },
  ],
  businessAdditionalDocument: [
    {
      id: 70,
      name: {
        en: 'AML policy',
        es: 'Política de prevención del blanqueo de capitales',
        ro: 'Politica de combatere a spălării banilor',
        ru: 'Политика ПОД/ФТ',
        ua: 'Політика ПВК/ФТ',
        pt: 'Política de prevenção do branqueamento de capitais',
      },
    },
    { id: 71, name: { en: 'Licence', es: 'Licencia', ro: 'Licență', ru: 'Лицензия', ua: 'Ліцензія', pt: 'Licença' } },
  ],
  sourceOfWealth: [
    {
      id: 80,
      name: {
        en: 'Payslip',
        es: 'Nómina',
        ro: 'Fluturaș de salariu',
        ru: 'Расчётный листок',
        ua: 'Розрахунковий листок',
        pt: 'Recibo de vencimento',
      },
    },
    {
      id: 81,
      name: {
        en: 'Tax return',
        es: 'Declaración de la renta',
        ro: 'Declarație fiscală',
        ru: 'Налоговая декларация',
        ua: 'Податкова декларація',
        pt: 'Declaração de IRS',
      },
    },
    {
      id: 82,
      name: {
        en: 'Sale or inheritance contract',
        es: 'Contrato de compraventa o herencia',
        ro: 'Contract de vânzare sau de moștenire',
        ru: 'Договор купли-продажи или наследования',
        ua: 'Договір купівлі-продажу або спадкування',
        pt: 'Contrato de compra e venda ou de herança',
      },
    },
  ],
  residencePermit: [
    {
      id: 6,
      name: {
        en: 'Residence permit',
        es: 'Permiso de residencia',
        ro: 'Permis de ședere',
        ru: 'Вид на жительство',
        ua: 'Посвідка на проживання',
        pt: 'Autorização de residência',
      },
    },
  ],
};

/**
 * Address proofs by country (dictionaryAddressDocumentTypes): `all` for every country, and
 * the types a country adds. The passport registration stamp counts only in RU and UA
 * (contract's PASSPORT_STAMP_COUNTRIES).
 */
export const ADDRESS_DOCUMENT_TYPE_IDS = {
  all: [10, 11, 12, 13, 14],
  byCountry: Object.fromEntries(PASSPORT_STAMP_COUNTRIES.map((c) => [c, [PASSPORT_STAMP_DOCUMENT_TYPE]])) as Readonly<
    Record<string, readonly number[]>
  >,
} as const;
