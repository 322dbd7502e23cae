import {
  effectiveShares,
  ERROR_MESSAGES,
  wizardIssues,
  type TBusinessRegistration,
  type TWizardIssue,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { hashPassword, sendActivation } from '../identity/index.ts';
import { AppError } from '../platform/app-error.ts';
import { newId, randomToken } from '../platform/crypto.ts';
import { isCountryCode } from '../reference/countries.ts';
import { insertCompany, insertPendingUser, insertPerson, insertStructure, positionsOf } from './data/company-writes.ts';
import type { BusinessDeps } from './module.ts';

/** The issues as the envelope's validationErrors: the field's path and the catalogue message. */
export function refuse(issues: readonly TWizardIssue[]): never {
  throw new AppError('VF', 'validationFailed', {
    validationErrors: issues.map((i) => ({ field: i.path.join('.'), message: ERROR_MESSAGES[i.key] })),
  });
}

/** The e-mails of `emails` already used by a user of the brand (lower case). */
async function takenEmails(q: Queryable, brand: string, emails: string[]): Promise<Set<string>> {
  const r = await q.query<{ e: string }>(
    `SELECT lower(email) AS e FROM users WHERE brand = $1 AND lower(email) = ANY($2::text[])`,
    [brand, emails.map((e) => e.toLowerCase())],
  );
  return new Set(r.rows.map((x) => x.e));
}

/**
 * Every rule the wizard ran, again (spec 1 §5; a body that passed only in the browser is
 * refused with the same messages), with what only the server knows: which e-mails are taken,
 * the brand's source-of-wealth switch, and that every country exists.
 */
async function checkRegistration(deps: BusinessDeps, q: Queryable, brand: string, reg: TBusinessRegistration) {
  const users = reg.persons.filter((p) => p.isUser && p.email).map((p) => p.email!);
  const taken = await takenEmails(q, brand, [reg.generalForm.email, ...users]);
  const issues = wizardIssues(reg, {
    sourceOfWealth: deps.brandContext.featureOn(brand, 'sourceOfWealth'),
    emailStatus: (e) => (taken.has(e) ? 1 : 0),
  });
  if (taken.has(reg.generalForm.email.toLowerCase()))
    issues.unshift({ path: ['generalForm', 'email'], key: 'emailTaken' });
  const countries: [string, string][] = [
    ['generalForm.registrationCountryCode', reg.generalForm.registrationCountryCode],
    ...reg.companies.map((c, i): [string, string] => [
      `companies.${i}.registrationCountryCode`,
      c.registrationCountryCode,
    ]),
  ];
  const unknown = countries.filter(([, c]) => !isCountryCode(c));
  if (unknown.length)
    throw new AppError('VF', 'validationFailed', {
      validationErrors: unknown.map(([field]) => ({ field, message: 'Unknown country' })),
    });
  if (issues.length) refuse(issues);
}

/**
 * businessAccountCreate: the whole company in ONE transaction (the company, its registrant,
 * persons, companies, share tree, directors and users); a refusal or a failure leaves nothing.
 * The registrant's business activation link leaves through the outbox; the users' links leave
 * when the company is activated.
 */
export async function registerBusiness(deps: BusinessDeps, brand: string, reg: TBusinessRegistration, lang: string) {
  await checkRegistration(deps, deps.db, brand, reg);
  const passwordHash = await hashPassword(reg.generalForm.password);
  // Users set their own password at employee activation; until then an unknown one.
  const unusableHash = await hashPassword(randomToken(32));
  try {
    return await deps.db.transaction(async (tx) => {
      const company = await insertCompany(tx, brand, reg.generalForm, {
        financial: reg.financialInfoForm,
        dueDiligence: reg.dueDilligenceForm,
        legal: reg.legalForm,
        passwordHash,
      });
      const positions = positionsOf(reg);
      const effective = effectiveShares(reg.shareholders);
      const personIds = new Map<string, number>();
      for (const p of reg.persons) {
        const userId = p.isUser ? newId() : null;
        if (userId) {
          const u = {
            userId,
            brand,
            email: p.email!,
            firstName: p.firstName,
            lastName: p.lastName,
            hash: unusableHash,
          };
          await insertPendingUser(tx, u);
          await tx.query(
            `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
            [userId, company.customerId, p.accessRights],
          );
        }
        const extra = { positions: positions.get(p.ref) ?? [], effective: effective.get(p.ref), userId };
        personIds.set(p.ref, await insertPerson(tx, company.customerId, p, extra));
      }
      await insertStructure(tx, company.customerId, reg, personIds);
      const registrant = {
        userId: company.registrantUserId,
        email: reg.generalForm.email,
        firstName: reg.generalForm.name,
        brand,
      };
      await sendActivation(deps, tx, registrant, lang, 'activationBusiness');
      return { userId: company.registrantUserId };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the loser is told as if it had been checked.
    if ((error as { code?: string }).code === '23505')
      throw new AppError('VF', 'emailTaken', {
        validationErrors: [{ field: 'generalForm.email', message: ERROR_MESSAGES.emailTaken }],
      });
    throw error;
  }
}
