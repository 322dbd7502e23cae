import { INDUSTRY_GROUP_LABELS, type INDUSTRY_GROUPS } from '@openportal/contract';
import type { TEntry, TTranslated } from './translated.ts';

type TGroup = (typeof INDUSTRY_GROUPS)[number];

/** Group labels: English exactly as spec 1 §3 gives them (contract's INDUSTRY_GROUP_LABELS). */
export const INDUSTRY_GROUP_NAMES: Readonly<Record<TGroup, TTranslated>> = {
  mainstream: {
    en: INDUSTRY_GROUP_LABELS.mainstream,
    es: 'Empresa convencional',
    ro: 'Companie obișnuită',
    ru: 'Обычная компания',
    ua: 'Звичайна компанія',
    pt: 'Empresa convencional',
  },
  financial: {
    en: INDUSTRY_GROUP_LABELS.financial,
    es: 'Empresas financieras',
    ro: 'Companii financiare',
    ru: 'Финансовые компании',
    ua: 'Фінансові компанії',
    pt: 'Empresas financeiras',
  },
  investment: {
    en: INDUSTRY_GROUP_LABELS.investment,
    es: 'Empresas de inversión',
    ro: 'Companii de investiții',
    ru: 'Инвестиционные компании',
    ua: 'Інвестиційні компанії',
    pt: 'Empresas de investimento',
  },
  adult: {
    en: INDUSTRY_GROUP_LABELS.adult,
    es: 'Negocios para adultos',
    ro: 'Afaceri pentru adulți',
    ru: 'Бизнес для взрослых',
    ua: 'Бізнес для дорослих',
    pt: 'Negócios para adultos',
  },
};

export interface TIndustry extends TEntry {
  readonly specifications?: readonly TEntry[];
}

/**
 * Our choice: industries per group, some with specifications. Ids are unique across groups
 * (a registration stores the industry id alone); specification ids unique within an industry.
 */
export const INDUSTRIES: Readonly<Record<TGroup, readonly TIndustry[]>> = {
  mainstream: [
    {
      id: 1,
      name: {
        en: 'Software and IT services',
        es: 'Software y servicios de TI',
        ro: 'Software și servicii IT',
        ru: 'ПО и ИТ-услуги',
        ua: 'ПЗ та ІТ-послуги',
        pt: 'Software e serviços de TI',
      },
      specifications: [
        {
          id: 1,
          name: {
            en: 'Software development',
            es: 'Desarrollo de software',
            ro: 'Dezvoltare software',
            ru: 'Разработка ПО',
            ua: 'Розробка ПЗ',
            pt: 'Desenvolvimento de software',
          },
        },
        {
          id: 2,
          name: {
            en: 'Web hosting',
            es: 'Alojamiento web',
            ro: 'Găzduire web',
            ru: 'Веб-хостинг',
            ua: 'Вебхостинг',
            pt: 'Alojamento web',
          },
        },
        { id: 3, name: { en: 'SaaS', es: 'SaaS', ro: 'SaaS', ru: 'SaaS', ua: 'SaaS', pt: 'SaaS' } },
      ],
    },
    {
      id: 2,
      name: {
        en: 'Advertising and marketing',
        es: 'Publicidad y marketing',
        ro: 'Publicitate și marketing',
        ru: 'Реклама и маркетинг',
        ua: 'Реклама та маркетинг',
        pt: 'Publicidade e marketing',
      },
      specifications: [
        {
          id: 1,
          name: {
            en: 'Advertising network',
            es: 'Red publicitaria',
            ro: 'Rețea de publicitate',
            ru: 'Рекламная сеть',
            ua: 'Рекламна мережа',
            pt: 'Rede de publicidade',
          },
        },
        {
          id: 2,
          name: {
            en: 'Affiliate program',
            es: 'Programa de afiliados',
            ro: 'Program de afiliere',
            ru: 'Партнёрская программа',
            ua: 'Партнерська програма',
            pt: 'Programa de afiliados',
          },
        },
      ],
    },
    {
      id: 3,
      name: {
        en: 'E-commerce and retail',
        es: 'Comercio electrónico y minorista',
        ro: 'Comerț electronic și cu amănuntul',
        ru: 'Электронная и розничная торговля',
        ua: 'Електронна та роздрібна торгівля',
        pt: 'Comércio eletrónico e retalho',
      },
    },
    {
      id: 4,
      name: {
        en: 'Media and live streaming',
        es: 'Medios y transmisión en directo',
        ro: 'Media și transmisiuni live',
        ru: 'Медиа и прямые трансляции',
        ua: 'Медіа та прямі трансляції',
        pt: 'Media e transmissão em direto',
      },
    },
    {
      id: 5,
      name: {
        en: 'Freelance platforms',
        es: 'Plataformas de autónomos',
        ro: 'Platforme pentru liber profesioniști',
        ru: 'Платформы для фрилансеров',
        ua: 'Платформи для фрилансерів',
        pt: 'Plataformas de freelancers',
      },
    },
    {
      id: 6,
      name: {
        en: 'Consulting and professional services',
        es: 'Consultoría y servicios profesionales',
        ro: 'Consultanță și servicii profesionale',
        ru: 'Консалтинг и профессиональные услуги',
        ua: 'Консалтинг і професійні послуги',
        pt: 'Consultoria e serviços profissionais',
      },
    },
    {
      id: 7,
      name: { en: 'Education', es: 'Educación', ro: 'Educație', ru: 'Образование', ua: 'Освіта', pt: 'Educação' },
    },
    {
      id: 8,
      name: {
        en: 'Travel and hospitality',
        es: 'Viajes y hostelería',
        ro: 'Turism și ospitalitate',
        ru: 'Туризм и гостеприимство',
        ua: 'Туризм і гостинність',
        pt: 'Viagens e hotelaria',
      },
    },
    {
      id: 9,
      name: { en: 'Gaming', es: 'Videojuegos', ro: 'Jocuri video', ru: 'Видеоигры', ua: 'Відеоігри', pt: 'Videojogos' },
    },
    { id: 10, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
  ],
  financial: [
    {
      id: 20,
      name: {
        en: 'Payment processing',
        es: 'Procesamiento de pagos',
        ro: 'Procesare de plăți',
        ru: 'Обработка платежей',
        ua: 'Обробка платежів',
        pt: 'Processamento de pagamentos',
      },
    },
    {
      id: 21,
      name: {
        en: 'Money services business',
        es: 'Servicios monetarios',
        ro: 'Servicii monetare',
        ru: 'Денежные услуги',
        ua: 'Грошові послуги',
        pt: 'Serviços monetários',
      },
      specifications: [
        {
          id: 1,
          name: {
            en: 'Money transfers',
            es: 'Envíos de dinero',
            ro: 'Transferuri de bani',
            ru: 'Денежные переводы',
            ua: 'Грошові перекази',
            pt: 'Transferências de dinheiro',
          },
        },
        {
          id: 2,
          name: {
            en: 'Currency exchange',
            es: 'Cambio de divisas',
            ro: 'Schimb valutar',
            ru: 'Обмен валюты',
            ua: 'Обмін валют',
            pt: 'Câmbio de moeda',
          },
        },
      ],
    },
    {
      id: 22,
      name: {
        en: 'Crypto asset services',
        es: 'Servicios de criptoactivos',
        ro: 'Servicii de criptoactive',
        ru: 'Услуги с криптоактивами',
        ua: 'Послуги з криптоактивами',
        pt: 'Serviços de criptoativos',
      },
    },
    {
      id: 23,
      name: {
        en: 'Lending',
        es: 'Préstamos',
        ro: 'Creditare',
        ru: 'Кредитование',
        ua: 'Кредитування',
        pt: 'Concessão de crédito',
      },
    },
    {
      id: 24,
      name: {
        en: 'Electronic money institution',
        es: 'Entidad de dinero electrónico',
        ro: 'Instituție emitentă de monedă electronică',
        ru: 'Организация электронных денег',
        ua: 'Установа електронних грошей',
        pt: 'Instituição de moeda eletrónica',
      },
    },
  ],
  investment: [
    {
      id: 40,
      name: {
        en: 'Brokerage',
        es: 'Corretaje',
        ro: 'Brokeraj',
        ru: 'Брокерские услуги',
        ua: 'Брокерські послуги',
        pt: 'Corretagem',
      },
    },
    {
      id: 41,
      name: {
        en: 'Asset management',
        es: 'Gestión de activos',
        ro: 'Administrarea activelor',
        ru: 'Управление активами',
        ua: 'Управління активами',
        pt: 'Gestão de ativos',
      },
    },
    {
      id: 42,
      name: {
        en: 'Investment fund',
        es: 'Fondo de inversión',
        ro: 'Fond de investiții',
        ru: 'Инвестиционный фонд',
        ua: 'Інвестиційний фонд',
        pt: 'Fundo de investimento',
      },
    },
    {
      id: 43,
      name: {
        en: 'Venture capital',
        es: 'Capital riesgo',
        ro: 'Capital de risc',
        ru: 'Венчурный капитал',
        ua: 'Венчурний капітал',
        pt: 'Capital de risco',
      },
    },
  ],
  adult: [
    {
      id: 60,
      name: {
        en: 'Webcam studio',
        es: 'Estudio de webcam',
        ro: 'Studio de webcam',
        ru: 'Вебкам-студия',
        ua: 'Вебкам-студія',
        pt: 'Estúdio de webcam',
      },
    },
    {
      id: 61,
      name: {
        en: 'Adult content website',
        es: 'Sitio de contenido para adultos',
        ro: 'Site cu conținut pentru adulți',
        ru: 'Сайт контента для взрослых',
        ua: 'Сайт контенту для дорослих',
        pt: 'Site de conteúdo para adultos',
      },
    },
    {
      id: 62,
      name: {
        en: 'Dating services',
        es: 'Servicios de citas',
        ro: 'Servicii de întâlniri',
        ru: 'Сервисы знакомств',
        ua: 'Сервіси знайомств',
        pt: 'Serviços de encontros',
      },
    },
  ],
};
