import type { TLanguage } from '@openportal/contract';
import { message, type TMessageKey } from '@openportal/messages';
import type { TCodePurpose } from '../codes/index.ts';
import { NOTICE_RULES, type TNoticeData, type TNoticeType, type TSecurityChange } from './types.ts';

/** A notice in one language: the title (mail subject, push and toast title) and the body. */
export interface TRendered {
  title: string;
  body: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail of one paragraph. */
export const mailOf = (subject: string, body: string) => ({
  subject,
  text: `${body}\n`,
  html: `<p>${escapeHtml(body)}</p>`,
});

/** `Paywave: 123456 is your code to change your password. It expires in 10 minutes. Never share it.` */
export function codeText(lang: TLanguage, brandName: string, code: string, purpose: TCodePurpose, ttlS: number) {
  return message(lang, 'code.text', {
    brand: brandName,
    code,
    action: message(lang, `code.action.${purpose}`),
    minutes: String(Math.round(ttlS / 60)),
  });
}

/** The code's mail: subject `Paywave: 123456`, the code's text as its one paragraph. */
export function codeMail(lang: TLanguage, brandName: string, code: string, purpose: TCodePurpose, ttlS: number) {
  return mailOf(
    message(lang, 'code.subject', { brand: brandName, code }),
    codeText(lang, brandName, code, purpose, ttlS),
  );
}

/** A security change's text: what changed, then what to do if it was not the customer. */
export function securityNoticeText(lang: TLanguage, change: TSecurityChange): string {
  return `${message(lang, `securityChange.what.${change}`)} ${message(lang, 'securityChange.ifNotYou')}`;
}

/** A notice of `type` in `lang`, from the message catalogues. */
export function render<T extends TNoticeType>(
  lang: TLanguage,
  brandName: string,
  type: T,
  data: TNoticeData[T],
): TRendered {
  if (type === 'oneTimeCode') {
    const d = data as TNoticeData['oneTimeCode'];
    const mail = codeMail(lang, brandName, d.code, d.purpose, d.ttlS);
    return { title: mail.subject, body: codeText(lang, brandName, d.code, d.purpose, d.ttlS) };
  }
  if (type === 'paymentCode') {
    const d = data as TNoticeData['paymentCode'];
    const values = { brand: brandName, code: d.code, amount: d.amount, payee: d.payee };
    return {
      title: message(lang, 'paymentCode.subject', values),
      body: message(lang, 'paymentCode.text', { ...values, minutes: String(Math.round(d.ttlS / 60)) }),
    };
  }
  if (type === 'securityChange') {
    const { change } = data as TNoticeData['securityChange'];
    return {
      title: `${brandName}: ${message(lang, `securityChange.what.${change}`)}`,
      body: securityNoticeText(lang, change),
    };
  }
  const texts = NOTICE_RULES[type].texts!;
  const values = stringValues(data as Record<string, unknown>);
  return { title: message(lang, texts.title, values), body: message(lang, texts.body as TMessageKey, values) };
}

function stringValues(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) if (typeof v === 'string') out[k] = v;
  return out;
}
