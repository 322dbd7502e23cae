import { TRANSACTION_TEXTS_RU } from '@openportal/shared-texts';
import type { TCatalogue } from './catalogue.ts';

/** ru: texts core sends (mail, SMS, pushes, realtime notices); never loaded by the portal. */
const messages = {
  code: {
    text: '{{brand}}: {{code}} — ваш код, чтобы {{action}}. Действует {{minutes}} минут. Никому его не сообщайте.',
    subject: '{{brand}}: {{code}}',
    action: {
      signIn: 'войти',
      passwordChange: 'сменить пароль',
      passwordRecovery: 'сбросить пароль',
      twoStepSet: 'изменить двухэтапную проверку',
      deviceApprove: 'подтвердить новое устройство',
      deviceRemove: 'удалить привязанное устройство',
      emailConfirm: 'подтвердить адрес электронной почты',
      phoneConfirm: 'подтвердить номер телефона',
      contactVerify: 'проверить контактные данные',
      paymentApprove: 'подтвердить платёж',
      cardReveal: 'посмотреть данные или PIN-код карты',
      usernameChange: 'изменить имя пользователя',
    },
  },
  securityChange: {
    what: {
      secondFactorChanged: 'Двухэтапная проверка вашего аккаунта была изменена.',
      deviceLinked: 'К вашему аккаунту привязано новое устройство.',
      deviceRemoved: 'Привязанное устройство удалено из вашего аккаунта.',
      passwordChanged: 'Ваш пароль был изменён.',
      phoneChanged: 'Номер телефона вашего аккаунта был изменён.',
      emailChanged: 'Адрес электронной почты вашего аккаунта был изменён.',
      usernameChanged: 'Имя пользователя для входа было изменено.',
      accountRecovered: 'Ваш аккаунт восстановлен, установлен новый пароль. Все сеансы завершены.',
      recoveryRequested: 'Кто-то запросил восстановление вашего аккаунта.',
    },
    ifNotYou: 'Если это были не вы, немедленно свяжитесь с нами.',
  },
  newSignIn: {
    subject: 'Новый вход в аккаунт',
    body: 'Кто-то вошёл в ваш аккаунт с адреса {{ip}}. Если это были не вы, смените пароль.',
  },
  passwordChanged: {
    subject: 'Ваш пароль изменён',
    body: 'Ваш пароль изменён. Если это были не вы, немедленно свяжитесь с нами.',
  },
  moneyReceived: {
    title: 'Поступление денег',
    body: 'Вы получили {{amount}} от {{from}}.',
  },
  invoiceIssued: {
    title: 'Новый счёт на оплату',
    body: '{{from}} выставил вам счёт на {{amount}}.',
  },
  invoicePaid: {
    title: 'Счёт оплачен',
    body: '{{payer}} оплатил ваш счёт на {{amount}}.',
  },
  invoiceRejected: {
    title: 'Счёт отклонён',
    body: '{{payer}} отклонил ваш счёт на {{amount}}.',
  },
  paymentCode: {
    text: '{{brand}}: {{code}} — ваш код для оплаты {{amount}} получателю {{payee}}. Действует {{minutes}} минут. Никому его не сообщайте.',
    subject: '{{brand}}: {{code}} подтверждает {{amount}}',
  },
  paymentAwaitsApproval: {
    title: 'Платёж ждёт вашего подтверждения',
    body: '{{initiator}} просит вас подтвердить платёж на {{amount}} получателю {{payee}}.',
  },
  documentConfirmed: {
    title: 'Документ подтверждён',
    body: 'Ваш документ «{{document}}» проверен и подтверждён.',
  },
  documentRejected: {
    title: 'Документ отклонён',
    body: 'Ваш документ «{{document}}» отклонён: {{reason}}. Загрузите новый.',
  },
  documentRequested: {
    title: 'Нужен ещё один документ',
    body: 'Загрузите документ «{{document}}»: {{reason}}.',
  },
  documentExpSoon: {
    title: 'Срок документа скоро истекает',
    body: 'Срок документа «{{document}}» истекает {{date}}. Загрузите новый вовремя.',
  },
  documentExpired: {
    title: 'Срок документа истёк',
    body: 'Срок документа «{{document}}» истёк. Счёт ограничен, пока вы не загрузите новый.',
  },
  identityVerified: {
    title: 'Счёт подтверждён',
    body: 'Ваша личность подтверждена. Теперь вы можете пользоваться счётом полностью.',
  },
  usernameChanged: {
    title: 'Имя пользователя изменено',
    body: 'Теперь вы входите как {{username}}.',
  },
  zohoNewMessage: {
    title: 'Новый ответ поддержки',
    body: 'Поддержка ответила на ваше обращение {{ticketNumber}}.',
  },
  zohoClosedNoReply: {
    title: 'Обращение закрыто',
    body: 'Ваше обращение {{ticketNumber}} закрыто, так как мы не получили от вас ответа.',
  },
  applicationVerified: {
    title: 'Заявка на мерчант-аккаунт одобрена',
    body: 'Ваша заявка на мерчант-аккаунт № {{id}} одобрена.',
  },
  applicationRejected: {
    title: 'Заявка на мерчант-аккаунт отклонена',
    body: 'Ваша заявка на мерчант-аккаунт № {{id}} отклонена: {{reason}} Вы можете исправить её и отправить снова.',
  },
  historyExport: {
    title: 'История вашего счёта {{brand}}',
    body: 'Во вложении история счёта, которую вы выгрузили ({{file}}).',
    file: {
      statement: 'Выписка по счёту',
      export: 'История счёта',
      account: 'Счёт',
      period: 'Период',
      opening: 'Входящий остаток',
      closing: 'Исходящий остаток',
      date: 'Дата',
      type: 'Тип',
      description: 'Описание',
      amount: 'Сумма',
      currency: 'Валюта',
      status: 'Статус',
      balance: 'Остаток',
      transaction: 'Транзакция',
    },
  },
  receipt: { title: 'Квитанция о платеже', ...TRANSACTION_TEXTS_RU },
  accessRightsChanged: {
    title: 'Ваши права доступа изменены',
    body: 'Ваши права доступа в {{company}} изменены. Они действуют с этого момента: посмотрите их на странице компании.',
  },
  kybApproved: {
    title: 'Компания одобрена',
    body: 'Проверка {{company}} завершена: компания одобрена и может пользоваться всеми услугами.',
  },
  kybRejected: {
    title: 'Компания не прошла проверку',
    body: 'Компания {{company}} не прошла проверку: {{reason}} Исправьте это, и мы проверим компанию снова.',
  },
  resolutionToSign: {
    title: 'Решение {{company}} на подпись',
    body: 'Решение № {{id}} компании {{company}} ждёт вашей подписи. Подпишите его здесь: {{url}}',
  },
} satisfies TCatalogue;

export default messages;
