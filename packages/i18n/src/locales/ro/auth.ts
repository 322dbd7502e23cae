import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Autentificare',
    username: 'E-mail',
    password: 'Parolă',
    submit: 'Autentificare',
    otpTitle: 'Cod unic',
    otpHint: 'Introduceți codul de 6 cifre din aplicația de autentificare.',
    otp: 'Cod unic',
    otpSubmit: 'Confirmă',
    back: 'Înapoi',
    noAccount: 'Nu aveți încă un cont?',
    register: 'Creați un cont',
    unsupportedFlow: 'Această metodă de autentificare nu este disponibilă aici.',
    required: 'Introduceți e-mailul și parola.',
  },
};
export default catalogue;
