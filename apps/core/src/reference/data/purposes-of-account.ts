import type { PURPOSE_OF_ACCOUNT_LISTS } from '@openportal/contract';
import type { TEntry } from './translated.ts';

/** Our choice: purposes of an account for each list of spec 1 §3 (personal, business). Append only. */
export const PURPOSES_OF_ACCOUNT: Readonly<Record<(typeof PURPOSE_OF_ACCOUNT_LISTS)[number], readonly TEntry[]>> = {
  personal: [
    {
      id: 1,
      name: {
        en: 'Receiving salary or fees',
        es: 'Recibir salario u honorarios',
        ro: 'Încasarea salariului sau a onorariilor',
        ru: 'Получение зарплаты или гонораров',
        ua: 'Отримання зарплати або гонорарів',
        pt: 'Receber salário ou honorários',
      },
    },
    {
      id: 2,
      name: {
        en: 'Online purchases',
        es: 'Compras en línea',
        ro: 'Cumpărături online',
        ru: 'Покупки в интернете',
        ua: 'Покупки в інтернеті',
        pt: 'Compras online',
      },
    },
    {
      id: 3,
      name: {
        en: 'Paying bills',
        es: 'Pago de facturas',
        ro: 'Plata facturilor',
        ru: 'Оплата счетов',
        ua: 'Оплата рахунків',
        pt: 'Pagamento de contas',
      },
    },
    {
      id: 4,
      name: {
        en: 'Sending money to family and friends',
        es: 'Enviar dinero a familiares y amigos',
        ro: 'Trimiterea de bani familiei și prietenilor',
        ru: 'Переводы родным и друзьям',
        ua: 'Перекази рідним і друзям',
        pt: 'Enviar dinheiro a familiares e amigos',
      },
    },
    {
      id: 5,
      name: { en: 'Savings', es: 'Ahorro', ro: 'Economisire', ru: 'Накопления', ua: 'Заощадження', pt: 'Poupança' },
    },
    {
      id: 6,
      name: {
        en: 'Currency exchange',
        es: 'Cambio de divisas',
        ro: 'Schimb valutar',
        ru: 'Обмен валюты',
        ua: 'Обмін валют',
        pt: 'Câmbio de moeda',
      },
    },
    { id: 7, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
  ],
  business: [
    {
      id: 1,
      name: {
        en: 'Receiving payments from customers',
        es: 'Recibir pagos de clientes',
        ro: 'Încasarea plăților de la clienți',
        ru: 'Приём платежей от клиентов',
        ua: 'Приймання платежів від клієнтів',
        pt: 'Receber pagamentos de clientes',
      },
    },
    {
      id: 2,
      name: {
        en: 'Paying suppliers',
        es: 'Pagar a proveedores',
        ro: 'Plata furnizorilor',
        ru: 'Оплата поставщикам',
        ua: 'Оплата постачальникам',
        pt: 'Pagar a fornecedores',
      },
    },
    {
      id: 3,
      name: {
        en: 'Payroll',
        es: 'Nómina',
        ro: 'Plata salariilor',
        ru: 'Выплата зарплат',
        ua: 'Виплата зарплат',
        pt: 'Processamento salarial',
      },
    },
    {
      id: 4,
      name: {
        en: 'Affiliate and partner payouts',
        es: 'Pagos a afiliados y socios',
        ro: 'Plăți către afiliați și parteneri',
        ru: 'Выплаты партнёрам',
        ua: 'Виплати партнерам',
        pt: 'Pagamentos a afiliados e parceiros',
      },
    },
    {
      id: 5,
      name: {
        en: 'International transfers',
        es: 'Transferencias internacionales',
        ro: 'Transferuri internaționale',
        ru: 'Международные переводы',
        ua: 'Міжнародні перекази',
        pt: 'Transferências internacionais',
      },
    },
    {
      id: 6,
      name: {
        en: 'Treasury and currency exchange',
        es: 'Tesorería y cambio de divisas',
        ro: 'Trezorerie și schimb valutar',
        ru: 'Казначейство и обмен валюты',
        ua: 'Казначейство та обмін валют',
        pt: 'Tesouraria e câmbio',
      },
    },
    { id: 7, name: { en: 'Other', es: 'Otro', ro: 'Altele', ru: 'Другое', ua: 'Інше', pt: 'Outro' } },
  ],
};
