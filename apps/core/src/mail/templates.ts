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
