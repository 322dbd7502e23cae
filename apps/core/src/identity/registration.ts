import { activationLinkPath } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../platform/app-error.ts';
import { newId, randomToken, sha256Hex } from '../platform/crypto.ts';
import { enqueueMail } from '../platform/outbox.ts';
import { activationMail } from '../mail/templates.ts';
import { hashPassword } from './passwords.ts';
import { issueTokens, type TokenServiceDeps } from './token-service.ts';

export interface RegistrationDeps extends TokenServiceDeps {
  brands: ReadonlySet<string>;
  defaultBrand: string;
  portalUrl: (brand: string) => string;
  activationTtlS: number;
}

interface PersonalInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  category: string;
  countryCode: string;
  brand?: string | undefined;
}

/** personalAccountCreate: a pending user and its personal customer; the activation mail leaves through the outbox. */
export async function registerPersonal(deps: RegistrationDeps, input: PersonalInput, lang: string) {
  const brand = input.brand ?? deps.defaultBrand;
  if (!deps.brands.has(brand)) throw fieldError('brand', 'unknownBrand');
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

/** accountActivate: the e-mailed code turns a pending user active and signs them in. */
export async function activate(deps: RegistrationDeps, input: { username: string; activationCode: string }) {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = (
      await tx.query<{ user_id: string; status: string; email: string; valid: boolean }>(
        `SELECT u.id AS user_id, u.status, u.email, (a.used_at IS NULL AND a.expires_at > now()) AS valid
         FROM activation_codes a JOIN users u ON u.id = a.user_id
        WHERE a.code_hash = $1 AND lower(u.email) = lower($2) FOR UPDATE OF a, u`,
        [sha256Hex(input.activationCode), input.username],
      )
    ).rows[0];
    if (!row) return 'invalidActivationCode' as const;
    if (row.status === 'active') return 'alreadyActivated' as const;
    if (!row.valid || row.status !== 'pending') return 'invalidActivationCode' as const;
    await tx.query(`UPDATE activation_codes SET used_at = now() WHERE code_hash = $1`, [
      sha256Hex(input.activationCode),
    ]);
    await tx.query(`UPDATE users SET status = 'active', activated_at = now() WHERE id = $1`, [row.user_id]);
    return issueTokens(deps, tx, row.user_id, row.email, newId());
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

/** activationCodeResend: a fresh link for a pending user; the answer never says whether the e-mail exists. */
export async function resendActivation(deps: RegistrationDeps, input: { email: string }, lang: string) {
  await deps.db.transaction(async (tx) => {
    const user = (
      await tx.query<{ id: string; email: string; first_name: string; brand: string }>(
        `SELECT id, email, first_name, brand FROM users WHERE lower(email) = lower($1) AND status = 'pending' FOR UPDATE`,
        [input.email],
      )
    ).rows[0];
    if (!user) return;
    await tx.query(`UPDATE activation_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
    await sendActivation(
      deps,
      tx,
      { userId: user.id, email: user.email, firstName: user.first_name, brand: user.brand },
      lang,
    );
  });
}
