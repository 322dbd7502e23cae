import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace auth. */
const catalogue: TCatalogue = {
  login: {
    title: 'Autentificare',
    username: 'E-mail',
    password: 'Parolă',
    staySignedIn: 'Rămâi conectat pe acest dispozitiv',
    submit: 'Autentificare',
    otpTitle: 'Cod unic',
    otpHint: 'Introduceți codul de 6 cifre din aplicația de autentificare.',
    smsHint: 'Introduceți codul de 6 cifre trimis la {{phone}} (mesajul nr. {{id}}).',
    otp: 'Cod unic',
    otpSubmit: 'Confirmă',
    back: 'Înapoi',
    noAccount: 'Nu aveți încă un cont?',
    register: 'Creați un cont',
    unsupportedFlow: 'Această metodă de autentificare nu este disponibilă aici.',
    required: 'Introduceți e-mailul și parola.',
    forgot: 'Ați uitat parola?',
    pushTitle: 'Aprobați pe dispozitivul dvs.',
    pushHint: 'Am trimis o cerere de autentificare pe dispozitivul asociat. Aprobați-o acolo pentru a continua.',
    pushDevice: '{{name}} ({{type}})',
    pushWaiting: 'Se așteaptă aprobarea…',
    pushLink: 'Deschideți cererea pe telefon (sau scanați-o ca cod QR)',
    pushResend: 'Trimiteți din nou',
    pushResent: 'Trimis din nou.',
    pushResendFailed: 'Nu s-a putut trimite din nou. Reîncepeți.',
  },
  terms: {
    title: 'Acceptați termenii',
    intro: 'Termenii noștri s-au schimbat. Citiți-i și acceptați-i pentru a continua.',
    tickAll: 'Bifați toate căsuțele pentru a continua.',
    accept: 'Acceptați și continuați',
  },
  reset: {
    title: 'Resetați parola',
    email: 'E-mail',
    code: 'Codul din e-mail',
    password: 'Parola nouă',
    repeat: 'Repetați parola nouă',
    next: 'Continuă',
    mismatch: 'Parolele nu coincid',
    done: 'Parola dvs. a fost schimbată. Autentificați-vă cu cea nouă.',
    toLogin: 'Înapoi la autentificare',
    hint: {
      email: 'Vă trimitem un cod pe e-mail dacă un cont folosește această adresă.',
      code: 'Introduceți codul de 6 cifre din e-mail.',
      password: 'Între 8 și 128 de caractere, cu o literă și o cifră.',
    },
  },
};
export default catalogue;
