import type { z } from 'zod';
import type { ZRepresentative, ZShareLink } from '@openportal/contract';

export type TRepresentative = z.infer<typeof ZRepresentative>;
export type TShareLink = z.infer<typeof ZShareLink>;

/** One shareholder in the drawn tree: its own share of its parent, its effective share, and below it its own holders. */
export interface TTreeNode {
  rep: TRepresentative;
  kind: TShareLink['kind'];
  /** Percent of the parent it holds. */
  share: number;
  /** Percent of the registered company, nested shares multiplied (core's `share`). */
  effective: number | null;
  children: TTreeNode[];
  /** A company shareholder's directors. */
  directors: TRepresentative[];
}

/**
 * The share tree from businessShareholderList: the edges (`links`) name who holds what of whom,
 * the representatives carry names and effective shares. A node never appears under itself
 * (a malformed cycle stops there rather than looping).
 */
export function buildShareTree(reps: readonly TRepresentative[], links: readonly TShareLink[]): TTreeNode[] {
  const byId = new Map(reps.map((r) => [r.id, r]));
  const build = (parentId: number | null, seen: ReadonlySet<number>): TTreeNode[] =>
    links
      .filter((l) => l.role === 'shareholder' && l.parentId === parentId && !seen.has(l.representativeId))
      .flatMap((l) => {
        const rep = byId.get(l.representativeId);
        if (!rep) return [];
        const below = new Set(seen).add(rep.id);
        const directors = links
          .filter((d) => d.role === 'director' && d.parentId === rep.id)
          .flatMap((d) => byId.get(d.representativeId) ?? []);
        return [
          {
            rep,
            kind: l.kind,
            share: l.share ?? 0,
            effective: rep.share,
            children: l.kind === 'company' ? build(rep.id, below) : [],
            directors,
          },
        ];
      });
  return build(null, new Set());
}

/** A representative's display name (a company's name is its first name, core's choice). */
export const repName = (r: Pick<TRepresentative, 'firstName' | 'lastName'>) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ');
