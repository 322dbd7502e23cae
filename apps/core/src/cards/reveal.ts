import type { TLanguage } from '@openportal/contract';
import { recordTotpStep, securityUser } from '../identity/index.ts';
import { checkSendLimit, codeRefusal, issueCode, latestSecurityCodeId, verifyCode } from '../platform/codes/index.ts';
import { fieldError } from '../platform/app-error.ts';
import type { CustomerCaller } from '../platform/caller.ts';
import { currentFactor, tooManyCodesSent } from '../security/confirmation.ts';
import type { CardsDeps } from './module.ts';

/** What a card code confirms: one action on one card (a code for one never confirms another). */
export type TRevealAction = 'details' | 'pinShow' | 'pinGet' | 'pinChange';

interface TReveal {
  caller: CustomerCaller;
  accountId: number;
  action: TRevealAction;
  otp: string | undefined;
  ip: string;
  lang: TLanguage;
}

/**
 * The confirmation in front of a card's secrets (spec 2 §2: details revealed after a one-time
 * code; ours: the PIN's show, get and change too). Without `otp` a code of the user's current
 * factor (SMS, e-mail, authenticator or linked device; security/confirmation.ts) is sent for
 * this card and action and the call is refused with cardCodeSent on `otp`; with it, the latest
 * code must be right and for this card and action (else invalidSecurityCode on `otp`, counted
 * against the limits). Only then does the caller read the secret.
 */
export async function confirmReveal(deps: CardsDeps, r: TReveal): Promise<void> {
  const { userId } = r.caller;
  const payload = { accountId: r.accountId, action: r.action };
  if (r.otp === undefined) {
    if (!(await checkSendLimit(deps.db, userId, 'cardReveal'))) throw tooManyCodesSent();
    await deps.db.transaction(async (tx) =>
      issueCode(tx, deps.outbox, {
        userId,
        purpose: 'cardReveal',
        ...(await currentFactor(tx, await securityUser(tx, userId))),
        brand: r.caller.brand,
        brandName: deps.brandName(r.caller.brand),
        lang: r.lang,
        payload,
      }),
    );
    throw fieldError('otp', 'cardCodeSent');
  }
  const refused = await deps.db.transaction(async (tx) => {
    const user = await securityUser(tx, userId, true);
    const check = await verifyCode(tx, {
      id: await latestSecurityCodeId(tx, userId, 'cardReveal'),
      userId,
      purpose: 'cardReveal',
      code: r.otp!,
      ip: r.ip,
      totp: { secret: user.totp_secret, lastStep: user.totp_last_step },
    });
    if (!check.ok) return check.reason;
    const p = check.row.payload as Partial<typeof payload>;
    if (p.accountId !== r.accountId || p.action !== r.action) return 'invalidSecurityCode' as const;
    if (check.totpStep !== null) await recordTotpStep(tx, userId, check.totpStep);
    return null;
  });
  if (refused === 'tooManyCodeAttempts') throw codeRefusal(refused);
  if (refused) throw fieldError('otp', 'invalidSecurityCode');
}
