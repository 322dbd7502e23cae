import { formatMinor, type TCurrencyCode, type TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../../jobs/index.ts';
import { maskPhone, primaryPhone, securityUser } from '../../identity/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { confirmCode, issueCode, type TCodeChannel, type TCodeRefusal } from '../../platform/codes/index.ts';
import { sha256Hex } from '../../platform/crypto.ts';
import type { TApprovalRow } from './store.ts';
import { APPROVE_MODE_OF } from './types.ts';

/** The facts a code is bound to (PSD2 dynamic linking): the request, the amount, its currency, the payee account. */
type TLinked = Pick<TApprovalRow, 'id' | 'amount_minor' | 'currency' | 'to_account_id'>;

/**
 * The hash a code carries of what it approves: (approval id, amount, currency, payee account).
 * A code is checked against the request it is given for; a code issued for another payment, or
 * for this one before its terms changed, never matches.
 */
export const linkOf = (r: TLinked) =>
  sha256Hex(`payment:${r.id}|${String(r.amount_minor)}|${r.currency}|${String(r.to_account_id)}`);

/** What a code's payload keeps: every request it approves, with its link hash. */
export interface TApprovalCodePayload {
  approvals: Array<{ id: string; link: string }>;
}

/** `j***@example.com`: the first letter and the domain. */
const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/**
 * Where a user's payment code goes, from their transaction mode: sms to the confirmed primary
 * phone (2), otp their authenticator (3), otherwise (mode 4, or an sms/otp user whose phone or
 * authenticator is gone) a code mailed to the sign-in address (4; our choice, as the security
 * confirmations do).
 */
async function targetOf(q: Queryable, userId: string) {
  const user = await securityUser(q, userId);
  const mode = user.two_step_transaction as string;
  if (mode === 'otp' && user.totp_secret)
    return { channel: 'totp' as TCodeChannel, to: null, sentTo: null, approveMode: APPROVE_MODE_OF.otp };
  const phone = mode === 'sms' ? await primaryPhone(q, userId) : undefined;
  if (phone)
    return {
      channel: 'sms' as TCodeChannel,
      to: phone.e164,
      sentTo: maskPhone(phone.e164),
      approveMode: APPROVE_MODE_OF.sms,
    };
  return {
    channel: 'email' as TCodeChannel,
    to: user.email,
    sentTo: maskEmail(user.email),
    approveMode: APPROVE_MODE_OF.code,
  };
}

export interface TCodeSent {
  codeId: string | null;
  approveMode: number;
  sentTo: string | null;
}

/**
 * A code for one or more waiting requests (the maker's own, or a checker's selection), in the
 * caller's transaction: its payload binds each request's amount, currency and payee, and the
 * text names the amount and payee (one request) or the count and total (several). Past the
 * hourly bound of one-time codes `codeId` is null (the request waits; a resend may try later)
 * unless `strict` (a resend asked for it: refused).
 */
export async function sendApprovalCode(
  tx: Queryable,
  outbox: Outbox,
  a: {
    userId: string;
    brand: string;
    brandName: string;
    lang: TLanguage;
    rows: readonly (TLinked & { payee?: string })[];
    strict?: boolean;
  },
): Promise<TCodeSent> {
  const target = await targetOf(tx, a.userId);
  const first = a.rows[0]!;
  const sameCurrency = a.rows.every((r) => r.currency === first.currency);
  const total = a.rows.reduce((s, r) => s + BigInt(r.amount_minor), 0n);
  const amount = sameCurrency
    ? `${formatMinor(total, first.currency as TCurrencyCode)} ${first.currency}`
    : `${a.rows.length} payments`;
  const payee =
    a.rows.length === 1 ? (first.payee ?? `account ${String(first.to_account_id)}`) : `${a.rows.length} payees`;
  const payload: TApprovalCodePayload = { approvals: a.rows.map((r) => ({ id: r.id, link: linkOf(r) })) };
  try {
    const codeId = await issueCode(tx, outbox, {
      userId: a.userId,
      purpose: 'paymentApprove',
      channel: target.channel,
      to: target.to,
      brand: a.brand,
      brandName: a.brandName,
      lang: a.lang,
      payload,
      payment: { amount, payee },
    });
    return { codeId, approveMode: target.approveMode, sentTo: target.sentTo };
  } catch (error) {
    if (a.strict || !(error instanceof AppError) || error.messageKey !== 'tooManyCodesSent') throw error;
    return { codeId: null, approveMode: target.approveMode, sentTo: null };
  }
}

export type TApprovalCodeCheck = { ok: true; approvalIds: string[] } | { ok: false; reason: TCodeRefusal };

/**
 * Checks a payment code of the user and spends it when right: the one-time code rules (tries
 * per code, wrong codes per user and address, expiry, spent once), the authenticator's step
 * once, and then the link: every request given must be one the code was issued for, with the
 * same amount, currency and payee. A wrong link is a wrong code (counted, nothing approved).
 * The caller commits even on a refusal (the counts stay), then throws `codeRefusal`.
 */
export async function checkApprovalCode(
  tx: Queryable,
  a: { codeId: string | null; userId: string; code: string; ip: string; rows: readonly TLinked[] },
): Promise<TApprovalCodeCheck> {
  const check = await confirmCode(tx, {
    id: a.codeId,
    userId: a.userId,
    purpose: 'paymentApprove',
    code: a.code,
    ip: a.ip,
    // Dynamic linking: every request given is one the code was issued for, on the same terms.
    bound: (payload) => {
      const links = (payload as unknown as TApprovalCodePayload).approvals ?? [];
      const bound = new Map(links.map((p) => [p.id, p.link]));
      return a.rows.length > 0 && a.rows.every((r) => bound.get(r.id) === linkOf(r));
    },
  });
  if (!check.ok) return check;
  return { ok: true, approvalIds: a.rows.map((r) => r.id) };
}
