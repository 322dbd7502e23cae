import type { TCatalogue } from '../../catalogue.ts';
import shared from '../../shared/support/en.ts';

/** en, namespace support (messages: the support message centre, spec 3 §2). */
const catalogue: TCatalogue = {
  support: {
    ...shared,
    title: 'Messages',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    empty: 'No messages here yet.',
    compose: 'New message',
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
    blocked: 'Support is busy. Your messages will be available again shortly.',
    notFound: 'This ticket was not found.',
    manager: 'Your support manager: {{name}}',
    managerWrite: 'Write to {{name}}',
    managerSubject: 'Message to my support manager {{name}}',
    wholeMessage: 'Show the whole message',
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
