import { TRANSACTION_TEXTS_RO } from '@openportal/shared-texts';
import type { TCatalogue } from './catalogue.ts';

/** ro: texts core sends (mail, SMS, pushes, realtime notices); never loaded by the portal. */
const messages = {
  code: {
    text: '{{brand}}: {{code}} este codul dvs. pentru a {{action}}. Expiră în {{minutes}} minute. Nu îl împărtășiți nimănui.',
    subject: '{{brand}}: {{code}}',
    action: {
      signIn: 'vă autentifica',
      passwordChange: 'schimba parola',
      passwordRecovery: 'reseta parola',
      twoStepSet: 'schimba verificarea în doi pași',
      deviceApprove: 'aproba un dispozitiv nou',
      deviceRemove: 'elimina un dispozitiv asociat',
      emailConfirm: 'confirma adresa de e-mail',
      phoneConfirm: 'confirma numărul de telefon',
      contactVerify: 'verifica datele de contact',
      paymentApprove: 'aproba o plată',
      cardReveal: 'vedea datele sau PIN-ul cardului',
      usernameChange: 'schimba numele de utilizator',
    },
  },
  securityChange: {
    what: {
      secondFactorChanged: 'Verificarea în doi pași a contului dvs. a fost modificată.',
      deviceLinked: 'Un dispozitiv nou a fost asociat contului dvs.',
      deviceRemoved: 'Un dispozitiv asociat a fost eliminat din contul dvs.',
      passwordChanged: 'Parola dvs. a fost schimbată.',
      phoneChanged: 'Numărul de telefon al contului dvs. a fost schimbat.',
      emailChanged: 'Adresa de e-mail a contului dvs. a fost schimbată.',
      usernameChanged: 'Numele de utilizator cu care vă conectați a fost schimbat.',
      accountRecovered: 'Contul dvs. a fost recuperat și s-a setat o parolă nouă. Toate sesiunile au fost închise.',
      recoveryRequested: 'Cineva a cerut recuperarea contului dvs.',
    },
    ifNotYou: 'Dacă nu ați fost dvs., contactați-ne imediat.',
  },
  newSignIn: {
    subject: 'Autentificare nouă în contul dvs.',
    body: 'Cineva s-a autentificat în contul dvs. de la {{ip}}. Dacă nu ați fost dvs., schimbați parola.',
  },
  passwordChanged: {
    subject: 'Parola dvs. a fost schimbată',
    body: 'Parola dvs. a fost schimbată. Dacă nu ați fost dvs., contactați-ne imediat.',
  },
  moneyReceived: {
    title: 'Bani primiți',
    body: 'Ați primit {{amount}} de la {{from}}.',
  },
  invoiceIssued: {
    title: 'Factură nouă',
    body: '{{from}} v-a trimis o factură de {{amount}}.',
  },
  invoicePaid: {
    title: 'Factură plătită',
    body: '{{payer}} a plătit factura dvs. de {{amount}}.',
  },
  invoiceRejected: {
    title: 'Factură respinsă',
    body: '{{payer}} a respins factura dvs. de {{amount}}.',
  },
  paymentCode: {
    text: '{{brand}}: {{code}} este codul dvs. pentru a plăti {{amount}} către {{payee}}. Expiră în {{minutes}} minute. Nu îl împărtășiți niciodată.',
    subject: '{{brand}}: {{code}} confirmă {{amount}}',
  },
  paymentAwaitsApproval: {
    title: 'O plată așteaptă aprobarea dvs.',
    body: '{{initiator}} vă cere să aprobați o plată de {{amount}} către {{payee}}.',
  },
  documentConfirmed: {
    title: 'Document confirmat',
    body: 'Documentul {{document}} a fost verificat și confirmat.',
  },
  documentRejected: {
    title: 'Document respins',
    body: 'Documentul {{document}} a fost respins: {{reason}}. Încărcați unul nou.',
  },
  documentRequested: {
    title: 'Este necesar un alt document',
    body: 'Încărcați un document {{document}}: {{reason}}.',
  },
  documentExpSoon: {
    title: 'Documentul expiră în curând',
    body: 'Documentul {{document}} expiră la {{date}}. Încărcați unul nou la timp.',
  },
  documentExpired: {
    title: 'Document expirat',
    body: 'Documentul {{document}} a expirat. Contul este limitat până încărcați unul nou.',
  },
  identityVerified: {
    title: 'Cont verificat',
    body: 'Identitatea dvs. este verificată. Acum puteți folosi contul pe deplin.',
  },
  usernameChanged: {
    title: 'Nume de utilizator schimbat',
    body: 'Acum vă conectați cu {{username}}.',
  },
  zohoNewMessage: {
    title: 'Răspuns nou de la asistență',
    body: 'Asistența a răspuns la tichetul dvs. {{ticketNumber}}.',
  },
  zohoClosedNoReply: {
    title: 'Tichet închis',
    body: 'Tichetul dvs. {{ticketNumber}} a fost închis deoarece nu am primit răspuns de la dvs.',
  },
  applicationVerified: {
    title: 'Cererea de cont de comerciant a fost aprobată',
    body: 'Cererea dvs. de cont de comerciant nr. {{id}} a fost aprobată.',
  },
  applicationRejected: {
    title: 'Cererea de cont de comerciant a fost respinsă',
    body: 'Cererea dvs. de cont de comerciant nr. {{id}} a fost respinsă: {{reason}} O puteți corecta și trimite din nou.',
  },
  historyExport: {
    title: 'Istoricul contului tău {{brand}}',
    body: 'Atașat găsiți istoricul contului pe care l-ați exportat ({{file}}).',
    file: {
      statement: 'Extras de cont',
      export: 'Istoricul contului',
      account: 'Cont',
      period: 'Perioadă',
      opening: 'Sold inițial',
      closing: 'Sold final',
      date: 'Data',
      type: 'Tip',
      description: 'Descriere',
      amount: 'Sumă',
      currency: 'Monedă',
      status: 'Stare',
      balance: 'Sold',
      transaction: 'Tranzacție',
    },
  },
  receipt: { title: 'Chitanță de plată', ...TRANSACTION_TEXTS_RO },
  accessRightsChanged: {
    title: 'Drepturile dvs. de acces s-au schimbat',
    body: 'Drepturile dvs. de acces la {{company}} au fost modificate. Se aplică de acum: le vedeți pe pagina companiei.',
  },
  kybApproved: {
    title: 'Companie aprobată',
    body: 'Verificarea {{company}} s-a încheiat: compania este aprobată și poate folosi toate serviciile.',
  },
  kybRejected: {
    title: 'Verificarea companiei nu a fost trecută',
    body: 'Verificarea {{company}} nu a fost trecută: {{reason}} Corectați și vom verifica din nou compania.',
  },
  resolutionToSign: {
    title: 'O hotărâre a {{company}} de semnat',
    body: 'Hotărârea nr. {{id}} a {{company}} așteaptă semnătura dvs. Semnați aici: {{url}}',
  },
} satisfies TCatalogue;

export default messages;
