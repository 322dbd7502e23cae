import { businessRepresentativeAdd, taxIssues, type TWizardIssue } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { z } from 'zod';
import { hashPassword, sendActivation, spendActivationCodes } from '../../identity/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { certificationLinkMail } from '../../mail/templates.ts';
import { newId, randomToken, sha256Hex } from '../../platform/crypto.ts';
import type { BusinessDeps } from '../module.ts';
import { refuse } from '../registration.ts';
import { insertPendingUser, insertPerson, POSITION } from './company-writes.ts';

type TAddInput = z.infer<typeof businessRepresentativeAdd.request>;

/** What the wizard's rules say of one person added later (spec 1 §5), plus the tree's positions. */
function addIssues(input: TAddInput): TWizardIssue[] {
  const out: TWizardIssue[] = taxIssues({ ...input, ref: '' }, 'personal', []);
  if (input.positionIds.some((p) => p === POSITION.directShareholder || p === POSITION.indirectShareholder))
    out.push({ path: ['positionIds'], key: 'positionFromShareTree' });
  if (input.isUser && !input.email) out.push({ path: ['email'], key: 'userEmailRequired' });
  if (input.isUser && !input.accessRights) out.push({ path: ['accessRights'], key: 'userRightsRequired' });
  return out;
}

/**
 * businessRepresentativeAdd: one person joins the company, in one transaction. A user (isUser)
 * is invited: a pending user of the brand with the rights chosen, and (the company being active)
 * an `activationEmployee` link in the mail, which expires like every activation link
 * (`activationTtlS`). A pending company's users get theirs at business activation.
 */
export async function addRepresentative(
  deps: BusinessDeps,
  company: { customerId: string; brand: string; active: boolean },
  input: TAddInput,
  lang: string,
): Promise<number> {
  const issues = addIssues(input);
  if (issues.length) refuse(issues);
  const hash = input.isUser ? await hashPassword(randomToken(32)) : '';
  return deps.db.transaction(async (tx) => {
    let userId: string | null = null;
    if (input.isUser) {
      userId = newId();
      const email = input.email!;
      const taken = await tx.query(`SELECT 1 FROM users WHERE brand = $1 AND lower(email) = lower($2)`, [
        company.brand,
        email,
      ]);
      if (taken.rows.length) throw fieldError('email', 'emailTaken');
      const u = { userId, brand: company.brand, email, firstName: input.firstName, lastName: input.lastName, hash };
      await insertPendingUser(tx, u);
      await tx.query(
        `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
        [userId, company.customerId, input.accessRights],
      );
      if (company.active) await sendActivation(deps, tx, u, lang, 'activationEmployee');
    }
    const positions = [...new Set(input.positionIds)].sort((a, b) => a - b);
    const id = await insertPerson(
      tx,
      company.customerId,
      { ...input, ref: '' },
      { positions, effective: undefined, userId },
    );
    if (!userId && input.email)
      await sendCertificationLink(deps, tx, { ...company, id, email: input.email, firstName: input.firstName }, lang);
    return id;
  });
}

/** How long a representative's self-certification link opens it (our choice). */
export const CERTIFICATION_LINK_TTL_S = 7 * 24 * 3600;

/**
 * A representative who is no user gets an authSecret link to their self-certification
 * (/self-certification-representative, spec 1 §2): it opens that representative's certification
 * only, expires after CERTIFICATION_LINK_TTL_S and is spent when the certification is submitted.
 */
export async function sendCertificationLink(
  deps: BusinessDeps,
  tx: Queryable,
  rep: { customerId: string; brand: string; id: number; email: string; firstName: string },
  lang: string,
) {
  const secret = randomToken(32);
  await tx.query(
    `INSERT INTO auth_secrets (secret_hash, customer_id, representative_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [sha256Hex(secret), rep.customerId, String(rep.id), CERTIFICATION_LINK_TTL_S],
  );
  const company = (
    await tx.query<{ name: string }>('SELECT name FROM business_profiles WHERE customer_id = $1', [rep.customerId])
  ).rows[0]!.name;
  const link = `${deps.portalUrl(rep.brand)}/self-certification-representative?authSecret=${encodeURIComponent(secret)}`;
  await deps.outbox.add(tx, 'mail', [{ to: rep.email, ...certificationLinkMail(lang, rep.firstName, company, link) }]);
}

/**
 * businessRepresentativeDelete: the representative leaves the company (the row is kept, marked
 * deleted). Their user loses the company's rights at once (every open session, next call), a
 * pending invitation's links are spent (revoked). Refused: another company's id (as unknown),
 * oneself, the company's own sign-in (its registrant), a shareholder (the share tree decides), the last director, the last user with
 * rights 2. `force` is the back office's (spec 1 §6), refused to customers: an operator removes
 * with `actingUserId` null (adminBusinessRepresentativeDelete), the company's rules still hold.
 */
export async function deleteRepresentative(
  tx: Queryable,
  customerId: string,
  actingUserId: string | null,
  id: number,
): Promise<string | null> {
  // The company's rights rows first, locked (as setAccessRight), so two removals cannot race.
  const rights = (
    await tx.query<{ user_id: string; access_rights: number }>(
      `SELECT user_id, access_rights FROM customer_access WHERE customer_id = $1 ORDER BY user_id FOR UPDATE`,
      [customerId],
    )
  ).rows;
  const rep = (
    await tx.query<{
      user_id: string | null;
      position_ids: number[];
      shareholder: boolean;
      directors: number;
      registrant: boolean;
    }>(
      `SELECT r.user_id, r.position_ids,
              r.user_id IS NOT NULL AND r.user_id = (SELECT p.registrant_user_id FROM business_profiles p
                                                       WHERE p.customer_id = r.customer_id) AS registrant,
              EXISTS (SELECT 1 FROM business_links l WHERE l.representative_id = r.id AND l.role = 'shareholder') AS shareholder,
              (SELECT count(*)::int FROM business_representatives d
                WHERE d.customer_id = r.customer_id AND d.deleted_at IS NULL AND 2 = ANY(d.position_ids)) AS directors
         FROM business_representatives r WHERE r.customer_id = $1 AND r.id = $2 AND r.deleted_at IS NULL FOR UPDATE`,
      [customerId, id],
    )
  ).rows[0];
  if (!rep) throw fieldError('id', 'representativeNotFound');
  if (actingUserId !== null && rep.user_id === actingUserId) throw fieldError('id', 'representativeSelf');
  if (rep.registrant) throw fieldError('id', 'companyLoginKept');
  if (rep.shareholder) throw fieldError('id', 'representativeInShareTree');
  if (rep.position_ids.map(Number).includes(POSITION.director) && rep.directors <= 1)
    throw fieldError('id', 'lastDirector');
  const own = rights.find((r) => r.user_id === rep.user_id);
  if (own && Number(own.access_rights) === 2 && !rights.some((r) => r !== own && Number(r.access_rights) === 2))
    throw fieldError('id', 'lastMainUser');
  await tx.query(`UPDATE business_representatives SET deleted_at = now() WHERE id = $1`, [id]);
  if (!rep.user_id) return null;
  await tx.query(`DELETE FROM customer_access WHERE user_id = $1 AND customer_id = $2`, [rep.user_id, customerId]);
  await spendActivationCodes(tx, rep.user_id);
  return rep.user_id;
}
