import type { TCatalogue } from '../../catalogue.ts';

/** es, namespace registration. */
const catalogue: TCatalogue = {
  register: {
    title: 'Crear una cuenta personal',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres, con una letra y un dígito.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    category: 'Ocupación',
    country: 'País de residencia',
    terms: 'Acepto las condiciones',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tiene una cuenta?',
    signIn: 'Iniciar sesión',
    registrationRegistrationCompleted:
      'Registro completado. Le hemos enviado un enlace de activación por correo electrónico.',
    errors: {
      email: 'Introduzca un correo electrónico válido',
      emailLocalPart: 'La parte antes de @ es demasiado larga',
      tooLong: 'Es demasiado largo',
      passwordShort: 'La contraseña debe tener al menos 8 caracteres',
      passwordLong: 'La contraseña debe tener como máximo 128 caracteres',
      passwordLetter: 'La contraseña debe contener una letra',
      passwordDigit: 'La contraseña debe contener un dígito',
      country: 'Elija un país',
      terms: 'Debe aceptar las condiciones',
    },
    categories: {
      webmasters: 'Webmasters',
      freelancers: 'Autónomos',
      webcamModels: 'Modelos de webcam',
      developers: 'Desarrolladores',
      independentContractors: 'Contratistas independientes',
      others: 'Otros',
    },
  },
  registered: {
    title: 'Revise su correo',
    sentTo: 'Hemos enviado un enlace de activación a {{email}}.',
    sent: 'Hemos enviado un enlace de activación a su correo.',
    next: 'Qué sigue',
    step1: 'Abra el enlace del correo para activar su cuenta.',
    step2: 'Inicie sesión con su correo y su contraseña.',
    step3: 'Verifique su identidad y certifique su residencia fiscal: le guiamos paso a paso.',
    noMail: '¿No llega el correo en unos minutos? Mire en la carpeta de spam.',
    signIn: 'Ir al inicio de sesión',
  },
  activation: {
    title: 'Activación de la cuenta',
    inProgress: 'Activando su cuenta…',
    success: 'Su cuenta ha sido activada.',
    incomplete: 'El enlace de activación está incompleto.',
    failed: 'Este enlace de activación no se puede usar.',
    resend: 'Enviar un nuevo enlace de activación',
    resent: 'Si {{email}} espera la activación, le enviamos un nuevo enlace.',
    employeeIntro: 'Su empresa le ha añadido como usuario ({{email}}). Elija una contraseña para activar su acceso.',
    password: 'Contraseña',
    submit: 'Activar',
  },
  termsLabels: {
    termsOfService: {
      label: 'Condiciones del servicio de {{brand}}',
      text: 'He leído y acepto las Condiciones del servicio y la Política de privacidad de {{brand}}.',
    },
  },
};
export default catalogue;
