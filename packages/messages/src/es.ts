import { TRANSACTION_TEXTS_ES } from '@openportal/shared-texts';
import type { TCatalogue } from './catalogue.ts';

/** es: texts core sends (mail, SMS, pushes, realtime notices); never loaded by the portal. */
const messages = {
  code: {
    text: '{{brand}}: {{code}} es su código para {{action}}. Caduca en {{minutes}} minutos. No lo comparta nunca.',
    subject: '{{brand}}: {{code}}',
    action: {
      signIn: 'iniciar sesión',
      passwordChange: 'cambiar su contraseña',
      passwordRecovery: 'restablecer su contraseña',
      twoStepSet: 'cambiar la verificación en dos pasos',
      deviceApprove: 'aprobar un dispositivo nuevo',
      deviceRemove: 'quitar un dispositivo vinculado',
      emailConfirm: 'confirmar su correo electrónico',
      phoneConfirm: 'confirmar su número de teléfono',
      contactVerify: 'verificar sus datos de contacto',
      paymentApprove: 'aprobar un pago',
      cardReveal: 'ver los datos o el PIN de su tarjeta',
      usernameChange: 'cambiar su nombre de usuario',
    },
  },
  securityChange: {
    what: {
      secondFactorChanged: 'Se cambió la verificación en dos pasos de su cuenta.',
      deviceLinked: 'Se vinculó un dispositivo nuevo a su cuenta.',
      deviceRemoved: 'Se quitó un dispositivo vinculado de su cuenta.',
      passwordChanged: 'Su contraseña ha cambiado.',
      phoneChanged: 'Se cambió el número de teléfono de su cuenta.',
      emailChanged: 'Se cambió la dirección de correo de su cuenta.',
      usernameChanged: 'Se cambió el nombre de usuario con el que inicia sesión.',
      accountRecovered: 'Su cuenta se recuperó y se fijó una contraseña nueva. Se cerraron todas las sesiones.',
      recoveryRequested: 'Alguien pidió recuperar su cuenta.',
    },
    ifNotYou: 'Si no fue usted, contáctenos de inmediato.',
  },
  newSignIn: {
    subject: 'Nuevo inicio de sesión en su cuenta',
    body: 'Alguien inició sesión en su cuenta desde {{ip}}. Si no fue usted, cambie su contraseña.',
  },
  passwordChanged: {
    subject: 'Su contraseña ha cambiado',
    body: 'Su contraseña ha cambiado. Si no fue usted, contáctenos de inmediato.',
  },
  moneyReceived: {
    title: 'Dinero recibido',
    body: 'Ha recibido {{amount}} de {{from}}.',
  },
  invoiceIssued: {
    title: 'Nueva factura',
    body: '{{from}} le envió una factura por {{amount}}.',
  },
  invoicePaid: {
    title: 'Factura pagada',
    body: '{{payer}} pagó su factura por {{amount}}.',
  },
  invoiceRejected: {
    title: 'Factura rechazada',
    body: '{{payer}} rechazó su factura por {{amount}}.',
  },
  paymentCode: {
    text: '{{brand}}: {{code}} es su código para pagar {{amount}} a {{payee}}. Caduca en {{minutes}} minutos. No lo comparta nunca.',
    subject: '{{brand}}: {{code}} confirma {{amount}}',
  },
  paymentAwaitsApproval: {
    title: 'Un pago espera su aprobación',
    body: '{{initiator}} le pide aprobar un pago de {{amount}} a {{payee}}.',
  },
  documentConfirmed: {
    title: 'Documento confirmado',
    body: 'Su {{document}} fue revisado y confirmado.',
  },
  documentRejected: {
    title: 'Documento rechazado',
    body: 'Su {{document}} fue rechazado: {{reason}}. Suba uno nuevo.',
  },
  documentRequested: {
    title: 'Se necesita otro documento',
    body: 'Suba un {{document}}: {{reason}}.',
  },
  documentExpSoon: {
    title: 'El documento caduca pronto',
    body: 'Su {{document}} caduca el {{date}}. Suba uno nuevo a tiempo.',
  },
  documentExpired: {
    title: 'Documento caducado',
    body: 'Su {{document}} ha caducado. Su cuenta está limitada hasta que suba uno nuevo.',
  },
  identityVerified: {
    title: 'Cuenta verificada',
    body: 'Su identidad está verificada. Ya puede usar su cuenta por completo.',
  },
  usernameChanged: {
    title: 'Nombre de usuario cambiado',
    body: 'Ahora inicia sesión con {{username}}.',
  },
  zohoNewMessage: {
    title: 'Nueva respuesta del soporte',
    body: 'El soporte respondió a su ticket {{ticketNumber}}.',
  },
  zohoClosedNoReply: {
    title: 'Ticket cerrado',
    body: 'Su ticket {{ticketNumber}} se cerró porque no recibimos respuesta suya.',
  },
  applicationVerified: {
    title: 'Solicitud de cuenta de comercio aprobada',
    body: 'Tu solicitud de cuenta de comercio n.º {{id}} fue aprobada.',
  },
  applicationRejected: {
    title: 'Solicitud de cuenta de comercio rechazada',
    body: 'Tu solicitud de cuenta de comercio n.º {{id}} fue rechazada: {{reason}} Puedes corregirla y enviarla de nuevo.',
  },
  historyExport: {
    title: 'Tu historial de cuenta de {{brand}}',
    body: 'Adjuntamos el historial de cuenta que exportaste ({{file}}).',
    file: {
      statement: 'Extracto de cuenta',
      export: 'Historial de cuenta',
      account: 'Cuenta',
      period: 'Periodo',
      opening: 'Saldo inicial',
      closing: 'Saldo final',
      date: 'Fecha',
      type: 'Tipo',
      description: 'Descripción',
      amount: 'Importe',
      currency: 'Moneda',
      status: 'Estado',
      balance: 'Saldo',
      transaction: 'Transacción',
    },
  },
  receipt: { title: 'Comprobante de pago', ...TRANSACTION_TEXTS_ES },
  accessRightsChanged: {
    title: 'Tus derechos de acceso cambiaron',
    body: 'Tus derechos de acceso en {{company}} han cambiado. Se aplican desde ahora: consúltalos en la página de la empresa.',
  },
  kybApproved: {
    title: 'Empresa aprobada',
    body: 'La revisión de {{company}} ha terminado: la empresa está aprobada y puede usar todos los servicios.',
  },
  kybRejected: {
    title: 'La revisión de la empresa no se superó',
    body: 'La revisión de {{company}} no se superó: {{reason}} Corrígelo y revisaremos la empresa de nuevo.',
  },
  resolutionToSign: {
    title: 'Una resolución de {{company}} para firmar',
    body: 'La resolución n.º {{id}} de {{company}} espera tu firma. Fírmala aquí: {{url}}',
  },
} satisfies TCatalogue;

export default messages;
