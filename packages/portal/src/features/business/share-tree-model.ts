import type { TShareNode } from '@openportal/contract';

/** A node's place in the tree: the indices from the root level down. */
export type TNodeAt = readonly number[];

/** The body path of a node ('shareholders.0.children.1'). */
export const nodePath = (at: TNodeAt) =>
  ['shareholders', ...at.flatMap((n, k) => (k ? ['children', n] : [n]))].join('.');
/** The body path of the level a node is on (its parent's children, or the root list). */
export const levelPath = (at: TNodeAt) => (at.length > 1 ? `${nodePath(at.slice(0, -1))}.children` : 'shareholders');

/** The tree with the node at `at` changed (null removes it). */
export function changeNode(
  nodes: readonly TShareNode[],
  at: TNodeAt,
  change: (n: TShareNode) => TShareNode | null,
): TShareNode[] {
  const [head, ...rest] = at;
  return nodes.flatMap((n, i) => {
    if (i !== head) return [n];
    if (rest.length === 0) {
      const next = change(n);
      return next ? [next] : [];
    }
    return [{ ...n, children: changeNode(n.children ?? [], rest, change) }];
  });
}

/** A shareholder added at the root (`at` empty) or under the company at `at`. */
export function addNode(nodes: readonly TShareNode[], at: TNodeAt, node: TShareNode): TShareNode[] {
  if (at.length === 0) return [...nodes, node];
  return changeNode(nodes, at, (n) => ({ ...n, children: [...(n.children ?? []), node] }));
}

/** Every ref the tree names. */
export function refsIn(nodes: readonly TShareNode[], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    out.add(n.ref);
    refsIn(n.children ?? [], out);
  }
  return out;
}
