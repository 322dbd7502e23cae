import { CONTROL_ACCOUNT_FOLLOW_UP, type YES_NO_QUESTIONS } from '@openportal/contract';
import type { TEntry, TTranslated } from './translated.ts';

/**
 * Additional questions (spec 1 §3). The spec fixes the ids and behaviour: anotherAccount and
 * businessAnotherAccount are yes/no, and yes shows the textarea '<id>Value'; controlAccount is
 * a radio whose value '2' shows nameAndDate. The follow-ups are listed right after their
 * question so the portal has their texts; the texts are ours.
 */
export interface TQuestion {
  readonly id: string;
  readonly text: TTranslated;
  readonly type: 'radio' | 'yesNo' | 'text' | 'textarea';
  readonly options?: readonly TEntry<string>[];
}

type TYesNoId = (typeof YES_NO_QUESTIONS)[number];
const yesNo = (id: TYesNoId, text: TTranslated, followUp: TTranslated): TQuestion[] => [
  { id, text, type: 'yesNo' },
  { id: `${id}Value`, text: followUp, type: 'textarea' },
];

const OTHER_ACCOUNT_DETAILS: TTranslated = {
  en: 'Name the institution and the country',
  es: 'Indique la entidad y el país',
  ro: 'Indicați instituția și țara',
  ru: 'Укажите организацию и страну',
  ua: 'Зазначте установу та країну',
  pt: 'Indique a instituição e o país',
};

export const PERSONAL_QUESTIONS: readonly TQuestion[] = [
  ...yesNo(
    'anotherAccount',
    {
      en: 'Do you hold an account with another bank or payment institution?',
      es: '¿Tiene una cuenta en otro banco o entidad de pago?',
      ro: 'Dețineți un cont la o altă bancă sau instituție de plată?',
      ru: 'Есть ли у вас счёт в другом банке или платёжном учреждении?',
      ua: 'Чи маєте ви рахунок в іншому банку або платіжній установі?',
      pt: 'Tem conta noutro banco ou instituição de pagamento?',
    },
    OTHER_ACCOUNT_DETAILS,
  ),
  {
    id: CONTROL_ACCOUNT_FOLLOW_UP.questionId,
    text: {
      en: 'Who will control this account?',
      es: '¿Quién controlará esta cuenta?',
      ro: 'Cine va controla acest cont?',
      ru: 'Кто будет распоряжаться этим счётом?',
      ua: 'Хто розпоряджатиметься цим рахунком?',
      pt: 'Quem vai controlar esta conta?',
    },
    type: 'radio',
    options: [
      { id: '1', name: { en: 'Only me', es: 'Solo yo', ro: 'Doar eu', ru: 'Только я', ua: 'Лише я', pt: 'Apenas eu' } },
      {
        id: CONTROL_ACCOUNT_FOLLOW_UP.value,
        name: {
          en: 'Another person as well',
          es: 'También otra persona',
          ro: 'Și o altă persoană',
          ru: 'Также другой человек',
          ua: 'Також інша особа',
          pt: 'Também outra pessoa',
        },
      },
    ],
  },
  {
    id: CONTROL_ACCOUNT_FOLLOW_UP.followUp,
    text: {
      en: 'Full name and date of birth of that person',
      es: 'Nombre completo y fecha de nacimiento de esa persona',
      ro: 'Numele complet și data nașterii acelei persoane',
      ru: 'ФИО и дата рождения этого человека',
      ua: 'ПІБ і дата народження цієї особи',
      pt: 'Nome completo e data de nascimento dessa pessoa',
    },
    type: 'text',
  },
];

export const BUSINESS_QUESTIONS: readonly TQuestion[] = [
  ...yesNo(
    'businessAnotherAccount',
    {
      en: 'Does the company hold an account with another bank or payment institution?',
      es: '¿Tiene la empresa una cuenta en otro banco o entidad de pago?',
      ro: 'Deține compania un cont la o altă bancă sau instituție de plată?',
      ru: 'Есть ли у компании счёт в другом банке или платёжном учреждении?',
      ua: 'Чи має компанія рахунок в іншому банку або платіжній установі?',
      pt: 'A empresa tem conta noutro banco ou instituição de pagamento?',
    },
    OTHER_ACCOUNT_DETAILS,
  ),
  {
    id: 'expectedCounterparties',
    text: {
      en: 'Who are your main customers and suppliers, and in which countries?',
      es: '¿Quiénes son sus principales clientes y proveedores, y en qué países?',
      ro: 'Cine sunt principalii clienți și furnizori și în ce țări?',
      ru: 'Кто ваши основные клиенты и поставщики и в каких странах?',
      ua: 'Хто ваші основні клієнти та постачальники і в яких країнах?',
      pt: 'Quem são os seus principais clientes e fornecedores, e em que países?',
    },
    type: 'textarea',
  },
];
