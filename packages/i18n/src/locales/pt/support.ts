import type { TCatalogue } from '../../catalogue.ts';

/** pt, namespace support. */
const catalogue: TCatalogue = {
  support: {
    title: 'Mensagens',
    unread_one: '{{count}} não lida',
    unread_many: '{{count}} não lidas',
    unread_other: '{{count}} não lidas',
    buckets: { all: 'Todas', open: 'Abertas', new: 'Novas', closed: 'Fechadas' },
    empty: 'Ainda não há mensagens aqui.',
    compose: 'Nova mensagem',
    subject: 'Assunto',
    message: 'Mensagem',
    attach: 'Anexar um ficheiro',
    send: 'Enviar',
    cancel: 'Cancelar',
    back: 'Todas as mensagens',
    reply: 'Responder',
    close: 'Fechar o ticket',
    closed: 'Este ticket está fechado. Uma resposta reabre-o.',
    more: 'Mostrar mais',
    you: 'Você',
    desk: 'Suporte',
    sent: 'A sua mensagem foi enviada.',
    ticket: 'Ticket {{number}}',
    blocked: 'O suporte está ocupado. As suas mensagens voltarão a estar disponíveis em breve.',
    notFound: 'Este ticket não foi encontrado.',
    manager: 'O seu gestor de suporte: {{name}}',
  },
  news: {
    title: 'Notícias',
    empty: 'Ainda não há notícias.',
    back: 'Todas as notícias',
    accept: 'Aceitar',
    decline: 'Recusar',
    accepted: 'Aceitou isto.',
    declined: 'Recusou isto.',
    needsAnswer: 'Precisa da sua resposta',
    unread: 'Novo',
    answered: 'Obrigado, a sua resposta foi guardada.',
  },
};
export default catalogue;
