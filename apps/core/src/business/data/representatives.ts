import type { TCertificationStatus } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';
import type { Caller } from '../../platform/caller.ts';
import { documentsOf, type TDocumentRow } from '../../identity/index.ts';
import { representativeDocuments } from './documents.ts';

interface TRepRow {
  id: string;
  kind: string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  position_ids: number[];
  effective_share: string | null;
  access_rights: number | null;
  has_address: boolean;
  certified: boolean;
  link_open: boolean;
}

const REP_COLUMNS = `r.id, r.kind, r.first_name, r.last_name, r.company_name, r.email, r.position_ids,
  r.effective_share::text AS effective_share, a.access_rights, r.address IS NOT NULL AS has_address,
  EXISTS (SELECT 1 FROM business_certifications c WHERE c.representative_id = r.id) AS certified,
  EXISTS (SELECT 1 FROM auth_secrets s WHERE s.customer_id = r.customer_id AND s.representative_id = r.id::text
                AND s.used_at IS NULL AND s.expires_at > now()) AS link_open`;
const REP_FROM = `business_representatives r
  LEFT JOIN customer_access a ON a.user_id = r.user_id AND a.customer_id = r.customer_id`;

/**
 * A representative as the contract answers it. A company's name is its first name. `share` is
 * the effective share in percent (nested shares multiplied); `certificationStatus` their business
 * self-certification (validated once submitted, pending while a link to it is open). Documents
 * and their statuses: the company's documents assigned to them (data/documents.ts).
 */
function toRepresentative(r: TRepRow, companyDocs: readonly TDocumentRow[]) {
  return {
    id: Number(r.id),
    firstName: r.kind === 'company' ? (r.company_name ?? '') : (r.first_name ?? ''),
    lastName: r.kind === 'company' ? '' : (r.last_name ?? ''),
    email: r.email,
    positionIds: (r.position_ids ?? []).map(Number),
    share: r.effective_share === null ? null : Math.round(Number(r.effective_share) * 1e6) / 1e4,
    accessRights: r.access_rights === null ? null : Number(r.access_rights),
    ...representativeDocuments(companyDocs, Number(r.id), r.has_address),
    // Their business self-certification: submitted, waiting on a link they were sent, or not begun.
    certificationStatus: (r.certified ? 'validated' : r.link_open ? 'pending' : 'none') as TCertificationStatus,
  };
}
export type TRepresentativeAnswer = ReturnType<typeof toRepresentative>;

/** Rows as the contract answers them, with the company's documents read once. */
async function answers(q: Queryable, customerId: string, rows: readonly TRepRow[]) {
  const docs = rows.length ? await documentsOf(q, customerId) : [];
  return rows.map((r) => toRepresentative(r, docs));
}

/** Which of the company's representatives a list shows. */
export type TRepFilter = 'shareholders' | 'directors' | 'ultimateOwners' | 'users';
const FILTERS: Record<TRepFilter, string> = {
  // Persons and companies holding a share anywhere in the tree.
  shareholders: `EXISTS (SELECT 1 FROM business_links l WHERE l.representative_id = r.id AND l.role = 'shareholder')`,
  directors: `2 = ANY(r.position_ids)`,
  ultimateOwners: `8 = ANY(r.position_ids)`,
  users: `r.user_id IS NOT NULL AND a.access_rights > 0`,
};

export async function representativesOf(q: Queryable, customerId: string, filter: TRepFilter) {
  const r = await q.query<TRepRow>(
    `SELECT ${REP_COLUMNS} FROM ${REP_FROM}
      WHERE r.customer_id = $1 AND r.deleted_at IS NULL AND ${FILTERS[filter]} ORDER BY r.id`,
    [customerId],
  );
  return answers(q, customerId, r.rows);
}

/** The share tree's and the directors' edges of the company (businessShareholderList's `links`). */
export async function shareLinksOf(q: Queryable, customerId: string) {
  const r = await q.query<{ id: string; parent: string | null; role: string; kind: string; share: string | null }>(
    `SELECT l.representative_id AS id, l.parent_id AS parent, l.role, r.kind, l.share::text AS share
       FROM business_links l JOIN business_representatives r ON r.id = l.representative_id
      WHERE l.customer_id = $1 AND r.deleted_at IS NULL ORDER BY l.parent_id NULLS FIRST, l.role DESC, r.id`,
    [customerId],
  );
  return r.rows.map((x) => ({
    representativeId: Number(x.id),
    parentId: x.parent === null ? null : Number(x.parent),
    role: x.role as 'shareholder' | 'director',
    kind: x.kind as 'person' | 'company',
    share: x.share === null ? null : Number(x.share),
  }));
}

/** One representative of the company; another company's id is refused like one that does not exist. */
export async function representativeOf(q: Queryable, customerId: string, id: number) {
  const r = await q.query<TRepRow>(
    `SELECT ${REP_COLUMNS} FROM ${REP_FROM} WHERE r.customer_id = $1 AND r.id = $2 AND r.deleted_at IS NULL`,
    [customerId, id],
  );
  if (!r.rows[0]) throw fieldError('id', 'representativeNotFound');
  return (await answers(q, customerId, r.rows))[0]!;
}

/** The signed-in user's own representative row on the company, if they are one. */
export async function representativeOfUser(q: Queryable, customerId: string, userId: string) {
  const r = await q.query<TRepRow>(
    `SELECT ${REP_COLUMNS} FROM ${REP_FROM} WHERE r.customer_id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL`,
    [customerId, userId],
  );
  if (!r.rows[0]) throw fieldError('id', 'representativeNotFound');
  return (await answers(q, customerId, r.rows))[0]!;
}

/** userAccessInfoGet's businessRepresentativePositionIds: the user's positions on the company. */
export async function representativePositionIds(q: Queryable, customerId: string, userId: string): Promise<number[]> {
  const r = await q.query<{ position_ids: number[] }>(
    `SELECT position_ids FROM business_representatives WHERE customer_id = $1 AND user_id = $2 AND deleted_at IS NULL`,
    [customerId, userId],
  );
  return (r.rows[0]?.position_ids ?? []).map(Number);
}

/** The company's profile row; a customer that is not a company is refused (ENOA, businessOnly). */
export async function profileOf(q: Queryable, customerId: string) {
  const r = await q.query<{
    name: string;
    registration_country_code: string;
    trading_name: string | null;
    email: string;
    registration_number: string;
    registration_date: string | null;
    business_tax_id: string | null;
    website: string | null;
    description: string | null;
    phone: string | null;
    financial_detail: Record<string, unknown>;
    due_diligence: Record<string, unknown>;
    registrant_user_id: string;
    status: string;
    financial_institution: boolean;
    is_converted: boolean;
  }>(
    `SELECT name, registration_country_code, trading_name, email, registration_number,
            to_char(registration_date, 'YYYY-MM-DD') AS registration_date, business_tax_id, website, description,
            phone, financial_detail, due_diligence, registrant_user_id, status, financial_institution,
            (SELECT c.converted_at IS NOT NULL FROM customers c WHERE c.id = p.customer_id) AS is_converted
       FROM business_profiles p WHERE customer_id = $1`,
    [customerId],
  );
  if (!r.rows[0]) throw new AppError('ENOA', 'businessOnly');
  return r.rows[0];
}

/**
 * Whether a pending user belongs to a company (its registrant or one of its users): they are
 * activated by businessAccountActivate or employeeAccountActivate only, never by the personal
 * accountActivate (which would leave the company pending, or the user without a password).
 */
export async function isCompanyUser(q: Queryable, userId: string): Promise<boolean> {
  const r = await q.query('SELECT 1 FROM business_representatives WHERE user_id = $1 LIMIT 1', [userId]);
  return r.rows.length > 0;
}

/**
 * Which activation link a company's pending user gets again (activationCodeResend): the
 * registrant of a pending company `activationBusiness`, a user invited to an active company
 * `activationEmployee` (an invitation resent), anyone else of a company none (their link leaves
 * at business activation, or their invitation was revoked). `undefined`: not a company's user.
 */
export async function companyResendAction(
  q: Queryable,
  userId: string,
): Promise<'activationBusiness' | 'activationEmployee' | null | undefined> {
  const r = await q.query<{ registrant: boolean; status: string; deleted: boolean }>(
    `SELECT p.registrant_user_id = r.user_id AS registrant, p.status, r.deleted_at IS NOT NULL AS deleted
       FROM business_representatives r JOIN business_profiles p ON p.customer_id = r.customer_id
      WHERE r.user_id = $1 ORDER BY r.deleted_at NULLS FIRST LIMIT 1`,
    [userId],
  );
  const row = r.rows[0];
  if (!row) return undefined;
  if (row.deleted) return null;
  if (row.registrant) return row.status === 'pending' ? 'activationBusiness' : null;
  return row.status === 'active' ? 'activationEmployee' : null;
}

/**
 * The representative a statements or self-certification call speaks for: an authSecret link's own representative
 * (still one of the company's), or the signed-in user's own row on the acting company. A personal
 * customer is refused (ENOA businessOnly); a company user who is no representative too.
 */
export async function representativeSpeaking(
  q: Queryable,
  caller: Caller,
): Promise<{ customerId: string; id: number }> {
  if (caller.kind === 'representative') {
    const r = await q.query(
      `SELECT 1 FROM business_representatives WHERE customer_id = $1 AND id::text = $2 AND deleted_at IS NULL`,
      [caller.customerId, caller.representativeId],
    );
    if (!r.rows[0]) throw new AppError('ENOA', 'noAccess');
    return { customerId: caller.customerId, id: Number(caller.representativeId) };
  }
  if (caller.kind !== 'customer') throw new AppError('ENOA', 'noAccess');
  await profileOf(q, caller.customerId);
  return { customerId: caller.customerId, id: (await representativeOfUser(q, caller.customerId, caller.userId)).id };
}
