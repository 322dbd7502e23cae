import type { Queryable } from '@openportal/db';
import { fieldError } from '../../platform/app-error.ts';

/**
 * A resolution for the company's signers: every id must be one of the company's persons (another
 * company's id is refused as unknown), each named once. Status 1 waits for signatures.
 */
export async function insertResolution(
  tx: Queryable,
  customerId: string,
  createdBy: string,
  ids: readonly number[],
): Promise<number> {
  if (new Set(ids).size !== ids.length) throw fieldError('businessRepresentativeIds', 'resolutionSignerTwice');
  const found = await tx.query<{ id: string }>(
    `SELECT id FROM business_representatives
      WHERE customer_id = $1 AND id = ANY($2::bigint[]) AND kind = 'person' AND deleted_at IS NULL`,
    [customerId, ids],
  );
  if (found.rows.length !== ids.length) throw fieldError('businessRepresentativeIds', 'representativeNotFound');
  const r = await tx.query<{ id: string }>(
    `INSERT INTO business_resolutions (customer_id, created_by) VALUES ($1, $2) RETURNING id`,
    [customerId, createdBy],
  );
  const id = Number(r.rows[0]!.id);
  await tx.query(
    `INSERT INTO business_resolution_signers (resolution_id, representative_id) SELECT $1, unnest($2::bigint[])`,
    [id, ids],
  );
  return id;
}

/** Who reads the resolutions: their user, and the e-sign link of a signature of theirs still missing. */
export interface TResolutionViewer {
  userId: string;
  signUrl: (resolutionId: number, representativeId: number) => string;
}

/**
 * The company's resolutions, newest first, with their signers (or one of them by id). A signer
 * who is the viewer's own representative and has not signed yet carries the e-sign link.
 */
export async function resolutionsOf(q: Queryable, customerId: string, id?: number, viewer?: TResolutionViewer) {
  const r = await q.query<{
    id: string;
    status_id: number;
    signers: { id: number; name: string; signed: boolean; userId: string | null }[];
  }>(
    `SELECT b.id, b.status_id,
            coalesce(json_agg(json_build_object('id', r.id, 'name', trim(coalesce(r.first_name, '') || ' ' || coalesce(r.last_name, '')),
                                                'signed', s.signed_at IS NOT NULL, 'userId', r.user_id) ORDER BY r.id), '[]') AS signers
       FROM business_resolutions b
       JOIN business_resolution_signers s ON s.resolution_id = b.id
       JOIN business_representatives r ON r.id = s.representative_id
      WHERE b.customer_id = $1 AND ($2::bigint IS NULL OR b.id = $2)
      GROUP BY b.id ORDER BY b.id DESC`,
    [customerId, id ?? null],
  );
  return r.rows.map((x) => {
    const signers = x.signers.map((s) => ({
      id: Number(s.id),
      name: s.name,
      signed: s.signed,
      ...(viewer && !s.signed && s.userId === viewer.userId
        ? { signUrl: viewer.signUrl(Number(x.id), Number(s.id)) }
        : {}),
    }));
    return {
      id: Number(x.id),
      businessRepresentativeIds: signers.map((s) => s.id),
      signers,
      statusId: Number(x.status_id),
    };
  });
}

/** The signers of a resolution who have an e-mail, with their e-sign link's ids (the send's mail). */
export async function signersToMail(q: Queryable, resolutionId: number) {
  const r = await q.query<{ id: string; email: string }>(
    `SELECT r.id, r.email FROM business_resolution_signers s JOIN business_representatives r ON r.id = s.representative_id
      WHERE s.resolution_id = $1 AND r.email IS NOT NULL ORDER BY r.id`,
    [resolutionId],
  );
  return r.rows.map((x) => ({ representativeId: Number(x.id), email: x.email }));
}
