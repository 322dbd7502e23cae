import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Iniciar sesión',
    username: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Entrar',
    otpTitle: 'Código de un solo uso',
    otpHint: 'Introduzca el código de 6 dígitos de su aplicación de autenticación.',
    otp: 'Código de un solo uso',
    otpSubmit: 'Confirmar',
    back: 'Volver',
    noAccount: '¿Aún no tiene cuenta?',
    register: 'Crear una cuenta',
    unsupportedFlow: 'Este método de inicio de sesión no está disponible aquí.',
    required: 'Introduzca su correo electrónico y contraseña.',
  },
};
export default catalogue;
