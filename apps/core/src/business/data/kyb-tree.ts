import type { TKybTreeNode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

interface TLinkRow {
  representative_id: string;
  parent_id: string | null;
  role: 'shareholder' | 'director';
  share: string | null;
  kind: 'person' | 'company';
  name: string;
}

/** Percent with at most 4 decimals (shares are numeric(7,4)). */
const pct = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * The company's share tree as the registration stored it (business_links): each shareholder with
 * its share at its level and its effective share (nested shares multiplied, spec 1 §5), a company
 * shareholder with its directors and own shareholders; and the root's directors. Removed
 * representatives are left out.
 */
export async function shareTree(q: Queryable, customerId: string) {
  const rows = (
    await q.query<TLinkRow>(
      `SELECT l.representative_id::text, l.parent_id::text, l.role, l.share::text, r.kind,
              CASE WHEN r.kind = 'company' THEN coalesce(r.company_name, '')
                   ELSE concat_ws(' ', r.first_name, r.last_name) END AS name
         FROM business_links l JOIN business_representatives r ON r.id = l.representative_id
        WHERE l.customer_id = $1 AND r.deleted_at IS NULL ORDER BY r.id`,
      [customerId],
    )
  ).rows;
  const directorsOf = (parent: string | null) =>
    rows.filter((r) => r.role === 'director' && r.parent_id === parent).map((r) => r.name);
  const level = (parent: string | null, above: number, seen: ReadonlySet<string>): TKybTreeNode[] =>
    rows
      .filter((r) => r.role === 'shareholder' && r.parent_id === parent && !seen.has(r.representative_id))
      .map((r) => {
        const share = Number(r.share);
        const effective = (above * share) / 100;
        return {
          representativeId: Number(r.representative_id),
          kind: r.kind,
          name: r.name,
          share: pct(share),
          effectiveShare: pct(effective),
          directors: r.kind === 'company' ? directorsOf(r.representative_id) : [],
          children: level(r.representative_id, effective, new Set([...seen, r.representative_id])),
        };
      });
  return { directors: directorsOf(null), tree: level(null, 100, new Set()) };
}
