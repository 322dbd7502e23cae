import type { TSupportSharedTexts } from './en.ts';

/** ro: the support texts the portal's messages and the back office's console share (see ../../support-shared.ts). */
const texts: TSupportSharedTexts = {
  buckets: { all: 'Toate', open: 'Deschise', new: 'Noi', closed: 'Închise' },
  subject: 'Subiect',
  ticket: 'Tichetul {{number}}',
  statuses: { open: 'Deschis', onHold: 'În așteptare', closed: 'Închis', closedNoReply: 'Închis fără răspuns' },
};
export default texts;
