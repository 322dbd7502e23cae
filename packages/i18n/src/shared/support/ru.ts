import type { TSupportSharedTexts } from './en.ts';

/** ru: the support texts the portal's messages and the back office's console share (see ../../support-shared.ts). */
const texts: TSupportSharedTexts = {
  buckets: { all: 'Все', open: 'Открытые', new: 'Новые', closed: 'Закрытые' },
  subject: 'Тема',
  ticket: 'Обращение {{number}}',
  statuses: { open: 'Открыто', onHold: 'Ожидание', closed: 'Закрыто', closedNoReply: 'Закрыто без ответа' },
};
export default texts;
