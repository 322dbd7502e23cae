import type { SOURCE_OF_FUNDS_LISTS } from '@openportal/contract';
import type { TEntry } from './translated.ts';

/**
 * Our choice: sources of funds for each list the spec names (spec 1 §3: personal, a second
 * personal list, employee, business). Ids are stable within a list; append only.
 */
export const SOURCES_OF_FUNDS: Readonly<Record<(typeof SOURCE_OF_FUNDS_LISTS)[number], readonly TEntry[]>> = {
  personal: [
    {
      id: 1,
      name: {
        en: 'Salary',
        es: 'Salario',
        ro: 'Salariu',
        ru: 'Заработная плата',
        ua: 'Заробітна плата',
        pt: 'Salário',
      },
    },
    {
      id: 2,
      name: {
        en: 'Self-employment income',
        es: 'Ingresos como autónomo',
        ro: 'Venituri din activități independente',
        ru: 'Доход от самозанятости',
        ua: 'Дохід від самозайнятості',
        pt: 'Rendimentos de trabalho independente',
      },
    },
    {
      id: 3,
      name: { en: 'Savings', es: 'Ahorros', ro: 'Economii', ru: 'Сбережения', ua: 'Заощадження', pt: 'Poupanças' },
    },
    {
      id: 4,
      name: {
        en: 'Investments',
        es: 'Inversiones',
        ro: 'Investiții',
        ru: 'Инвестиции',
        ua: 'Інвестиції',
        pt: 'Investimentos',
      },
    },
    { id: 5, name: { en: 'Pension', es: 'Pensión', ro: 'Pensie', ru: 'Пенсия', ua: 'Пенсія', pt: 'Pensão' } },
    {
      id: 6,
      name: { en: 'Inheritance', es: 'Herencia', ro: 'Moștenire', ru: 'Наследство', ua: 'Спадщина', pt: 'Herança' },
    },
    {
      id: 7,
      name: {
        en: 'Gift from family',
        es: 'Regalo familiar',
        ro: 'Donație de la familie',
        ru: 'Подарок от семьи',
        ua: 'Подарунок від родини',
        pt: 'Doação da família',
      },
    },
    {
      id: 8,
      name: {
        en: 'Sale of property',
        es: 'Venta de bienes',
        ro: 'Vânzare de proprietăți',
        ru: 'Продажа имущества',
        ua: 'Продаж майна',
        pt: 'Venda de bens',
      },
    },
    { id: 9, name: { en: 'Loan', es: 'Préstamo', ro: 'Împrumut', ru: 'Заём', ua: 'Позика', pt: 'Empréstimo' } },
    { id: 10, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
  ],
  personalSecond: [
    {
      id: 1,
      name: {
        en: 'Employment',
        es: 'Empleo',
        ro: 'Angajare',
        ru: 'Работа по найму',
        ua: 'Робота за наймом',
        pt: 'Emprego',
      },
    },
    {
      id: 2,
      name: {
        en: 'Business ownership',
        es: 'Propiedad de una empresa',
        ro: 'Deținerea unei afaceri',
        ru: 'Владение бизнесом',
        ua: 'Володіння бізнесом',
        pt: 'Propriedade de uma empresa',
      },
    },
    {
      id: 3,
      name: {
        en: 'Investment returns',
        es: 'Rendimientos de inversiones',
        ro: 'Randamente ale investițiilor',
        ru: 'Доход от инвестиций',
        ua: 'Дохід від інвестицій',
        pt: 'Rendimentos de investimentos',
      },
    },
    {
      id: 4,
      name: { en: 'Inheritance', es: 'Herencia', ro: 'Moștenire', ru: 'Наследство', ua: 'Спадщина', pt: 'Herança' },
    },
    {
      id: 5,
      name: {
        en: 'Real estate',
        es: 'Bienes inmuebles',
        ro: 'Bunuri imobiliare',
        ru: 'Недвижимость',
        ua: 'Нерухомість',
        pt: 'Imóveis',
      },
    },
    {
      id: 6,
      name: {
        en: 'Crypto assets',
        es: 'Criptoactivos',
        ro: 'Criptoactive',
        ru: 'Криптоактивы',
        ua: 'Криптоактиви',
        pt: 'Criptoativos',
      },
    },
    { id: 7, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
  ],
  employee: [
    {
      id: 1,
      name: {
        en: 'Salary',
        es: 'Salario',
        ro: 'Salariu',
        ru: 'Заработная плата',
        ua: 'Заробітна плата',
        pt: 'Salário',
      },
    },
    { id: 2, name: { en: 'Bonus', es: 'Bonificación', ro: 'Bonus', ru: 'Премия', ua: 'Премія', pt: 'Bónus' } },
    {
      id: 3,
      name: { en: 'Commission', es: 'Comisión', ro: 'Comision', ru: 'Комиссионные', ua: 'Комісійні', pt: 'Comissão' },
    },
    {
      id: 4,
      name: { en: 'Dividends', es: 'Dividendos', ro: 'Dividende', ru: 'Дивиденды', ua: 'Дивіденди', pt: 'Dividendos' },
    },
    { id: 5, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
  ],
  business: [
    {
      id: 1,
      name: {
        en: 'Revenue from sales',
        es: 'Ingresos por ventas',
        ro: 'Venituri din vânzări',
        ru: 'Выручка от продаж',
        ua: 'Виручка від продажів',
        pt: 'Receitas de vendas',
      },
    },
    {
      id: 2,
      name: {
        en: 'Shareholder capital',
        es: 'Capital de los accionistas',
        ro: 'Capitalul acționarilor',
        ru: 'Капитал акционеров',
        ua: 'Капітал акціонерів',
        pt: 'Capital dos acionistas',
      },
    },
    {
      id: 3,
      name: {
        en: 'Shareholder loans',
        es: 'Préstamos de accionistas',
        ro: 'Împrumuturi de la acționari',
        ru: 'Займы акционеров',
        ua: 'Позики акціонерів',
        pt: 'Empréstimos de acionistas',
      },
    },
    {
      id: 4,
      name: {
        en: 'Bank financing',
        es: 'Financiación bancaria',
        ro: 'Finanțare bancară',
        ru: 'Банковское финансирование',
        ua: 'Банківське фінансування',
        pt: 'Financiamento bancário',
      },
    },
    {
      id: 5,
      name: {
        en: 'Investment income',
        es: 'Ingresos por inversiones',
        ro: 'Venituri din investiții',
        ru: 'Инвестиционный доход',
        ua: 'Інвестиційний дохід',
        pt: 'Rendimentos de investimentos',
      },
    },
    {
      id: 6,
      name: {
        en: 'Grants or subsidies',
        es: 'Subvenciones',
        ro: 'Granturi sau subvenții',
        ru: 'Гранты или субсидии',
        ua: 'Гранти або субсидії',
        pt: 'Subsídios',
      },
    },
    { id: 7, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
  ],
};
