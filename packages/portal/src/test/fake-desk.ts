import type { TTicket } from '@openportal/contract';
import { ACCESS_INFO, fakeFetch, ok } from './fake-api.ts';

/** The support desk double of the messages tests: two tickets, one conversation, the fields. */
export const DESK_ME = 'me@example.com';

export const deskTicket = (id: string, number: string, subject: string, over: Partial<TTicket> = {}): TTicket => ({
  id,
  ticketNumber: number,
  subject,
  status: 'Open',
  lastThread: { createdAt: new Date().toISOString(), to: DESK_ME },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  customerReadAt: null,
  ...over,
});

export const deskTickets = [
  deskTicket('7', '100007', 'Card blocked'),
  deskTicket('8', '100008', 'Old one', { status: 'Closed' }),
];
/** A ticket in none of the loaded pages (a notification's link). */
export const farTicket = deskTicket('9', '100009', 'Far away');

const content = 'Hello <img src=x onerror="window.__pwned=1"> there';
export const deskThread = {
  id: '70',
  ticketId: '7',
  content,
  summary: content,
  from: 'sam@paywave.desk',
  to: DESK_ME,
  direction: 'out',
  createdAt: '2026-11-20T11:00:00.000Z',
  attachments: [{ id: '5', name: 'reply.pdf', size: 100 }],
};
/** A long message: the conversation gives its cut preview, GET thread the whole. */
export const longThread = {
  ...deskThread,
  id: '71',
  content: `${'a'.repeat(200)} the end`,
  summary: `${'a'.repeat(200)}…`,
  direction: 'in',
  attachments: [],
};

export const DESK_FIELDS = [
  { apiName: 'subject', displayLabel: 'Subject', type: 'text' },
  { apiName: 'description', displayLabel: 'Message', type: 'textarea' },
  { apiName: 'uploads', displayLabel: 'Attachments', type: 'file' },
];

export function fakeDesk(over: Record<string, Parameters<typeof fakeFetch>[0][string]> = {}) {
  const byNumber = (n: string | null) => [...deskTickets, farTicket].filter((x) => !n || x.ticketNumber === n);
  const one = (x: TTicket) => (b: { customerReadAt?: string } | undefined) =>
    ok({ ticket: { ...x, customerReadAt: b?.customerReadAt ?? null } });
  return fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    '/zoho/jwt': () => ok({ jwt: 'desk.jwt.sig' }),
    '/support-desk/me': () => ok({ contact: { id: 'c1', email: DESK_ME, name: 'Me' } }),
    '/zoho/tickets/stats': () => ok({ stats: { all: 2, open: 0, new: 1, closed: 1, unreadTicketNumbers: ['100007'] } }),
    '/zoho/tickets': (_b, _h, q) => ok({ tickets: q.get('bucket') === 'new' ? [deskTickets[0]] : [] }),
    '/support-desk/tickets': (b, _h, q) =>
      b
        ? ok({ ticket: deskTicket('10', '100010', b.subject) })
        : ok({
            data: q.get('ticketNumber')
              ? byNumber(q.get('ticketNumber'))
              : deskTickets.filter((x) => !q.get('status') || x.status === q.get('status')),
          }),
    '/zoho/agent': () => ok({ agent: { id: '1', name: 'Sam Agent', email: 'sam@x.desk', photoUrl: null } }),
    '/support-desk/ticketsFields': () => ok({ fields: DESK_FIELDS }),
    '/support-desk/composetickets': (b) => ok({ ticket: deskTicket('11', '100011', b.subject) }),
    '/support-desk/tickets/7/conversations': () => ok({ data: [deskThread, longThread] }),
    '/support-desk/tickets/7/threads/71': () => ok({ thread: longThread }),
    '/support-desk/tickets/7': one(deskTickets[0]!),
    '/support-desk/tickets/9': one(farTicket),
    '/support-desk/tickets/9/conversations': () => ok({ data: [] }),
    ...over,
  });
}
