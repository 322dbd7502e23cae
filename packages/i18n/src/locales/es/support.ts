import type { TCatalogue } from '../../catalogue.ts';
import shared from '../../shared/support/es.ts';

/** es, namespace support. */
const catalogue: TCatalogue = {
  support: {
    ...shared,
    title: 'Mensajes',
    unread_one: '{{count}} sin leer',
    unread_many: '{{count}} sin leer',
    unread_other: '{{count}} sin leer',
    empty: 'Aún no hay mensajes aquí.',
    compose: 'Nuevo mensaje',
    message: 'Mensaje',
    attach: 'Adjuntar un archivo',
    send: 'Enviar',
    cancel: 'Cancelar',
    back: 'Todos los mensajes',
    reply: 'Responder',
    close: 'Cerrar el ticket',
    closed: 'Este ticket está cerrado. Una respuesta lo vuelve a abrir.',
    more: 'Mostrar más',
    you: 'Usted',
    desk: 'Soporte',
    sent: 'Su mensaje se ha enviado.',
    blocked: 'El soporte está ocupado. Sus mensajes volverán a estar disponibles en breve.',
    notFound: 'No se encontró este ticket.',
    manager: 'Su gestor de soporte: {{name}}',
    managerWrite: 'Escribir a {{name}}',
    managerSubject: 'Mensaje a mi gestor de soporte {{name}}',
    wholeMessage: 'Mostrar el mensaje completo',
  },
  news: {
    title: 'Noticias',
    empty: 'Aún no hay noticias.',
    back: 'Todas las noticias',
    accept: 'Aceptar',
    decline: 'Rechazar',
    accepted: 'Usted aceptó esto.',
    declined: 'Usted rechazó esto.',
    needsAnswer: 'Necesita su respuesta',
    unread: 'Nuevo',
    answered: 'Gracias, se guardó su respuesta.',
  },
};
export default catalogue;
