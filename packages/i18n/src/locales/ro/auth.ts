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
    verifyDeviceHint:
      'Introdu codul de 6 cifre pe care ți l-am trimis prin e-mail pentru a aproba această autentificare.',
    otp: 'Cod unic',
    otpSubmit: 'Confirmă',
    back: 'Înapoi',
    noAccount: 'Nu aveți încă un cont?',
    register: 'Creați un cont',
    unsupportedFlow: 'Această metodă de autentificare nu este disponibilă aici.',
    required: 'Introduceți e-mailul și parola.',
    forgot: 'Ați uitat parola?',
    lostEmail: 'Ați pierdut accesul la e-mail?',
    pushTitle: 'Aprobați pe dispozitivul dvs.',
    pushHint: 'Am trimis o cerere de autentificare pe dispozitivul asociat. Aprobați-o acolo pentru a continua.',
    pushDevice: '{{name}} ({{type}})',
    pushWaiting: 'Se așteaptă aprobarea…',
    pushLink: 'Deschideți cererea pe telefon (sau scanați-o ca cod QR)',
    pushQr: 'Scanați acest cod cu telefonul pentru a deschide cererea',
    pushResend: 'Trimiteți din nou',
    pushResent: 'Trimis din nou.',
    pushResendFailed: 'Nu s-a putut trimite din nou. Reîncepeți.',
    migrateApprove:
      'Am trimis o solicitare pe telefonul conectat. Aprobați-o acolo: de acum, autentificările vor aștepta aprobarea lui.',
    migrateLink:
      'Deschideți acest link pe telefon (sau scanați codul QR) pentru a-l conecta. Apoi va aproba această autentificare și pe cele următoare.',
    migrateFailed: 'Nu am putut obține linkul. Reveniți și autentificați-vă din nou.',
    approvedDevice: 'Autentificare aprobată pe dispozitivul conectat.',
  },
  terms: {
    title: 'Acceptați termenii',
    intro: 'Termenii noștri s-au schimbat. Citiți-i și acceptați-i pentru a continua.',
    tickAll: 'Bifați toate căsuțele pentru a continua.',
    accept: 'Acceptați și continuați',
  },
  recovery: {
    title: 'Recuperați-vă contul',
    intro:
      'Spuneți-ne despre ce cont este vorba și cine sunteți. Mai aveți e-mailul sau telefonul contului? Scrieți acel e-mail și ca e-mail nou: trimitem un cod la e-mailul și telefonul contului. Le-ați pierdut? Dați un e-mail la care vă putem contacta acum: echipa noastră vă analizează cererea și vă scrie acolo.',
    required: 'Completați toate câmpurile.',
    send: 'Trimiteți codul',
    check: 'Verificați codul',
    setPassword: 'Setați parola',
    codeHint: 'Introduceți codul de 6 cifre trimis la {{email}}.',
    codeHintAccount:
      'Dacă acest e-mail aparține unui cont, am trimis un cod de 6 cifre la e-mailul și telefonul acelui cont. Introduceți-l aici.',
    success: 'Parola este setată. Autentificați-vă cu ea.',
    fields: {
      email: 'E-mailul contului (utilizatorul dvs.)',
      recoveryEmail: 'E-mail nou',
      firstName: 'Prenume',
      lastName: 'Nume',
      dob: 'Data nașterii',
      code: 'Codul din e-mail',
    },
    status: {
      pending: 'Așteptăm codul.',
      inReview:
        'Echipa noastră vă analizează cererea și vă va scrie la {{email}}. Dacă mai primiți e-mailurile sau SMS-urile contului, puteți introduce mai sus codul din ele.',
      approved: 'Cererea este aprobată: setați o parolă nouă.',
      rejected: 'Cererea a fost refuzată: {{reason}}',
    },
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
  scp: {
    title: 'Aprobă autentificările pe telefon',
    soft: 'În curând fiecare autentificare va necesita aprobarea pe telefonul asociat.',
    strict: 'Autentificările necesită acum aprobarea pe telefonul asociat. Configurează-l pentru a continua.',
    daysLeft: 'Zile rămase pentru configurare: {{days}}',
    enable:
      'Asociază mai întâi telefonul: deschide pe el pagina dispozitivului și introdu codul la Dispozitive asociate, apoi alege Push pentru autentificare.',
    migrate: 'Telefonul tău este asociat: alege Push pentru autentificare la Verificarea în doi pași.',
    setUp: 'Configurează acum',
    later: 'Mai târziu',
  },
  adminOverview: {
    title: 'Prezentare generală administrare',
    hint: 'Alege clientul în numele căruia acționezi sau continuă spre pagina principală.',
    empty: 'Nu există clienți de afișat.',
    open: 'Deschide',
    home: 'Mergi la pagina principală',
  },
  scpMobile: {
    title: 'Autentificare sigură pe acest telefon',
    hint: 'Deschide aplicația pentru a asocia acest telefon contului tău și a aproba autentificările pe el.',
    open: 'Deschide în aplicație',
    noCode: 'Acest link nu are cod. Deschide-l din codul QR de la Dispozitive asociate din setări.',
    noApp: 'Nu ai încă aplicația? Instaleaz-o mai întâi, apoi deschide din nou acest link.',
    ios: 'App Store',
    android: 'Google Play',
  },
};
export default catalogue;
