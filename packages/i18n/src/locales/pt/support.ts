import type { TCatalogue } from '../../catalogue.ts';
import shared from '../../shared/support/pt.ts';

/** pt, namespace support. */
const catalogue: TCatalogue = {
  support: {
    ...shared,
    title: 'Mensagens',
    unread_one: '{{count}} não lida',
    unread_many: '{{count}} não lidas',
    unread_other: '{{count}} não lidas',
    empty: 'Ainda não há mensagens aqui.',
    compose: 'Nova mensagem',
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
    blocked: 'O suporte está ocupado. As suas mensagens voltarão a estar disponíveis em breve.',
    notFound: 'Este ticket não foi encontrado.',
    manager: 'O seu gestor de suporte: {{name}}',
    managerWrite: 'Escrever a {{name}}',
    managerSubject: 'Mensagem para o meu gestor de suporte {{name}}',
    wholeMessage: 'Mostrar a mensagem completa',
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
