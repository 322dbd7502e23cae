import type { TCatalogue } from '../../catalogue.ts';
import shared from '../../shared/support/ru.ts';

/** ru, namespace support. */
const catalogue: TCatalogue = {
  support: {
    ...shared,
    title: 'Сообщения',
    unread_one: '{{count}} непрочитанное',
    unread_few: '{{count}} непрочитанных',
    unread_many: '{{count}} непрочитанных',
    unread_other: '{{count}} непрочитанных',
    empty: 'Здесь пока нет сообщений.',
    compose: 'Новое сообщение',
    message: 'Сообщение',
    attach: 'Прикрепить файл',
    send: 'Отправить',
    cancel: 'Отмена',
    back: 'Все сообщения',
    reply: 'Ответить',
    close: 'Закрыть обращение',
    closed: 'Это обращение закрыто. Ответ откроет его снова.',
    more: 'Показать ещё',
    you: 'Вы',
    desk: 'Поддержка',
    sent: 'Ваше сообщение отправлено.',
    blocked: 'Поддержка занята. Ваши сообщения скоро снова будут доступны.',
    notFound: 'Обращение не найдено.',
    manager: 'Ваш менеджер поддержки: {{name}}',
    managerWrite: 'Написать: {{name}}',
    managerSubject: 'Сообщение моему менеджеру поддержки {{name}}',
    wholeMessage: 'Показать сообщение полностью',
  },
  news: {
    title: 'Новости',
    empty: 'Новостей пока нет.',
    back: 'Все новости',
    accept: 'Принять',
    decline: 'Отклонить',
    accepted: 'Вы приняли это.',
    declined: 'Вы отклонили это.',
    needsAnswer: 'Нужен ваш ответ',
    unread: 'Новое',
    answered: 'Спасибо, ваш ответ сохранён.',
  },
};
export default catalogue;
