import type { TCatalogue } from '../../catalogue.ts';
import shared from '../../shared/support/ro.ts';

/** ro, namespace support. */
const catalogue: TCatalogue = {
  support: {
    ...shared,
    title: 'Mesaje',
    unread_one: '{{count}} necitit',
    unread_few: '{{count}} necitite',
    unread_other: '{{count}} necitite',
    empty: 'Încă nu există mesaje aici.',
    compose: 'Mesaj nou',
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
    blocked: 'Asistența este ocupată. Mesajele dvs. vor fi disponibile din nou în curând.',
    notFound: 'Acest tichet nu a fost găsit.',
    manager: 'Managerul dvs. de asistență: {{name}}',
    managerWrite: 'Scrieți-i lui {{name}}',
    managerSubject: 'Mesaj către managerul meu de asistență {{name}}',
    wholeMessage: 'Afișați mesajul complet',
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
