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
    categories: {
      webmasters: 'Webmasteri',
      freelancers: 'Liber-profesioniști',
      webcamModels: 'Modele webcam',
      developers: 'Dezvoltatori',
      independentContractors: 'Contractori independenți',
      others: 'Alții',
    },
  },
  activation: {
    title: 'Activarea contului',
    inProgress: 'Se activează contul…',
    success: 'Contul dumneavoastră a fost activat.',
    incomplete: 'Linkul de activare este incomplet.',
  },
};
export default catalogue;
