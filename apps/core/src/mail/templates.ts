/** Activation mail in the six languages (spec 1 §1). Unknown languages fall back to English. */
const ACTIVATION = {
  en: { subject: 'Activate your account', hello: 'Hello', body: 'Open this link to activate your account:' },
  es: { subject: 'Active su cuenta', hello: 'Hola', body: 'Abra este enlace para activar su cuenta:' },
  ro: { subject: 'Activați-vă contul', hello: 'Bună ziua', body: 'Deschideți acest link pentru a vă activa contul:' },
  ru: {
    subject: 'Активируйте свой аккаунт',
    hello: 'Здравствуйте',
    body: 'Откройте эту ссылку, чтобы активировать аккаунт:',
  },
  ua: {
    subject: 'Активуйте свій обліковий запис',
    hello: 'Вітаємо',
    body: 'Відкрийте це посилання, щоб активувати обліковий запис:',
  },
  pt: { subject: 'Ative a sua conta', hello: 'Olá', body: 'Abra este link para ativar a sua conta:' },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function activationMail(lang: string, firstName: string, link: string) {
  const t = ACTIVATION[(lang in ACTIVATION ? lang : 'en') as keyof typeof ACTIVATION];
  return {
    subject: t.subject,
    text: `${t.hello} ${firstName},\n\n${t.body}\n${link}\n`,
    html: `<p>${t.hello} ${escapeHtml(firstName)},</p><p>${t.body}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** The self-certification link a company's representative gets (issue 26; spec 1 §6 authSecret). */
const CERTIFICATION = {
  en: {
    subject: 'Complete your self-certification',
    body: 'names you as its representative. Open this link to complete your tax self-certification:',
  },
  es: {
    subject: 'Complete su autocertificación',
    body: 'le indica como su representante. Abra este enlace para completar su autocertificación fiscal:',
  },
  ro: {
    subject: 'Completați autocertificarea',
    body: 'vă numește reprezentantul său. Deschideți acest link pentru a completa autocertificarea fiscală:',
  },
  ru: {
    subject: 'Пройдите самосертификацию',
    body: 'указала вас своим представителем. Откройте ссылку, чтобы пройти налоговую самосертификацию:',
  },
  ua: {
    subject: 'Пройдіть самосертифікацію',
    body: 'вказала вас своїм представником. Відкрийте посилання, щоб пройти податкову самосертифікацію:',
  },
  pt: {
    subject: 'Conclua a sua autocertificação',
    body: 'indica-o como seu representante. Abra este link para concluir a sua autocertificação fiscal:',
  },
} as const;

export function certificationLinkMail(lang: string, firstName: string, company: string, link: string) {
  const t = CERTIFICATION[(lang in CERTIFICATION ? lang : 'en') as keyof typeof CERTIFICATION];
  const hello = ACTIVATION[(lang in ACTIVATION ? lang : 'en') as keyof typeof ACTIVATION].hello;
  return {
    subject: t.subject,
    text: `${hello} ${firstName},\n\n${company} ${t.body}\n${link}\n`,
    html: `<p>${hello} ${escapeHtml(firstName)},</p><p>${escapeHtml(company)} ${t.body}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}
