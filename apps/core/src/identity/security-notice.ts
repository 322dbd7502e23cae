import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../jobs/index.ts';
import { newId } from '../platform/crypto.ts';

/**
 * Changes to how an account is secured. Each sends a notice to every address the account has
 * (issue 18: a session alone must never change a factor unseen): the sign-in e-mail and the
 * confirmed phones. Unlike the opt-in notices (newSignIn, passwordChanged), these are always sent.
 */
export const SECURITY_CHANGES = [
  'secondFactorChanged',
  'deviceLinked',
  'deviceRemoved',
  'passwordChanged',
  'phoneChanged',
  'emailChanged',
  'accountRecovered',
  'recoveryRequested',
] as const;
export type TSecurityChange = (typeof SECURITY_CHANGES)[number];

const IF_NOT_YOU: Record<TLanguage, string> = {
  en: 'If it was not you, contact us at once.',
  es: 'Si no fue usted, contáctenos de inmediato.',
  ro: 'Dacă nu ați fost dvs., contactați-ne imediat.',
  ru: 'Если это были не вы, немедленно свяжитесь с нами.',
  ua: 'Якщо це були не ви, негайно зв’яжіться з нами.',
  pt: 'Se não foi você, contacte-nos de imediato.',
};

const WHAT: Record<TLanguage, Record<TSecurityChange, string>> = {
  en: {
    secondFactorChanged: 'Two-step verification of your account was changed.',
    deviceLinked: 'A new device was linked to your account.',
    deviceRemoved: 'A linked device was removed from your account.',
    passwordChanged: 'Your password was changed.',
    phoneChanged: 'The phone number of your account was changed.',
    emailChanged: 'The e-mail address of your account was changed.',
    accountRecovered: 'Your account was recovered and a new password was set. Every session was signed out.',
    recoveryRequested: 'Someone asked to recover your account.',
  },
  es: {
    secondFactorChanged: 'Se cambió la verificación en dos pasos de su cuenta.',
    deviceLinked: 'Se vinculó un dispositivo nuevo a su cuenta.',
    deviceRemoved: 'Se quitó un dispositivo vinculado de su cuenta.',
    passwordChanged: 'Su contraseña ha cambiado.',
    phoneChanged: 'Se cambió el número de teléfono de su cuenta.',
    emailChanged: 'Se cambió la dirección de correo de su cuenta.',
    accountRecovered: 'Su cuenta se recuperó y se fijó una contraseña nueva. Se cerraron todas las sesiones.',
    recoveryRequested: 'Alguien pidió recuperar su cuenta.',
  },
  ro: {
    secondFactorChanged: 'Verificarea în doi pași a contului dvs. a fost modificată.',
    deviceLinked: 'Un dispozitiv nou a fost asociat contului dvs.',
    deviceRemoved: 'Un dispozitiv asociat a fost eliminat din contul dvs.',
    passwordChanged: 'Parola dvs. a fost schimbată.',
    phoneChanged: 'Numărul de telefon al contului dvs. a fost schimbat.',
    emailChanged: 'Adresa de e-mail a contului dvs. a fost schimbată.',
    accountRecovered: 'Contul dvs. a fost recuperat și s-a setat o parolă nouă. Toate sesiunile au fost închise.',
    recoveryRequested: 'Cineva a cerut recuperarea contului dvs.',
  },
  ru: {
    secondFactorChanged: 'Двухэтапная проверка вашего аккаунта была изменена.',
    deviceLinked: 'К вашему аккаунту привязано новое устройство.',
    deviceRemoved: 'Привязанное устройство удалено из вашего аккаунта.',
    passwordChanged: 'Ваш пароль был изменён.',
    phoneChanged: 'Номер телефона вашего аккаунта был изменён.',
    emailChanged: 'Адрес электронной почты вашего аккаунта был изменён.',
    accountRecovered: 'Ваш аккаунт восстановлен, установлен новый пароль. Все сеансы завершены.',
    recoveryRequested: 'Кто-то запросил восстановление вашего аккаунта.',
  },
  ua: {
    secondFactorChanged: 'Двоетапну перевірку вашого облікового запису було змінено.',
    deviceLinked: 'До вашого облікового запису прив’язано новий пристрій.',
    deviceRemoved: 'Прив’язаний пристрій видалено з вашого облікового запису.',
    passwordChanged: 'Ваш пароль було змінено.',
    phoneChanged: 'Номер телефону вашого облікового запису було змінено.',
    emailChanged: 'Адресу електронної пошти вашого облікового запису було змінено.',
    accountRecovered: 'Ваш обліковий запис відновлено, встановлено новий пароль. Усі сеанси завершено.',
    recoveryRequested: 'Хтось попросив відновити ваш обліковий запис.',
  },
  pt: {
    secondFactorChanged: 'A verificação em dois passos da sua conta foi alterada.',
    deviceLinked: 'Um novo dispositivo foi associado à sua conta.',
    deviceRemoved: 'Um dispositivo associado foi removido da sua conta.',
    passwordChanged: 'A sua palavra-passe foi alterada.',
    phoneChanged: 'O número de telefone da sua conta foi alterado.',
    emailChanged: 'O endereço de e-mail da sua conta foi alterado.',
    accountRecovered:
      'A sua conta foi recuperada e foi definida uma nova palavra-passe. Todas as sessões foram terminadas.',
    recoveryRequested: 'Alguém pediu para recuperar a sua conta.',
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notice's text in one language: what changed, then what to do if it was not the customer. */
export function securityNoticeText(lang: TLanguage, change: TSecurityChange): string {
  return `${WHAT[lang][change]} ${IF_NOT_YOU[lang]}`;
}

/** Every address the user can be told at: the sign-in e-mail (also `extraEmails`) and confirmed phones. */
async function knownAddresses(q: Queryable, userId: string) {
  const user = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  const phones = await q.query<{ e164: string }>(
    'SELECT DISTINCT e164 FROM user_phones WHERE user_id = $1 AND confirmed ORDER BY e164',
    [userId],
  );
  return { emails: user.rows.map((r) => r.email), phones: phones.rows.map((r) => r.e164) };
}

/**
 * Tells the user of a security change, in the change's transaction (the outbox sends after
 * commit): a mail to every known e-mail (plus `extraEmails`, e.g. the address just replaced)
 * and a text to every confirmed phone.
 */
export async function securityNotice(
  tx: Queryable,
  outbox: Outbox,
  a: { userId: string; lang: TLanguage; brand: string; brandName: string; extraEmails?: readonly string[] },
  change: TSecurityChange,
): Promise<void> {
  const { emails, phones } = await knownAddresses(tx, a.userId);
  const to = [...new Set([...emails, ...(a.extraEmails ?? [])])];
  const text = securityNoticeText(a.lang, change);
  const subject = `${a.brandName}: ${WHAT[a.lang][change]}`;
  if (to.length > 0)
    await outbox.add(
      tx,
      'mail',
      to.map((address) => ({ to: address, subject, text: `${text}\n`, html: `<p>${escapeHtml(text)}</p>` })),
    );
  if (phones.length > 0)
    await outbox.add(
      tx,
      'sms',
      phones.map((e164) => ({ id: newId(), to: e164, text: `${a.brandName}: ${text}`, brand: a.brand })),
    );
}
