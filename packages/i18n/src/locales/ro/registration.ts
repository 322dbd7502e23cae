import type { TCatalogue } from '../../catalogue.ts';

/** ro, namespace registration. */
const catalogue: TCatalogue = {
  register: {
    title: 'Creați un cont personal',
    email: 'E-mail',
    password: 'Parolă',
    passwordHint: 'Cel puțin 8 caractere, cu o literă și o cifră.',
    firstName: 'Prenume',
    lastName: 'Nume',
    category: 'Ocupație',
    country: 'Țara de reședință',
    terms: 'Accept termenii',
    submit: 'Creează contul',
    haveAccount: 'Aveți deja un cont?',
    signIn: 'Autentificare',
    registrationRegistrationCompleted: 'Înregistrare finalizată. V-am trimis un link de activare pe e-mail.',
    errors: {
      email: 'Introduceți o adresă de e-mail validă',
      emailLocalPart: 'Partea dinainte de @ este prea lungă',
      tooLong: 'Textul este prea lung',
      passwordShort: 'Parola trebuie să aibă cel puțin 8 caractere',
      passwordLong: 'Parola trebuie să aibă cel mult 128 de caractere',
      passwordLetter: 'Parola trebuie să conțină o literă',
      passwordDigit: 'Parola trebuie să conțină o cifră',
      country: 'Alegeți o țară',
      terms: 'Trebuie să acceptați termenii',
    },
    categories: {
      webmasters: 'Webmasteri',
      freelancers: 'Liber-profesioniști',
      webcamModels: 'Modele webcam',
      developers: 'Dezvoltatori',
      independentContractors: 'Contractori independenți',
      others: 'Alții',
    },
  },
  registered: {
    title: 'Verifică-ți e-mailul',
    sentTo: 'Am trimis un link de activare la {{email}}.',
    sent: 'Am trimis un link de activare pe e-mailul tău.',
    next: 'Ce urmează',
    step1: 'Deschide linkul din e-mail pentru a-ți activa contul.',
    step2: 'Autentifică-te cu e-mailul și parola.',
    step3: 'Verifică-ți identitatea și certifică-ți rezidența fiscală: te ghidăm pas cu pas.',
    noMail: 'Niciun e-mail după câteva minute? Uită-te în dosarul de spam.',
    signIn: 'Mergi la autentificare',
  },
  activation: {
    title: 'Activarea contului',
    inProgress: 'Se activează contul…',
    success: 'Contul dumneavoastră a fost activat.',
    incomplete: 'Linkul de activare este incomplet.',
    failed: 'Acest link de activare nu poate fi folosit.',
    resend: 'Trimite un nou link de activare',
    resent: 'Dacă {{email}} așteaptă activarea, un nou link este pe drum.',
    employeeIntro: 'Compania v-a adăugat ca utilizator ({{email}}). Alegeți o parolă pentru a vă activa accesul.',
    password: 'Parolă',
    submit: 'Activați',
  },
  termsLabels: {
    termsOfService: {
      label: 'Termenii și condițiile {{brand}}',
      text: 'Am citit și accept Termenii și condițiile și Politica de confidențialitate {{brand}}.',
    },
  },
};
export default catalogue;
