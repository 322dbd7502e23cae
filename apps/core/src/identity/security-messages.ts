import type { TLanguage } from '@openportal/contract';

/** The actions a one-time code confirms: a code of one never confirms another. */
export const CODE_PURPOSES = [
  'signIn',
  'passwordChange',
  'passwordRecovery',
  'twoStepSet',
  'deviceApprove',
  'deviceRemove',
] as const;
export type TCodePurpose = (typeof CODE_PURPOSES)[number];

type TTexts = {
  code: string;
  minutes: string;
  never: string;
  actions: Record<TCodePurpose, string>;
  passwordChanged: { subject: string; body: string };
  newSignIn: { subject: string; body: string };
};

/** Code texts (SMS and mail) and security notices in the six languages (spec 1 §1). */
const TEXTS: Record<TLanguage, TTexts> = {
  en: {
    code: 'is your code to',
    minutes: 'It expires in {m} minutes.',
    never: 'Never share it.',
    actions: {
      signIn: 'sign in',
      passwordChange: 'change your password',
      passwordRecovery: 'reset your password',
      twoStepSet: 'change two-step verification',
      deviceApprove: 'approve a new device',
      deviceRemove: 'remove a linked device',
    },
    passwordChanged: {
      subject: 'Your password was changed',
      body: 'Your password was changed. If it was not you, contact us at once.',
    },
    newSignIn: {
      subject: 'New sign-in to your account',
      body: 'Someone signed in to your account from {ip}. If it was not you, change your password.',
    },
  },
  es: {
    code: 'es su código para',
    minutes: 'Caduca en {m} minutos.',
    never: 'No lo comparta nunca.',
    actions: {
      signIn: 'iniciar sesión',
      passwordChange: 'cambiar su contraseña',
      passwordRecovery: 'restablecer su contraseña',
      twoStepSet: 'cambiar la verificación en dos pasos',
      deviceApprove: 'aprobar un dispositivo nuevo',
      deviceRemove: 'quitar un dispositivo vinculado',
    },
    passwordChanged: {
      subject: 'Su contraseña ha cambiado',
      body: 'Su contraseña ha cambiado. Si no fue usted, contáctenos de inmediato.',
    },
    newSignIn: {
      subject: 'Nuevo inicio de sesión en su cuenta',
      body: 'Alguien inició sesión en su cuenta desde {ip}. Si no fue usted, cambie su contraseña.',
    },
  },
  ro: {
    code: 'este codul dvs. pentru a',
    minutes: 'Expiră în {m} minute.',
    never: 'Nu îl împărtășiți nimănui.',
    actions: {
      signIn: 'vă autentifica',
      passwordChange: 'schimba parola',
      passwordRecovery: 'reseta parola',
      twoStepSet: 'schimba verificarea în doi pași',
      deviceApprove: 'aproba un dispozitiv nou',
      deviceRemove: 'elimina un dispozitiv asociat',
    },
    passwordChanged: {
      subject: 'Parola dvs. a fost schimbată',
      body: 'Parola dvs. a fost schimbată. Dacă nu ați fost dvs., contactați-ne imediat.',
    },
    newSignIn: {
      subject: 'Autentificare nouă în contul dvs.',
      body: 'Cineva s-a autentificat în contul dvs. de la {ip}. Dacă nu ați fost dvs., schimbați parola.',
    },
  },
  ru: {
    code: '— ваш код, чтобы',
    minutes: 'Действует {m} минут.',
    never: 'Никому его не сообщайте.',
    actions: {
      signIn: 'войти',
      passwordChange: 'сменить пароль',
      passwordRecovery: 'сбросить пароль',
      twoStepSet: 'изменить двухэтапную проверку',
      deviceApprove: 'подтвердить новое устройство',
      deviceRemove: 'удалить привязанное устройство',
    },
    passwordChanged: {
      subject: 'Ваш пароль изменён',
      body: 'Ваш пароль изменён. Если это были не вы, немедленно свяжитесь с нами.',
    },
    newSignIn: {
      subject: 'Новый вход в аккаунт',
      body: 'Кто-то вошёл в ваш аккаунт с адреса {ip}. Если это были не вы, смените пароль.',
    },
  },
  ua: {
    code: '— ваш код, щоб',
    minutes: 'Діє {m} хвилин.',
    never: 'Нікому його не повідомляйте.',
    actions: {
      signIn: 'увійти',
      passwordChange: 'змінити пароль',
      passwordRecovery: 'скинути пароль',
      twoStepSet: 'змінити двоетапну перевірку',
      deviceApprove: 'підтвердити новий пристрій',
      deviceRemove: 'видалити прив’язаний пристрій',
    },
    passwordChanged: {
      subject: 'Ваш пароль змінено',
      body: 'Ваш пароль змінено. Якщо це були не ви, негайно зверніться до нас.',
    },
    newSignIn: {
      subject: 'Новий вхід до облікового запису',
      body: 'Хтось увійшов до вашого облікового запису з адреси {ip}. Якщо це були не ви, змініть пароль.',
    },
  },
  pt: {
    code: 'é o seu código para',
    minutes: 'Expira em {m} minutos.',
    never: 'Nunca o partilhe.',
    actions: {
      signIn: 'iniciar sessão',
      passwordChange: 'alterar a sua palavra-passe',
      passwordRecovery: 'repor a sua palavra-passe',
      twoStepSet: 'alterar a verificação em dois passos',
      deviceApprove: 'aprovar um novo dispositivo',
      deviceRemove: 'remover um dispositivo associado',
    },
    passwordChanged: {
      subject: 'A sua palavra-passe foi alterada',
      body: 'A sua palavra-passe foi alterada. Se não foi você, contacte-nos de imediato.',
    },
    newSignIn: {
      subject: 'Novo início de sessão na sua conta',
      body: 'Alguém iniciou sessão na sua conta a partir de {ip}. Se não foi você, altere a sua palavra-passe.',
    },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `Paywave: 123456 is your code to change your password. It expires in 10 minutes. Never share it.` */
export function codeText(lang: TLanguage, brandName: string, code: string, purpose: TCodePurpose, ttlS: number) {
  const t = TEXTS[lang];
  const minutes = t.minutes.replace('{m}', String(Math.round(ttlS / 60)));
  return `${brandName}: ${code} ${t.code} ${t.actions[purpose]}. ${minutes} ${t.never}`;
}

export function codeMail(lang: TLanguage, brandName: string, code: string, purpose: TCodePurpose, ttlS: number) {
  const text = codeText(lang, brandName, code, purpose, ttlS);
  return { subject: `${brandName}: ${code}`, text: `${text}\n`, html: `<p>${escapeHtml(text)}</p>` };
}

export function noticeMail(lang: TLanguage, notice: 'passwordChanged' | 'newSignIn', values: { ip?: string } = {}) {
  const t = TEXTS[lang][notice];
  const body = t.body.replace('{ip}', values.ip ?? '');
  return { subject: t.subject, text: `${body}\n`, html: `<p>${escapeHtml(body)}</p>` };
}
