/** en: the support texts the portal's messages and the back office's console share (see ../../support-shared.ts). */
const texts = {
  buckets: { all: 'All', open: 'Open', new: 'New', closed: 'Closed' },
  subject: 'Subject',
  ticket: 'Ticket {{number}}',
  statuses: { open: 'Open', onHold: 'On hold', closed: 'Closed', closedNoReply: 'Closed, no reply' },
};
export type TSupportSharedTexts = typeof texts;
export default texts;
