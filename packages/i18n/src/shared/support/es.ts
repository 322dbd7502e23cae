import type { TSupportSharedTexts } from './en.ts';

/** es: the support texts the portal's messages and the back office's console share (see ../../support-shared.ts). */
const texts: TSupportSharedTexts = {
  buckets: { all: 'Todos', open: 'Abiertos', new: 'Nuevos', closed: 'Cerrados' },
  subject: 'Asunto',
  ticket: 'Ticket {{number}}',
  statuses: { open: 'Abierto', onHold: 'En espera', closed: 'Cerrado', closedNoReply: 'Cerrado sin respuesta' },
};
export default texts;
