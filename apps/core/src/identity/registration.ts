import { activationLinkPath } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError } from '../platform/app-error.ts';
import { newId, randomToken, sha256Hex } from '../platform/crypto.ts';
import { enqueueMail } from '../platform/outbox.ts';
import { activationMail } from '../mail/templates.ts';
import { hashPassword } from './passwords.ts';
import { issueTokens, type TokenServiceDeps } from './token-service.ts';

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
  const passwordHash = await hashPassword(input.password);
  const userId = newId();
  const customerId = newId();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO customers (id, kind, brand, first_name, last_name, residence_country_code, category) VALUES ($1, 0, $2, $3, $4, $5, $6)`,
        [customerId, brand, input.firstName, input.lastName, input.countryCode, input.category],
      );
      await tx.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
        [userId, input.email, passwordHash, input.firstName, input.lastName, brand],
      );
      await tx.query(
        `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, true)`,
        [userId, customerId],
      );
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

async function sendActivation(
  deps: RegistrationDeps,
  tx: Queryable,
  user: { userId: string; email: string; firstName: string; brand: string },
  lang: string,
) {
  const code = randomToken(24);
  await tx.query(
    `INSERT INTO activation_codes (code_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256Hex(code), user.userId, deps.activationTtlS],
  );
  const link = `${deps.portalUrl(user.brand)}${activationLinkPath(user.email, code)}`;
  await enqueueMail(tx, { to: user.email, ...activationMail(lang, user.firstName, link) });
}

/** accountActivate: the e-mailed code turns the brand's pending user active and signs them in. */
export async function activate(
  deps: RegistrationDeps,
  brand: string,
  input: { username: string; activationCode: string },
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = (
      await tx.query<{ user_id: string; status: string; email: string; valid: boolean }>(
        `SELECT u.id AS user_id, u.status, u.email, (a.used_at IS NULL AND a.expires_at > now()) AS valid
         FROM activation_codes a JOIN users u ON u.id = a.user_id
        WHERE a.code_hash = $1 AND u.brand = $3 AND lower(u.email) = lower($2) FOR UPDATE OF a, u`,
        [sha256Hex(input.activationCode), input.username, brand],
      )
    ).rows[0];
    if (!row) return 'invalidActivationCode' as const;
    if (row.status === 'active') return 'alreadyActivated' as const;
    if (!row.valid || row.status !== 'pending') return 'invalidActivationCode' as const;
    await tx.query(`UPDATE activation_codes SET used_at = now() WHERE code_hash = $1`, [
      sha256Hex(input.activationCode),
    ]);
    await tx.query(`UPDATE users SET status = 'active', activated_at = now() WHERE id = $1`, [row.user_id]);
    // The user's other links are spent with this one.
    await tx.query(`UPDATE activation_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [row.user_id]);
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
 * Links already sent stay valid until they expire or the account is activated. The answer never
 * says whether the e-mail exists or whether a mail left.
 */
export async function resendActivation(deps: RegistrationDeps, brand: string, input: { email: string }, lang: string) {
  await deps.db.transaction(async (tx) => {
    const user = (
      await tx.query<{ id: string; email: string; first_name: string; brand: string; recent: number; today: number }>(
        `SELECT u.id, u.email, u.first_name, u.brand,
                (SELECT count(*)::int FROM activation_codes a
                  WHERE a.user_id = u.id AND a.created_at > now() - make_interval(secs => $3)) AS recent,
                (SELECT count(*)::int FROM activation_codes a
                  WHERE a.user_id = u.id AND a.created_at > now() - interval '1 day') AS today
           FROM users u WHERE u.brand = $2 AND lower(u.email) = lower($1) AND u.status = 'pending' FOR UPDATE`,
        [input.email, brand, ACTIVATION_RESEND_LIMITS.minIntervalS],
      )
    ).rows[0];
    if (!user || user.recent > 0 || user.today >= ACTIVATION_RESEND_LIMITS.perDay) return;
    await sendActivation(
      deps,
      tx,
      { userId: user.id, email: user.email, firstName: user.first_name, brand: user.brand },
      lang,
    );
  });
}
