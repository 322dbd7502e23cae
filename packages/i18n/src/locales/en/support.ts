import type { TCatalogue } from '../../catalogue.ts';

/** en, namespace support (messages: the support message centre, spec 3 §2). */
const catalogue: TCatalogue = {
  support: {
    title: 'Messages',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    buckets: { all: 'All', open: 'Open', new: 'New', closed: 'Closed' },
    empty: 'No messages here yet.',
    compose: 'New message',
    subject: 'Subject',
    message: 'Message',
    attach: 'Attach a file',
    send: 'Send',
    cancel: 'Cancel',
    back: 'All messages',
    reply: 'Reply',
    close: 'Close the ticket',
    closed: 'This ticket is closed. A reply opens it again.',
    more: 'Show more',
    you: 'You',
    desk: 'Support',
    sent: 'Your message was sent.',
    ticket: 'Ticket {{number}}',
    blocked: 'Support is busy. Your messages will be available again shortly.',
    notFound: 'This ticket was not found.',
    manager: 'Your support manager: {{name}}',
  },
  news: {
    title: 'News',
    empty: 'No news yet.',
    back: 'All news',
    accept: 'Accept',
    decline: 'Decline',
    accepted: 'You accepted this.',
    declined: 'You declined this.',
    needsAnswer: 'Needs your answer',
    unread: 'New',
    answered: 'Thank you, your answer was saved.',
  },
};
export default catalogue;
