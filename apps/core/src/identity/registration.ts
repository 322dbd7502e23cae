import { activationLinkPath, type TActivationAction } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { companyResendAction, isCompanyUser } from '../business/index.ts';
import { AppError } from '../platform/app-error.ts';
import { newId, randomToken } from '../platform/crypto.ts';
import { activationMail } from '../mail/templates.ts';
import {
  insertActivationCode,
  lockActivation,
  lockPendingForResend,
  spendActivationCodes,
} from './data/activation-codes.ts';
import { insertPendingPersonal, markUserActive } from './data/users.ts';
import { hashPassword } from './passwords.ts';
import { issueTokens, type TokenServiceDeps } from './token-service.ts';
import { refuseUnknownCountry } from '../reference/countries.ts';

export interface RegistrationDeps extends TokenServiceDeps {
  portalUrl: (brand: string) => string;
  activationTtlS: number;
}

/**
 * Activation mails per user (our choice): a resend at most once a minute and five a day. Over
 * the limit nothing is sent and the answer is the same (it never says whether the e-mail exists).
 */
export const ACTIVATION_RESEND_LIMITS = { minIntervalS: 60, perDay: 5 } as const;

interface PersonalInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  category: string;
  countryCode: string;
}

/**
 * personalAccountCreate: a pending user and its personal customer on the brand of the host;
 * the activation mail leaves through the outbox.
 */
export async function registerPersonal(deps: RegistrationDeps, brand: string, input: PersonalInput, lang: string) {
  // The same list the portal offers (dictionaryCountries): a well-formed code of no country is VF.
  refuseUnknownCountry(input.countryCode);
  const passwordHash = await hashPassword(input.password);
  const userId = newId();
  const customerId = newId();
  try {
    await deps.db.transaction(async (tx) => {
      const { email, firstName, lastName, countryCode, category } = input;
      const user = { userId, customerId, brand, passwordHash, email, firstName, lastName, countryCode, category };
      await insertPendingPersonal(tx, user);
      await sendActivation(deps, tx, { userId, email: input.email, firstName: input.firstName, brand }, lang);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new AppError('VF', 'emailTaken', {
        validationErrors: [{ field: 'email', message: 'This e-mail is already registered' }],
      });
    throw error;
  }
  return { userId };
}

/**
 * An activation link for a pending user, mailed through the outbox in the caller's transaction:
 * `activation` (personal), `activationBusiness` (a company's registrant), `activationEmployee`
 * (a company's user, after the company is activated).
 */
export async function sendActivation(
  deps: RegistrationDeps,
  tx: Queryable,
  user: { userId: string; email: string; firstName: string; brand: string },
  lang: string,
  action: TActivationAction = 'activation',
) {
  const code = randomToken(24);
  await insertActivationCode(tx, user.userId, code, deps.activationTtlS);
  const link = `${deps.portalUrl(user.brand)}${activationLinkPath(user.email, code, action)}`;
  await deps.outbox.add(tx, 'mail', [{ to: user.email, ...activationMail(lang, user.firstName, link) }]);
}

/** accountActivate: the e-mailed code turns the brand's pending user active and signs them in. */
export async function activate(
  deps: RegistrationDeps,
  brand: string,
  input: { username: string; activationCode: string },
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockActivation(tx, brand, input.username, input.activationCode);
    if (!row) return 'invalidActivationCode' as const;
    if (row.status === 'active') return 'alreadyActivated' as const;
    if (!row.valid || row.status !== 'pending') return 'invalidActivationCode' as const;
    // A company's registrant and users have their own activations (business domain).
    if (await isCompanyUser(tx, row.user_id)) return 'invalidActivationCode' as const;
    await markUserActive(tx, row.user_id);
    // This link and the user's others are spent.
    await spendActivationCodes(tx, row.user_id);
    return issueTokens(deps, tx, { userId: row.user_id, email: row.email, brand, familyId: newId() });
  });
  if (typeof outcome === 'string')
    throw new AppError('VF', outcome, {
      validationErrors: [
        {
          field: 'activationCode',
          message:
            outcome === 'alreadyActivated' ? 'Account is already activated' : 'Activation link is invalid or expired',
        },
      ],
    });
  return outcome;
}

/**
 * activationCodeResend: one more link for the brand's pending user, within the limits above.
 * Links already sent stay valid until they expire or the account is activated. A company's
 * registrant or invited user gets a business or employee link (an invitation resent). The answer never
 * says whether the e-mail exists or whether a mail left.
 */
export async function resendActivation(deps: RegistrationDeps, brand: string, input: { email: string }, lang: string) {
  await deps.db.transaction(async (tx) => {
    const user = await lockPendingForResend(tx, brand, input.email, ACTIVATION_RESEND_LIMITS.minIntervalS);
    if (!user || user.recent > 0 || user.today >= ACTIVATION_RESEND_LIMITS.perDay) return;
    // A company's registrant or invited user gets their own kind of link (or none yet).
    const company = await companyResendAction(tx, user.id);
    if (company === null) return;
    await sendActivation(
      deps,
      tx,
      { userId: user.id, email: user.email, firstName: user.first_name, brand: user.brand },
      lang,
      company ?? 'activation',
    );
  });
}
