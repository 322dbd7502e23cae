import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace support. */
const catalogue: TCatalogue = {
  support: {
    title: 'Mesaje',
    unread_one: '{{count}} necitit',
    unread_few: '{{count}} necitite',
    unread_other: '{{count}} necitite',
    buckets: { all: 'Toate', open: 'Deschise', new: 'Noi', closed: 'Închise' },
    empty: 'Încă nu există mesaje aici.',
    compose: 'Mesaj nou',
    subject: 'Subiect',
    message: 'Mesaj',
    attach: 'Atașați un fișier',
    send: 'Trimiteți',
    cancel: 'Anulați',
    back: 'Toate mesajele',
    reply: 'Răspundeți',
    close: 'Închideți tichetul',
    closed: 'Acest tichet este închis. Un răspuns îl redeschide.',
    more: 'Afișați mai multe',
    you: 'Dvs.',
    desk: 'Asistență',
    sent: 'Mesajul dvs. a fost trimis.',
    ticket: 'Tichetul {{number}}',
    blocked: 'Asistența este ocupată. Mesajele dvs. vor fi disponibile din nou în curând.',
    notFound: 'Acest tichet nu a fost găsit.',
    manager: 'Managerul dvs. de asistență: {{name}}',
  },
  news: {
    title: 'Noutăți',
    empty: 'Încă nu există noutăți.',
    back: 'Toate noutățile',
    accept: 'Acceptați',
    decline: 'Refuzați',
    accepted: 'Ați acceptat.',
    declined: 'Ați refuzat.',
    needsAnswer: 'Necesită răspunsul dvs.',
    unread: 'Nou',
    answered: 'Mulțumim, răspunsul dvs. a fost salvat.',
  },
};
export default catalogue;
