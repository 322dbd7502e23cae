import type { Queryable } from '@openportal/db';

/** A brand term as the manifest has it (spec 1 §3 terms; version ours). */
export interface TBrandTerm {
  id: string;
  key: string;
  version: string;
}
/** What a user accepted before any row: registration's version. */
const REGISTERED_VERSION = '1';

/**
 * The brand's terms this user has not accepted in their current version, in manifest order
 * (spec 1 §4: a terms-acceptance step before any page while any is left).
 */
export async function pendingTerms(q: Queryable, userId: string, terms: readonly TBrandTerm[]): Promise<TBrandTerm[]> {
  if (terms.length === 0) return [];
  const r = await q.query<{ term_id: string; version: string }>(
    'SELECT term_id, version FROM terms_acceptances WHERE user_id = $1',
    [userId],
  );
  const accepted = new Map(r.rows.map((row) => [row.term_id, row.version]));
  return terms.filter((t) => (accepted.get(t.id) ?? REGISTERED_VERSION) !== t.version);
}

/** Records the current version of each term as accepted (from this address). */
export async function acceptTerms(q: Queryable, userId: string, terms: readonly TBrandTerm[], ip: string) {
  for (const t of terms)
    await q.query(
      `INSERT INTO terms_acceptances (user_id, term_id, version, ip) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, term_id) DO UPDATE SET version = EXCLUDED.version, accepted_at = now(), ip = EXCLUDED.ip`,
      [userId, t.id, t.version, ip],
    );
}
