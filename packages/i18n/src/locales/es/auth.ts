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
    otp: 'Código de un solo uso',
    otpSubmit: 'Confirmar',
    back: 'Volver',
    noAccount: '¿Aún no tiene cuenta?',
    register: 'Crear una cuenta',
    unsupportedFlow: 'Este método de inicio de sesión no está disponible aquí.',
    required: 'Introduzca su correo electrónico y contraseña.',
    forgot: '¿Olvidó su contraseña?',
    pushTitle: 'Apruebe en su dispositivo',
    pushHint: 'Enviamos una solicitud de inicio de sesión a su dispositivo vinculado. Apruébela allí para continuar.',
    pushDevice: '{{name}} ({{type}})',
    pushWaiting: 'Esperando la aprobación…',
    pushLink: 'Abra la solicitud en su teléfono (o escanéela como código QR)',
    pushResend: 'Enviar de nuevo',
    pushResent: 'Enviado de nuevo.',
    pushResendFailed: 'No se pudo enviar de nuevo. Empiece otra vez.',
  },
  terms: {
    title: 'Acepte los términos',
    intro: 'Nuestros términos han cambiado. Léalos y acéptelos para continuar.',
    tickAll: 'Marque todas las casillas para continuar.',
    accept: 'Aceptar y continuar',
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
};
export default catalogue;
