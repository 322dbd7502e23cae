import { TRANSACTION_TEXTS_UA } from '@openportal/shared-texts';
import type { TCatalogue } from './catalogue.ts';

/** ua: texts core sends (mail, SMS, pushes, realtime notices); never loaded by the portal. */
const messages = {
  code: {
    text: '{{brand}}: {{code}} — ваш код, щоб {{action}}. Діє {{minutes}} хвилин. Нікому його не повідомляйте.',
    subject: '{{brand}}: {{code}}',
    action: {
      signIn: 'увійти',
      passwordChange: 'змінити пароль',
      passwordRecovery: 'скинути пароль',
      twoStepSet: 'змінити двоетапну перевірку',
      deviceApprove: 'підтвердити новий пристрій',
      deviceRemove: 'видалити прив’язаний пристрій',
      emailConfirm: 'підтвердити адресу електронної пошти',
      phoneConfirm: 'підтвердити номер телефону',
      contactVerify: 'перевірити контактні дані',
      paymentApprove: 'підтвердити платіж',
      cardReveal: 'переглянути дані або PIN-код картки',
      usernameChange: 'змінити імʼя користувача',
    },
  },
  securityChange: {
    what: {
      secondFactorChanged: 'Двоетапну перевірку вашого облікового запису було змінено.',
      deviceLinked: 'До вашого облікового запису прив’язано новий пристрій.',
      deviceRemoved: 'Прив’язаний пристрій видалено з вашого облікового запису.',
      passwordChanged: 'Ваш пароль було змінено.',
      phoneChanged: 'Номер телефону вашого облікового запису було змінено.',
      emailChanged: 'Адресу електронної пошти вашого облікового запису було змінено.',
      usernameChanged: 'Імʼя користувача для входу було змінено.',
      accountRecovered: 'Ваш обліковий запис відновлено, встановлено новий пароль. Усі сеанси завершено.',
      recoveryRequested: 'Хтось попросив відновити ваш обліковий запис.',
    },
    ifNotYou: 'Якщо це були не ви, негайно зв’яжіться з нами.',
  },
  newSignIn: {
    subject: 'Новий вхід до облікового запису',
    body: 'Хтось увійшов до вашого облікового запису з адреси {{ip}}. Якщо це були не ви, змініть пароль.',
  },
  passwordChanged: {
    subject: 'Ваш пароль змінено',
    body: 'Ваш пароль змінено. Якщо це були не ви, негайно зверніться до нас.',
  },
  moneyReceived: {
    title: 'Надходження коштів',
    body: 'Ви отримали {{amount}} від {{from}}.',
  },
  invoiceIssued: {
    title: 'Новий рахунок до сплати',
    body: '{{from}} виставив вам рахунок на {{amount}}.',
  },
  invoicePaid: {
    title: 'Рахунок сплачено',
    body: '{{payer}} сплатив ваш рахунок на {{amount}}.',
  },
  invoiceRejected: {
    title: 'Рахунок відхилено',
    body: '{{payer}} відхилив ваш рахунок на {{amount}}.',
  },
  paymentCode: {
    text: '{{brand}}: {{code}} — ваш код для оплати {{amount}} отримувачу {{payee}}. Діє {{minutes}} хвилин. Нікому його не повідомляйте.',
    subject: '{{brand}}: {{code}} підтверджує {{amount}}',
  },
  paymentAwaitsApproval: {
    title: 'Платіж чекає на ваше підтвердження',
    body: '{{initiator}} просить вас підтвердити платіж на {{amount}} отримувачу {{payee}}.',
  },
  documentConfirmed: {
    title: 'Документ підтверджено',
    body: 'Ваш документ «{{document}}» перевірено й підтверджено.',
  },
  documentRejected: {
    title: 'Документ відхилено',
    body: 'Ваш документ «{{document}}» відхилено: {{reason}}. Завантажте новий.',
  },
  documentRequested: {
    title: 'Потрібен ще один документ',
    body: 'Завантажте документ «{{document}}»: {{reason}}.',
  },
  documentExpSoon: {
    title: 'Термін документа скоро спливає',
    body: 'Термін документа «{{document}}» спливає {{date}}. Завантажте новий вчасно.',
  },
  documentExpired: {
    title: 'Термін документа сплив',
    body: 'Термін документа «{{document}}» сплив. Рахунок обмежено, доки ви не завантажите новий.',
  },
  identityVerified: {
    title: 'Рахунок підтверджено',
    body: 'Вашу особу підтверджено. Тепер ви можете користуватися рахунком повністю.',
  },
  usernameChanged: {
    title: 'Імʼя користувача змінено',
    body: 'Тепер ви входите як {{username}}.',
  },
  zohoNewMessage: {
    title: 'Нова відповідь підтримки',
    body: 'Підтримка відповіла на ваше звернення {{ticketNumber}}.',
  },
  zohoClosedNoReply: {
    title: 'Звернення закрито',
    body: 'Ваше звернення {{ticketNumber}} закрито, оскільки ми не отримали від вас відповіді.',
  },
  applicationVerified: {
    title: 'Заявку на мерчант-акаунт схвалено',
    body: 'Вашу заявку на мерчант-акаунт № {{id}} схвалено.',
  },
  applicationRejected: {
    title: 'Заявку на мерчант-акаунт відхилено',
    body: 'Вашу заявку на мерчант-акаунт № {{id}} відхилено: {{reason}} Ви можете виправити її та надіслати знову.',
  },
  historyExport: {
    title: 'Історія вашого рахунку {{brand}}',
    body: 'У вкладенні історія рахунку, яку ви вивантажили ({{file}}).',
    file: {
      statement: 'Виписка за рахунком',
      export: 'Історія рахунку',
      account: 'Рахунок',
      period: 'Період',
      opening: 'Вхідний залишок',
      closing: 'Вихідний залишок',
      date: 'Дата',
      type: 'Тип',
      description: 'Опис',
      amount: 'Сума',
      currency: 'Валюта',
      status: 'Статус',
      balance: 'Залишок',
      transaction: 'Транзакція',
    },
  },
  receipt: { title: 'Квитанція про платіж', ...TRANSACTION_TEXTS_UA },
  accessRightsChanged: {
    title: 'Ваші права доступу змінено',
    body: 'Ваші права доступу в {{company}} змінено. Вони діють відтепер: перегляньте їх на сторінці компанії.',
  },
  kybApproved: {
    title: 'Компанію схвалено',
    body: 'Перевірку {{company}} завершено: компанію схвалено, і вона може користуватися всіма послугами.',
  },
  kybRejected: {
    title: 'Компанія не пройшла перевірку',
    body: 'Компанія {{company}} не пройшла перевірку: {{reason}} Виправте це, і ми перевіримо компанію знову.',
  },
  resolutionToSign: {
    title: 'Рішення {{company}} на підпис',
    body: 'Рішення № {{id}} компанії {{company}} чекає на ваш підпис. Підпишіть його тут: {{url}}',
  },
} satisfies TCatalogue;

export default messages;
