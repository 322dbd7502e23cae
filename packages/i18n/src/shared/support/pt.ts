import type { TSupportSharedTexts } from './en.ts';

/** pt: the support texts the portal's messages and the back office's console share (see ../../support-shared.ts). */
const texts: TSupportSharedTexts = {
  buckets: { all: 'Todas', open: 'Abertas', new: 'Novas', closed: 'Fechadas' },
  subject: 'Assunto',
  ticket: 'Ticket {{number}}',
  statuses: { open: 'Aberto', onHold: 'Em espera', closed: 'Fechado', closedNoReply: 'Fechado sem resposta' },
};
export default texts;
