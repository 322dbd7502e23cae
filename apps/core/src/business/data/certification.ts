import {
  businessRepresentativeFatcaCrsCertificationUpdate,
  fileDownload,
  fillPath,
  RIGHTS_GRANTING,
  taxIssues,
  type TCertificationStatus,
  type TWizardIssue,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { z } from 'zod';
import { addressesOf } from '../../identity/index.ts';
import type { Caller } from '../../platform/caller.ts';
import { AppError } from '../../platform/app-error.ts';
import { refuse } from '../registration.ts';

type TInput = z.infer<typeof businessRepresentativeFatcaCrsCertificationUpdate.request>;

/**
 * One representative's business self-certification (spec 1 §3 FATCA/CRS): their answers, the
 * W-form they signed (W-9 for a US tax payer, W-8BEN-E otherwise: kyc's e-sign page) and their
 * documents (kyc's certification documents, named by representative). `url`, `wFormUrl`: the
 * file's download path (fileDownload: the signed form is a file issued to the company, the
 * certificate one it uploaded), for a signed-in user of the company; null while there is no
 * file (a form not signed yet) and for an authSecret link's holder, who has no session to
 * download with (`withLinks` false).
 */
export async function certificationOf(q: Queryable, repId: number, withLinks: boolean) {
  const c = (
    await q.query<{
      entity_type: 'financial-institution' | 'investment' | 'general';
      questions: Record<string, unknown>;
      tax_ids: Record<string, unknown>[];
      is_us_tax_payer: boolean;
      is_disregarded_entity: boolean;
    }>(
      `SELECT entity_type, questions, tax_ids, is_us_tax_payer, is_disregarded_entity
         FROM business_certifications WHERE representative_id = $1`,
      [repId],
    )
  ).rows[0];
  const docs = (
    await q.query<{ id: number; kind: string; status: TCertificationStatus; file_id: string | null }>(
      `SELECT id, kind, status, file_id FROM certification_documents
        WHERE representative_id = $1 AND status <> 'none' ORDER BY created_at DESC, id DESC`,
      [repId],
    )
  ).rows;
  const wForm = docs.find((d) => d.kind === 'W9' || d.kind === 'W8BENE');
  const urlOf = (d: { file_id: string | null } | undefined) =>
    withLinks && d?.file_id ? fillPath(fileDownload.path, { fileId: d.file_id }) : null;
  return {
    fatcaCrsCertificationInfo: {
      entityType: c?.entity_type ?? null,
      questions: c?.questions ?? {},
      taxIds: c?.tax_ids ?? [],
      isUSTaxPayer: c?.is_us_tax_payer ?? null,
      isDisregardedEntity: c?.is_disregarded_entity ?? null,
      wFormDocumentId: wForm ? Number(wForm.id) : null,
      wFormStatus: wForm?.status ?? (c ? 'none' : 'notRequired'),
      wFormUrl: urlOf(wForm),
    },
    documents: docs.map((d) => ({ id: Number(d.id), type: d.kind, status: d.status, url: urlOf(d) })),
  };
}

/**
 * The wizard's tax rules (spec 1 §5: a number in its country's format or a reason, CANNOT_OBTAIN
 * explained, a US row for a US tax payer) on the entity and each controlling person; a
 * controlling person must be one of the company's representatives.
 */
async function issuesOf(q: Queryable, customerId: string, input: TInput): Promise<TWizardIssue[]> {
  const out = taxIssues({ ref: '', taxIds: input.taxIds, isUSTaxPayer: input.isUSTaxPayer }, 'business', []);
  const people = input.controllingPersons ?? [];
  const ids = people.map((p) => p.representativeId);
  const known = new Set(
    (
      await q.query<{ id: string }>(
        `SELECT id FROM business_representatives WHERE customer_id = $1 AND id = ANY($2::bigint[]) AND deleted_at IS NULL`,
        [customerId, ids],
      )
    ).rows.map((r) => Number(r.id)),
  );
  people.forEach((p, i) => {
    const at = ['controllingPersons', i];
    if (!known.has(p.representativeId)) out.push({ path: [...at, 'representativeId'], key: 'representativeNotFound' });
    out.push(...taxIssues({ ref: '', taxIds: p.taxIds }, 'personal', at));
  });
  // The addresses named must be the company's own (its live customer addresses).
  const addressIds = new Set((await addressesOf(q, customerId)).map((a) => a.id));
  for (const field of ['placeOfBusinessAddressId', 'registeredAddressId'] as const) {
    const id = input[field];
    if (id !== undefined && !addressIds.has(id)) out.push({ path: [field], key: 'companyAddressUnknown' });
  }
  return out;
}

/**
 * Saves the certification (the last one holds). Given through an authSecret link, the link and
 * the representative's other links are spent: the certification cannot be replayed with them.
 */
export async function saveCertification(
  tx: Queryable,
  rep: { customerId: string; id: number },
  caller: Caller,
  input: TInput,
) {
  const issues = await issuesOf(tx, rep.customerId, input);
  if (issues.length) refuse(issues);
  await tx.query(
    `INSERT INTO business_certifications (representative_id, customer_id, entity_type, questions, tax_ids,
       is_us_tax_payer, is_disregarded_entity, controlling_persons, place_of_business_address_id, registered_address_id)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8::jsonb, $9, $10)
     ON CONFLICT (representative_id) DO UPDATE SET entity_type = excluded.entity_type, questions = excluded.questions,
       tax_ids = excluded.tax_ids, is_us_tax_payer = excluded.is_us_tax_payer,
       is_disregarded_entity = excluded.is_disregarded_entity, controlling_persons = excluded.controlling_persons,
       place_of_business_address_id = excluded.place_of_business_address_id,
       registered_address_id = excluded.registered_address_id, certified_at = now()`,
    [
      ...[rep.id, rep.customerId, input.entityType, JSON.stringify(input.questions), JSON.stringify(input.taxIds)],
      ...[input.isUSTaxPayer, input.isDisregardedEntity, JSON.stringify(input.controllingPersons ?? [])],
      ...[input.placeOfBusinessAddressId ?? null, input.registeredAddressId ?? null],
    ],
  );
  // businessInfoGet's financialInstitution: the last certification saved holds (migration 0054).
  await tx.query(`UPDATE business_profiles SET financial_institution = $2 WHERE customer_id = $1`, [
    rep.customerId,
    input.entityType === 'financial-institution',
  ]);
  if (caller.kind === 'representative') await spendLinks(tx, rep);
}

/**
 * Spends the representative's links. The dispatcher let the link in before this transaction: a
 * second submission racing with the same link (or another of theirs) waits here on the rows the
 * first one updates, then finds none left unspent and is refused (13), its certification undone.
 */
async function spendLinks(tx: Queryable, rep: { customerId: string; id: number }) {
  const spent = await tx.query(
    `UPDATE auth_secrets SET used_at = now()
      WHERE customer_id = $1 AND representative_id = $2 AND used_at IS NULL AND expires_at > now()`,
    [rep.customerId, String(rep.id)],
  );
  if (!spent.rowCount) throw new AppError('13', 'accessDenied');
}

/**
 * userAccessInfoGet's taxResidencySelfCertificationDocumentStatus for a company's user: their
 * own representative certification, 'validated' once submitted (the submission is the
 * self-certification, as for a personal customer), else 'none'. A user who cannot give one (no
 * representative of the company, or rights that change nothing: read 1, uploading 5) answers
 * 'notRequired', so the start page does not hold them on a splash they cannot complete.
 */
export async function businessCertificationStatus(
  q: Queryable,
  customerId: string,
  userId: string,
  accessRights: number,
): Promise<TCertificationStatus> {
  const r = await q.query<{ certified: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM business_certifications c WHERE c.representative_id = r.id) AS certified
       FROM business_representatives r WHERE r.customer_id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL`,
    [customerId, userId],
  );
  const row = r.rows[0];
  if (!row || !RIGHTS_GRANTING.write.includes(accessRights)) return 'notRequired';
  return row.certified ? 'validated' : 'none';
}
