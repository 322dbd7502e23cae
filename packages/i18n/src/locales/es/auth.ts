import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Iniciar sesión',
    username: 'Correo electrónico',
    password: 'Contraseña',
    staySignedIn: 'Mantener la sesión iniciada en este dispositivo',
    submit: 'Entrar',
    otpTitle: 'Código de un solo uso',
    otpHint: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
    smsHint: 'Introduzca el código de 6 dígitos que enviamos al {{phone}} (mensaje n.º {{id}}).',
    verifyDeviceHint:
      'Introduce el código de 6 dígitos que te enviamos por correo electrónico para aprobar este inicio de sesión.',
    otp: 'Código de un solo uso',
    otpSubmit: 'Confirmar',
    back: 'Volver',
    noAccount: '¿Aún no tiene cuenta?',
    register: 'Crear una cuenta',
    unsupportedFlow: 'Este método de inicio de sesión no está disponible aquí.',
    required: 'Introduzca su correo electrónico y contraseña.',
    forgot: '¿Olvidó su contraseña?',
    lostEmail: '¿Perdió el acceso a su correo?',
    pushTitle: 'Apruebe en su dispositivo',
    pushHint: 'Enviamos una solicitud de inicio de sesión a su dispositivo vinculado. Apruébela allí para continuar.',
    pushDevice: '{{name}} ({{type}})',
    pushWaiting: 'Esperando la aprobación…',
    pushLink: 'Abra la solicitud en su teléfono (o escanéela como código QR)',
    pushQr: 'Escanee este código con su teléfono para abrir la solicitud',
    pushResend: 'Enviar de nuevo',
    pushResent: 'Enviado de nuevo.',
    pushResendFailed: 'No se pudo enviar de nuevo. Empiece otra vez.',
    migrateApprove:
      'Enviamos una solicitud a su teléfono vinculado. Apruébela allí: a partir de ahora, los inicios de sesión esperarán su aprobación.',
    migrateLink:
      'Abra este enlace en su teléfono (o escanee el código QR) para vincularlo. Después aprobará este inicio de sesión y los siguientes.',
    migrateFailed: 'No se pudo obtener el enlace. Vuelva atrás e inicie sesión de nuevo.',
    approvedDevice: 'Inicio de sesión aprobado en su dispositivo vinculado.',
  },
  terms: {
    title: 'Acepte los términos',
    intro: 'Nuestros términos han cambiado. Léalos y acéptelos para continuar.',
    tickAll: 'Marque todas las casillas para continuar.',
    accept: 'Aceptar y continuar',
  },
  recovery: {
    title: 'Recupere su cuenta',
    intro:
      'Díganos qué cuenta es y quién es usted. ¿Aún tiene el correo o el teléfono de la cuenta? Escriba ese correo también como correo nuevo: enviamos un código al correo y al teléfono de la cuenta. ¿Los ha perdido? Indique un correo en el que podamos contactarle ahora: nuestro equipo revisará su solicitud y le escribirá allí.',
    required: 'Rellene todos los campos.',
    send: 'Enviar el código',
    check: 'Comprobar el código',
    setPassword: 'Establecer la contraseña',
    codeHint: 'Introduzca el código de 6 dígitos que enviamos a {{email}}.',
    codeHintAccount:
      'Si este correo corresponde a una cuenta, enviamos un código de 6 dígitos al correo y al teléfono de esa cuenta. Introdúzcalo aquí.',
    success: 'Su contraseña está establecida. Inicie sesión con ella.',
    fields: {
      email: 'Correo de la cuenta (su usuario)',
      recoveryEmail: 'Correo nuevo',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      dob: 'Fecha de nacimiento',
      code: 'Código del correo',
    },
    status: {
      pending: 'Esperamos el código.',
      inReview:
        'Nuestro equipo revisa su solicitud y le escribirá a {{email}}. Si aún recibe los correos o mensajes de la cuenta, puede introducir arriba el código que contienen.',
      approved: 'Su solicitud está aprobada: establezca una contraseña nueva.',
      rejected: 'Su solicitud fue rechazada: {{reason}}',
    },
  },
  reset: {
    title: 'Restablecer la contraseña',
    email: 'Correo electrónico',
    code: 'Código del correo',
    password: 'Nueva contraseña',
    repeat: 'Repita la nueva contraseña',
    next: 'Continuar',
    mismatch: 'Las contraseñas no coinciden',
    done: 'Su contraseña se ha cambiado. Inicie sesión con la nueva.',
    toLogin: 'Volver a iniciar sesión',
    hint: {
      email: 'Le enviaremos un código por correo si alguna cuenta usa esta dirección.',
      code: 'Introduzca el código de 6 dígitos del correo.',
      password: 'De 8 a 128 caracteres, con una letra y un dígito.',
    },
  },
  scp: {
    title: 'Aprueba los inicios de sesión en tu teléfono',
    soft: 'Pronto cada inicio de sesión necesitará la aprobación de tu teléfono vinculado.',
    strict: 'Ahora los inicios de sesión necesitan la aprobación de tu teléfono vinculado. Configúralo para continuar.',
    daysLeft: 'Días restantes para configurarlo: {{days}}',
    enable:
      'Primero vincula tu teléfono: abre en él la página del dispositivo e introduce su código en Dispositivos vinculados; luego elige Push para el inicio de sesión.',
    migrate: 'Tu teléfono está vinculado: elige Push para el inicio de sesión en Verificación en dos pasos.',
    setUp: 'Configurar ahora',
    later: 'Más tarde',
  },
  adminOverview: {
    title: 'Resumen de administración',
    hint: 'Elige el cliente en cuyo nombre actuar o continúa al inicio.',
    empty: 'No hay clientes que mostrar.',
    open: 'Abrir',
    home: 'Ir al inicio',
  },
  scpMobile: {
    title: 'Inicio de sesión seguro en este teléfono',
    hint: 'Abre la aplicación para vincular este teléfono a tu cuenta y aprobar en él los inicios de sesión.',
    open: 'Abrir en la aplicación',
    noCode: 'Este enlace no tiene código. Ábrelo desde el código QR de Dispositivos vinculados en tu configuración.',
    noApp: '¿Aún no tienes la aplicación? Descárgala primero y vuelve a abrir este enlace.',
    ios: 'App Store',
    android: 'Google Play',
  },
};
export default catalogue;
