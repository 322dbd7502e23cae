import { randomInt, timingSafeEqual } from 'node:crypto';
import type { TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { Outbox } from '../../jobs/index.ts';
import { AppError, fieldError } from '../app-error.ts';
import { newId, sha256Hex } from '../crypto.ts';
import { notify, type TAddress } from '../notifications/index.ts';
import {
  codesSent,
  countCodeAttempt,
  insertSecurityCode,
  lockSecurityCode,
  recentCodeFailures,
  recordCodeFailure,
  retireSecurityCodes,
  spendSecurityCode,
  type TSecurityCodeRow,
} from './code-store.ts';
import type { TCodePurpose } from './purposes.ts';
import { matchTotpStep } from './totp.ts';

/**
 * Bounds of one-time codes (our choice; the spec names none): six digits, ten minutes, five
 * tries a code; across codes at most ten wrong ones per user and thirty per client address in
 * fifteen minutes; at most ten codes an hour per user and action.
 */
export const CODE_LIMITS = {
  digits: 6,
  ttlS: 600,
  attemptsPerCode: 5,
  failuresPerUser: 10,
  failuresPerIp: 30,
  failureWindowS: 900,
  sentPerHour: 10,
} as const;

/** push: the code is pushed to the user's approved devices (the device page shows it). */
export type TCodeChannel = 'sms' | 'email' | 'totp' | 'push';

export interface TCodeRequest {
  userId: string;
  purpose: TCodePurpose;
  channel: TCodeChannel;
  /** E.164 for sms, an e-mail address for email, null for totp (the user's authenticator) and push. */
  to: string | null;
  brand: string;
  brandName: string;
  lang: TLanguage;
  /** What confirming the code applies (kept with it, never sent). */
  payload?: object;
  /**
   * A payment's code (PSD2 dynamic linking): the text names the amount and the payee it pays,
   * and other live codes of the action stay (each waiting payment keeps its own).
   */
  payment?: { amount: string; payee: string };
}

const hashOf = (id: string, code: string) => sha256Hex(`${id}:${code}`);
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether the user may have another code of this action (fewer than ten in the last hour). A
 * quick answer before any work; issueCode checks again, atomically, and is the authority.
 */
export async function checkSendLimit(q: Queryable, userId: string, purpose: TCodePurpose): Promise<boolean> {
  const sent = await codesSent(q, userId, purpose, 3600);
  return sent.count < CODE_LIMITS.sentPerHour;
}

/** The refusal of a code past the hourly bound (AE tooManyCodesSent, 429). */
export const CODE_SEND_LIMIT_REACHED = () => new AppError('AE', 'tooManyCodesSent', { httpStatus: 429 });

/**
 * A new code for one action, in the caller's transaction: earlier live codes of the same action
 * end, the code is stored hashed with its id, and the SMS or mail leaves after commit. Answers
 * the code's id (the requestKey / reqId the client confirms with). The hourly bound is counted
 * under a transaction lock per user and action, so concurrent requests cannot pass it together;
 * past it this throws CODE_SEND_LIMIT_REACHED and the transaction writes nothing.
 */
export async function issueCode(tx: Queryable, outbox: Outbox, r: TCodeRequest): Promise<string> {
  if (r.channel !== 'totp') {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code-send:${r.userId}:${r.purpose}`]);
    if (!(await checkSendLimit(tx, r.userId, r.purpose))) throw CODE_SEND_LIMIT_REACHED();
  }
  const id = newId();
  const code =
    r.channel === 'totp' ? null : String(randomInt(0, 10 ** CODE_LIMITS.digits)).padStart(CODE_LIMITS.digits, '0');
  if (!r.payment) await retireSecurityCodes(tx, r.userId, r.purpose);
  await insertSecurityCode(tx, {
    id,
    userId: r.userId,
    purpose: r.purpose,
    channel: r.channel,
    codeHash: code === null ? null : hashOf(id, code),
    payload: r.payload ?? {},
    ttlS: CODE_LIMITS.ttlS,
  });
  if (code !== null && (r.to !== null || r.channel === 'push')) await deliverCode(tx, outbox, r, code);
  return id;
}

/**
 * The code to the address the user chose, through notifications (texts from the message
 * catalogues): a text, a mail, or a push to the user's approved linked devices (their device
 * page shows it).
 */
export async function deliverCode(tx: Queryable, outbox: Outbox, r: TCodeRequest, code: string): Promise<void> {
  if (r.channel === 'totp') return;
  const only: TAddress = r.channel === 'push' ? { channel: 'push' } : { channel: r.channel, to: r.to! };
  const audience = { userIds: [r.userId], brand: r.brand, lang: r.lang, only };
  if (r.payment)
    return notify(tx, { outbox, brandName: () => r.brandName }, audience, 'paymentCode', {
      code,
      ...r.payment,
      ttlS: CODE_LIMITS.ttlS,
    });
  await notify(
    tx,
    { outbox, brandName: () => r.brandName },
    { userIds: [r.userId], brand: r.brand, lang: r.lang, only },
    'oneTimeCode',
    { code, purpose: r.purpose, ttlS: CODE_LIMITS.ttlS },
  );
}

export type TCodeCheck =
  { ok: true; row: TSecurityCodeRow; totpStep: bigint | null } | { ok: false; reason: TCodeRefusal };

/** Why a code was refused: wrong (or used, expired, foreign), no such request, or too many tries. */
export type TCodeRefusal = 'invalidSecurityCode' | 'unknownRequest' | 'tooManyCodeAttempts';

export interface TCodeAttempt {
  id: string | null;
  userId: string | null;
  purpose: TCodePurpose;
  code: string;
  ip: string;
  /** The user's authenticator, for a totp code that confirms with the current secret. */
  totp?: { secret: string | null; lastStep: bigint | null };
  /** false: only check (passwordChangeCodeCheck); the code stays usable. */
  spend?: boolean;
}

/**
 * Checks a code for one action and, when right, spends it. A wrong, unknown, expired, used or
 * foreign code (another user's or another action's) counts against the code, the user and the
 * address; past the limits every code is refused for a while. The caller commits even on a
 * refusal (the counts must stay), then throws.
 */
export async function verifyCode(tx: Queryable, a: TCodeAttempt): Promise<TCodeCheck> {
  const failures = await recentCodeFailures(tx, a.userId, a.ip, CODE_LIMITS.failureWindowS);
  if (failures.byUser >= CODE_LIMITS.failuresPerUser || failures.byIp >= CODE_LIMITS.failuresPerIp)
    return { ok: false, reason: 'tooManyCodeAttempts' };
  const row = a.id !== null && a.userId !== null ? await lockSecurityCode(tx, a.id, a.userId, a.purpose) : undefined;
  const live = row && !row.used_at && !row.expired && row.attempts < CODE_LIMITS.attemptsPerCode ? row : undefined;
  const match = live ? matches(live, a) : { good: false, step: null };
  if (!live || !match.good) {
    if (row) await countCodeAttempt(tx, row.id);
    await recordCodeFailure(tx, a.userId, a.ip);
    return { ok: false, reason: row ? 'invalidSecurityCode' : 'unknownRequest' };
  }
  if (a.spend !== false) await spendSecurityCode(tx, live.id);
  return { ok: true, row: live, totpStep: match.step };
}

function matches(row: TSecurityCodeRow, a: TCodeAttempt): { good: boolean; step: bigint | null } {
  if (row.channel !== 'totp')
    return { good: row.code_hash !== null && sameHash(hashOf(row.id, a.code), row.code_hash), step: null };
  // A new authenticator (enabling otp) is checked against its own secret; otherwise the user's, once per step.
  const fresh = typeof row.payload.totpSecret === 'string' ? row.payload.totpSecret : null;
  const secret = fresh ?? a.totp?.secret ?? null;
  const step = secret ? matchTotpStep(secret, a.code) : null;
  const last = fresh ? null : (a.totp?.lastStep ?? null);
  return { good: step !== null && (last === null || step > last), step };
}

/**
 * The refusal a failed check becomes, thrown after its transaction committed the counts. An
 * unknown request id is spec 2 §8's 'Not Operation Id, Fail Operation' on `requestField`.
 */
export function codeRefusal(reason: TCodeRefusal, requestField?: string): AppError {
  if (reason === 'tooManyCodeAttempts') return new AppError('AE', 'tooManyCodeAttempts', { httpStatus: 429 });
  if (reason === 'unknownRequest' && requestField) return fieldError(requestField, 'notOperationId');
  return fieldError('code', 'invalidSecurityCode');
}
