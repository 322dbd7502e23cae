import { describe, expect, it } from 'vitest';
import { buildShareTree, repName, type TRepresentative, type TShareLink } from './share-tree-model.ts';

const rep = (id: number, firstName: string, share: number | null): TRepresentative => ({
  id,
  firstName,
  lastName: '',
  email: null,
  positionIds: [],
  share,
  accessRights: null,
  documents: [],
  addressStatus: null,
  identityStatus: null,
  controlDocumentStatus: null,
  certificationStatus: 'none',
});
const link = (
  representativeId: number,
  parentId: number | null,
  share: number | null,
  kind: TShareLink['kind'] = 'person',
): TShareLink => ({
  representativeId,
  parentId,
  role: share === null ? 'director' : 'shareholder',
  kind,
  share,
});

describe('buildShareTree', () => {
  it('nests a company shareholder’s holders and directors under it, with own and effective shares', () => {
    const reps = [rep(1, 'Sam', 70), rep(2, 'Holdco', 30), rep(3, 'Hana', 30)];
    const tree = buildShareTree(reps, [
      link(1, null, 70),
      link(2, null, 30, 'company'),
      link(3, 2, 100),
      link(1, null, null),
      link(3, 2, null),
    ]);
    expect(tree.map((n) => [repName(n.rep), n.share, n.effective, n.kind])).toEqual([
      ['Sam', 70, 70, 'person'],
      ['Holdco', 30, 30, 'company'],
    ]);
    expect(tree[1]!.children.map((n) => [repName(n.rep), n.share, n.effective])).toEqual([['Hana', 100, 30]]);
    expect(tree[1]!.directors.map((d) => d.firstName)).toEqual(['Hana']);
    expect(tree[0]!.children).toEqual([]);
  });

  it('stops at a cycle and skips an edge to someone not listed', () => {
    const reps = [rep(1, 'A', 50), rep(2, 'B', 50)];
    const tree = buildShareTree(reps, [
      link(1, null, 50, 'company'),
      link(2, 1, 50, 'company'),
      link(1, 2, 50, 'company'),
      link(9, null, 10),
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.children[0]!.children).toEqual([]);
  });
});
