import type { TCatalogue } from '../../catalogue.ts';
import shared from '../../shared/support/ua.ts';

/** ua, namespace support. */
const catalogue: TCatalogue = {
  support: {
    ...shared,
    title: 'Повідомлення',
    unread_one: '{{count}} непрочитане',
    unread_few: '{{count}} непрочитані',
    unread_many: '{{count}} непрочитаних',
    unread_other: '{{count}} непрочитаних',
    empty: 'Тут поки немає повідомлень.',
    compose: 'Нове повідомлення',
    message: 'Повідомлення',
    attach: 'Прикріпити файл',
    send: 'Надіслати',
    cancel: 'Скасувати',
    back: 'Усі повідомлення',
    reply: 'Відповісти',
    close: 'Закрити звернення',
    closed: 'Це звернення закрите. Відповідь відкриє його знову.',
    more: 'Показати більше',
    you: 'Ви',
    desk: 'Підтримка',
    sent: 'Ваше повідомлення надіслано.',
    blocked: 'Підтримка зайнята. Ваші повідомлення незабаром знову будуть доступні.',
    notFound: 'Звернення не знайдено.',
    manager: 'Ваш менеджер підтримки: {{name}}',
    managerWrite: 'Написати: {{name}}',
    managerSubject: 'Повідомлення моєму менеджеру підтримки {{name}}',
    wholeMessage: 'Показати повідомлення повністю',
  },
  news: {
    title: 'Новини',
    empty: 'Новин поки немає.',
    back: 'Усі новини',
    accept: 'Прийняти',
    decline: 'Відхилити',
    accepted: 'Ви прийняли це.',
    declined: 'Ви відхилили це.',
    needsAnswer: 'Потрібна ваша відповідь',
    unread: 'Нове',
    answered: 'Дякуємо, вашу відповідь збережено.',
  },
};
export default catalogue;
