import type { TSupportSharedTexts } from './en.ts';

/** ua: the support texts the portal's messages and the back office's console share (see ../../support-shared.ts). */
const texts: TSupportSharedTexts = {
  buckets: { all: 'Усі', open: 'Відкриті', new: 'Нові', closed: 'Закриті' },
  subject: 'Тема',
  ticket: 'Звернення {{number}}',
  statuses: { open: 'Відкрито', onHold: 'Очікування', closed: 'Закрито', closedNoReply: 'Закрито без відповіді' },
};
export default texts;
